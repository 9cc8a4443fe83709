import RateReview from '@mui/icons-material/RateReview';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

/** Review moderation: stored 'pending', approved or rejected by an administrator (docs/product.md#avis). */
export default {
  list: lazy(() => import('./ReviewList')),
  icon: RateReview,
  recordRepresentation: (record: RaRecord) => record.name as string,
};
