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
import {
  LinkBase,
  useCreatePath,
  useListContext,
  useNavigate,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { ListLoadError } from '../layout/AdminList';
import { TemplateTypeBadge } from './TemplateTypeBadge';
import type { TemplateRecord } from './templateTypes';

export interface TemplateListItemsProps {
  selectedId?: Identifier;
  onDelete: (template: TemplateRecord) => void;
}

/** The templates of the list context; a row opens its preview, its buttons the edit form, the preview, the deletion. */
export const TemplateListItems = ({ selectedId, onDelete }: TemplateListItemsProps) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const { data: templates, isPending, error } = useListContext<TemplateRecord>();
  const pathOf = (template: TemplateRecord, type: 'edit' | 'show') =>
    createPath({ resource: 'templates', type, id: template.id });
  if (error) return <ListLoadError message="app.templates.banner.load_error" />;
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
                navigate(pathOf(template, 'edit')),
              )}
              {action(translate('app.templates.actions.preview'), <Visibility fontSize="small" />, () =>
                navigate(pathOf(template, 'show')),
              )}
              {action(translate('app.templates.actions.delete'), <Delete fontSize="small" />, () =>
                onDelete(template),
              )}
            </Stack>
          }
          sx={{ '& .MuiListItemButton-root': { pr: 15 } }}
        >
          <ListItemButton
            component={LinkBase}
            to={pathOf(template, 'show')}
            selected={String(template.id) === String(selectedId)}
            aria-current={String(template.id) === String(selectedId) ? 'true' : undefined}
          >
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
