import RateReview from '@mui/icons-material/RateReview';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

/** Review moderation (decisions.md: reviews are stored 'pending', administrators approve or reject them). */
export default {
  list: lazy(() => import('./ReviewList')),
  icon: RateReview,
  recordRepresentation: (record: RaRecord) => record.name as string,
};
