import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

/** Newsletter subscribers (`/admin/subscribers`): list, search, export, one person's topics, RGPD erasure. */
export default {
  list: lazy(() => import('./SubscriberList')),
  edit: lazy(() => import('./SubscriberEdit')),
  icon: MarkEmailRead,
  recordRepresentation: (record: RaRecord) => String(record.email),
};
