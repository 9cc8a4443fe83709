import Campaign from '@mui/icons-material/Campaign';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '../i18n/lazyScreen';

/** Newsletter campaigns (`/admin/campaigns`): compose, preview, test, send with the 7-day cap, report. */
export default {
  list: lazyScreen(() => import('./CampaignList')),
  create: lazyScreen(() => import('./CampaignCreate')),
  edit: lazyScreen(() => import('./CampaignEdit')),
  show: lazyScreen(() => import('./CampaignShow')),
  icon: Campaign,
  recordRepresentation: (record: RaRecord) => String(record.name),
};
