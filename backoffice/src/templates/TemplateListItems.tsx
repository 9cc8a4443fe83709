import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Visibility from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Identifier } from 'react-admin';
import { useTranslate } from 'react-admin';
import { TemplateTypeBadge } from './TemplateTypeBadge';
import type { TemplateRecord } from './templateTypes';

export interface TemplateListItemsProps {
  templates: TemplateRecord[] | undefined;
  isPending: boolean;
  selectedId?: Identifier;
  onPreview: (template: TemplateRecord) => void;
  onEdit: (template: TemplateRecord) => void;
  onDelete: (template: TemplateRecord) => void;
}

export const TemplateListItems = ({
  templates,
  isPending,
  selectedId,
  onPreview,
  onEdit,
  onDelete,
}: TemplateListItemsProps) => {
  const translate = useTranslate();
  if (isPending) return <Typography sx={{ p: 2 }}>{translate('app.templates.loading')}</Typography>;
  if (!templates?.length) return <Typography sx={{ p: 2 }}>{translate('app.templates.empty')}</Typography>;
  const action = (label: string, icon: ReactNode, run: () => void) => (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={run}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <List disablePadding aria-label={translate('app.templates.available')}>
      {templates.map((template) => (
        <ListItem
          key={template.id}
          divider
          disablePadding
          data-testid="template-row"
          secondaryAction={
            <Stack direction="row">
              {action(translate('app.templates.actions.edit'), <Edit fontSize="small" />, () =>
                onEdit(template),
              )}
              {action(translate('app.templates.actions.preview'), <Visibility fontSize="small" />, () =>
                onPreview(template),
              )}
              {action(translate('app.templates.actions.delete'), <Delete fontSize="small" />, () =>
                onDelete(template),
              )}
            </Stack>
          }
          sx={{ '& .MuiListItemButton-root': { pr: 15 } }}
        >
          <ListItemButton selected={template.id === selectedId} onClick={() => onPreview(template)}>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }} noWrap>
                {template.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {template.subject}
              </Typography>
              <Box sx={{ mt: 0.5 }}>
                <TemplateTypeBadge type={template.type} />
              </Box>
            </Box>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
};
