import MailOutline from '@mui/icons-material/MailOutline';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

/** The screen lives at the spec's /admin/email-templates (a custom route); /admin/templates leads there. */
export const TemplateList = lazy(() => import('./TemplateList'));

export default {
  list: lazy(() => import('./TemplatesRedirect')),
  icon: MailOutline,
  options: { label: 'Templates Email' },
  recordRepresentation: (record: RaRecord) => String(record.name),
};
