import MailOutline from '@mui/icons-material/MailOutline';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '../i18n/lazyScreen';

/**
 * The inbox resource; its screen loads with its route. The list route also answers `/messages/:id`
 * (react-admin mounts a list at `/*`): the inbox opens that message beside the list.
 */
export default {
  list: lazyScreen(() => import('./MessageInbox')),
  icon: MailOutline,
  recordRepresentation: (record: RaRecord) => `${record.name as string} — ${record.subject as string}`,
};
