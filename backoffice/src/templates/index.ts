import MailOutline from '@mui/icons-material/MailOutline';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '../i18n/lazyScreen';

/**
 * Email templates (docs/product.md#modèles-et-médias): every route shows the list beside its pane, so a reload keeps the pane.
 * /admin/email-templates, the former address, redirects to the list (App.tsx, docs/product.md#modèles-et-médias).
 */
export default {
  list: lazyScreen(() => import('./TemplateList')),
  create: lazyScreen(() => import('./TemplateCreate')),
  edit: lazyScreen(() => import('./TemplateEdit')),
  show: lazyScreen(() => import('./TemplateShow')),
  icon: MailOutline,
  options: { label: 'app.templates.menu' },
  recordRepresentation: (record: RaRecord) => String(record.name),
};
