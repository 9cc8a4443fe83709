import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '../i18n/lazyScreen';

/** Newsletter subscribers (`/admin/subscribers`): list, search, export, one person's topics, RGPD erasure. */
export default {
  list: lazyScreen(() => import('./SubscriberList')),
  edit: lazyScreen(() => import('./SubscriberEdit')),
  icon: MarkEmailRead,
  recordRepresentation: (record: RaRecord) => String(record.email),
};
