import Box from '@mui/material/Box';
import { useRecordContext, useTranslate } from 'react-admin';
import { StatusBadge } from '../components/StatusBadge';
import { RATING_SCALE } from '@shared/domain/reviewRules';
import type { Review } from '@shared/domain/reviews';

/** '★★★★☆', read out as "4 sur 5". */
export const RatingField = (_props: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<Partial<Review>>();
  const translate = useTranslate();
  if (typeof record?.rating !== 'number') return null;
  const rating = Math.max(0, Math.min(RATING_SCALE.max, Math.round(record.rating)));
  return (
    <Box
      component="span"
      role="img"
      aria-label={translate('app.reviews.stars', { rating })}
      sx={{ color: '#b45309', letterSpacing: '0.1em', whiteSpace: 'nowrap' }}
    >
      {'★'.repeat(rating)}
      <Box component="span" sx={{ color: 'text.disabled' }}>
        {'☆'.repeat(RATING_SCALE.max - rating)}
      </Box>
    </Box>
  );
};

const STATUS_COLOURS = {
  pending: { bgcolor: '#fef9c3', color: '#854d0e' },
  approved: { bgcolor: '#dcfce7', color: '#166534' },
  rejected: { bgcolor: '#fee2e2', color: '#991b1b' },
} as const;

export const ReviewStatusField = (_props: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<Partial<Review>>();
  const translate = useTranslate();
  if (!record?.status) return null;
  return (
    <StatusBadge
      colours={STATUS_COLOURS[record.status]}
      label={translate(`app.reviews.status.${record.status}`)}
    />
  );
};
