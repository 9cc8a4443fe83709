import Outbox from '@mui/icons-material/Outbox';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '../i18n/lazyScreen';

/** The outbox (`/admin/emails`): read-only, no create, edit or delete. */
export default {
  list: lazyScreen(() => import('./EmailList')),
  show: lazyScreen(() => import('./EmailShow')),
  icon: Outbox,
  recordRepresentation: (record: RaRecord) => record.subject as string,
};
