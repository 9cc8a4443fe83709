import Outbox from '@mui/icons-material/Outbox';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

/** The outbox (`/admin/emails`): read-only, no create, edit or delete. */
export default {
  list: lazy(() => import('./EmailList')),
  show: lazy(() => import('./EmailShow')),
  icon: Outbox,
  recordRepresentation: (record: RaRecord) => record.subject as string,
};
