import MailOutline from '@mui/icons-material/MailOutline';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

/** The inbox resource; its screen loads with its route. */
export default {
  list: lazy(() => import('./MessageList')),
  icon: MailOutline,
  recordRepresentation: (record: RaRecord) => `${record.name as string} — ${record.subject as string}`,
};
