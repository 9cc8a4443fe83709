import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

/** Newsletter subscribers (`/admin/subscribers`): list, search, export, RGPD erasure. */
export default {
  list: lazy(() => import('./SubscriberList')),
  icon: MarkEmailRead,
  recordRepresentation: (record: RaRecord) => String(record.email),
};
