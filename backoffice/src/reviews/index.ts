import RateReview from '@mui/icons-material/RateReview';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '../i18n/lazyScreen';

/** Review moderation: stored 'pending', approved or rejected by an administrator (docs/product.md#avis). */
export default {
  list: lazyScreen(() => import('./ReviewList')),
  icon: RateReview,
  recordRepresentation: (record: RaRecord) => record.name as string,
};
