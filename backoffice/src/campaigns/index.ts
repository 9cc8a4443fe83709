import Campaign from '@mui/icons-material/Campaign';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

/** Newsletter campaigns (`/admin/campaigns`): compose, preview, test, send with the 7-day cap, report. */
export default {
  list: lazy(() => import('./CampaignList')),
  create: lazy(() => import('./CampaignCreate')),
  edit: lazy(() => import('./CampaignEdit')),
  show: lazy(() => import('./CampaignShow')),
  icon: Campaign,
  recordRepresentation: (record: RaRecord) => String(record.name),
};
