import Add from '@mui/icons-material/Add';
import MailOutline from '@mui/icons-material/MailOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import {
  Confirm,
  useCreate,
  useDataProvider,
  useDelete,
  useGetList,
  useTranslate,
  useUpdate,
  type DataProvider,
  type Identifier,
} from 'react-admin';
import { Banner, useBanner } from '../layout/Banner';
import { RequireAdmin } from '../layout/RequireAdmin';
import type { TemplateMethods } from '../providers/templateMethods';
import { TemplateForm } from './TemplateForm';
import { TemplateListItems } from './TemplateListItems';
import { TemplatePreview } from './TemplatePreview';
import type { TemplateRecord, TemplateValues } from './templateTypes';

type Mode =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'preview'; id: Identifier }
  | { kind: 'edit'; id: Identifier };

/** /admin/email-templates: the list on the left, and a pane that previews, edits or creates. */
export const TemplateList = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & TemplateMethods>();
  const [mode, setMode] = useState<Mode>({ kind: 'none' });
  const [toDelete, setToDelete] = useState<TemplateRecord | null>(null);
  const [sending, setSending] = useState(false);
  const { banner, success, error, clear } = useBanner();
  const {
    data,
    isPending,
    error: loadError,
  } = useGetList<TemplateRecord>('templates', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [create, { isPending: creating }] = useCreate<TemplateRecord>();
  const [update, { isPending: updating }] = useUpdate<TemplateRecord>();
  const [remove, { isPending: deleting }] = useDelete<TemplateRecord>();

  useEffect(() => {
    if (loadError) error(translate('app.templates.banner.load_error'));
  }, [loadError, error, translate]);

  const current =
    mode.kind === 'preview' || mode.kind === 'edit' ? data?.find((t) => t.id === mode.id) : undefined;

  const save = async (values: TemplateValues) => {
    try {
      if (mode.kind === 'edit' && current) {
        await update(
          'templates',
          { id: current.id, data: values, previousData: current },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
        success(translate('app.templates.banner.updated'));
      } else {
        await create('templates', { data: values }, { returnPromise: true });
        success(translate('app.templates.banner.created'));
      }
      setMode({ kind: 'none' });
    } catch {
      error(translate('app.templates.banner.save_error'));
    }
  };

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
      if (current?.id === template.id) setMode({ kind: 'none' });
      success(translate('app.templates.banner.deleted'));
    } catch {
      error(translate('app.templates.banner.delete_error'));
    }
  };

  const sendTest = async (template: TemplateRecord) => {
    setSending(true);
    try {
      const { to } = await dataProvider.sendTemplateTest(template.id);
      success(translate('app.templates.banner.test_sent', { email: to }));
    } catch {
      error(translate('app.templates.banner.test_error'));
    } finally {
      setSending(false);
    }
  };

  const pane = () => {
    if (mode.kind === 'create' || (mode.kind === 'edit' && current))
      return (
        <TemplateForm
          key={mode.kind === 'edit' ? String(mode.id) : 'create'}
          mode={mode.kind}
          initial={
            current && {
              name: current.name,
              type: current.type,
              subject: current.subject,
              content: current.content,
            }
          }
          saving={creating || updating}
          onSubmit={(values) => void save(values)}
          onIncomplete={() => error(translate('app.templates.banner.required'))}
          onCancel={() => setMode({ kind: 'none' })}
        />
      );
    if (mode.kind === 'preview' && current)
      return (
        <TemplatePreview template={current} sending={sending} onSendTest={() => void sendTest(current)} />
      );
    return (
      <Box sx={{ textAlign: 'center', py: 8, color: 'text.secondary' }}>
        <MailOutline sx={{ fontSize: 48 }} />
        <Typography variant="h6" component="h2" color="text.primary">
          {translate('app.templates.none_title')}
        </Typography>
        <Typography>{translate('app.templates.none_text')}</Typography>
      </Box>
    );
  };

  return (
    <Box sx={{ py: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1">
            {translate('app.templates.title')}
          </Typography>
          <Typography color="text.secondary">{translate('app.templates.subtitle')}</Typography>
        </Box>
        <Button variant="contained" startIcon={<Add />} onClick={() => setMode({ kind: 'create' })}>
          {translate('app.templates.create')}
        </Button>
      </Box>
      <Banner banner={banner} onClose={clear} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 1fr) 2fr' } }}>
        <Paper variant="outlined" sx={{ alignSelf: 'start' }}>
          <Typography variant="h6" component="h2" sx={{ p: 2, pb: 1 }}>
            {translate('app.templates.available')}
          </Typography>
          <TemplateListItems
            templates={data}
            isPending={isPending && !loadError}
            selectedId={current?.id}
            onPreview={(t) => setMode({ kind: 'preview', id: t.id })}
            onEdit={(t) => setMode({ kind: 'edit', id: t.id })}
            onDelete={setToDelete}
          />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
          {pane()}
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

/** The route's screen: "Accès refusé" without the administrator right (docs/product.md#administrateurs). */
const TemplateScreen = () => (
  <RequireAdmin resource="templates">
    <TemplateList />
  </RequireAdmin>
);

export default TemplateScreen;
