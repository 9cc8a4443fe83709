import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import {
  Confirm,
  LinkBase,
  ListBase,
  useCreatePath,
  useDelete,
  useRedirect,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { ScreenHeader } from '../layout/ScreenHeader';
import { Banner, useScreenBanner } from '../layout/Banner';
import { TemplateListItems } from './TemplateListItems';
import type { TemplateRecord } from './templateTypes';

export interface TemplateScreenProps {
  /** The pane beside the list: nothing selected, a preview, the create or the edit form. */
  children: ReactNode;
  /** The template the pane shows, highlighted in the list. */
  selectedId?: Identifier;
}

/**
 * The frame every templates route shares (docs/product.md#modèles-et-médias): the title and « Nouveau Template », the banner, the
 * list on the left (all templates by name, from react-admin's list controller) and the route's pane on the right.
 */
export const TemplateScreen = ({ children, selectedId }: TemplateScreenProps) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const redirect = useRedirect();
  const { banner, success, error, clear } = useScreenBanner();
  const [toDelete, setToDelete] = useState<TemplateRecord | null>(null);
  const [remove, { isPending: deleting }] = useDelete<TemplateRecord>();

  const confirmDelete = async () => {
    const template = toDelete;
    setToDelete(null);
    if (!template) return;
    try {
      await remove(
        'templates',
        { id: template.id, previousData: template },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      success(translate('app.templates.banner.deleted'));
      if (String(template.id) === String(selectedId)) redirect('list', 'templates');
    } catch {
      error(translate('app.templates.banner.delete_error'));
    }
  };

  return (
    <Box sx={{ py: 2 }}>
      <ScreenHeader title={translate('app.templates.title')} subtitle={translate('app.templates.subtitle')}>
        <Button
          component={LinkBase}
          to={createPath({ resource: 'templates', type: 'create' })}
          variant="contained"
          startIcon={<Add />}
        >
          {translate('app.templates.create')}
        </Button>
      </ScreenHeader>
      <Banner banner={banner} onClose={clear} />
      {/* minmax(0, …): a long subject is cut by its row, never widens the page (a phone is 390 px). */}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(280px, 1fr) minmax(0, 2fr)' },
        }}
      >
        <Paper variant="outlined" sx={{ alignSelf: 'start', minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ p: 2, pb: 1 }}>
            {translate('app.templates.available')}
          </Typography>
          <ListBase<TemplateRecord>
            resource="templates"
            perPage={200}
            sort={{ field: 'name', order: 'ASC' }}
            disableSyncWithLocation
          >
            <TemplateListItems selectedId={selectedId} onDelete={setToDelete} />
          </ListBase>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
          {children}
        </Paper>
      </Box>
      <Confirm
        isOpen={toDelete !== null}
        loading={deleting}
        title={translate('app.templates.actions.delete')}
        content={translate('app.templates.confirm_delete')}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      />
    </Box>
  );
};
