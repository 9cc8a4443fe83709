import MailOutline from '@mui/icons-material/MailOutline';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

/**
 * Email templates (docs/product.md#modèles-et-médias): every route shows the list beside its pane, so a reload keeps the pane.
 * /admin/email-templates, the spec's address, redirects to the list (App.tsx).
 */
export default {
  list: lazy(() => import('./TemplateList')),
  create: lazy(() => import('./TemplateCreate')),
  edit: lazy(() => import('./TemplateEdit')),
  show: lazy(() => import('./TemplateShow')),
  icon: MailOutline,
  options: { label: 'app.templates.menu' },
  recordRepresentation: (record: RaRecord) => String(record.name),
};
