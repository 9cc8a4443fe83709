import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  BulkUpdateButton,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import type { Review } from '@shared/domain/reviews';

type Decision = 'approved' | 'rejected';
type ReviewRecord = RaRecord & Review;

/** Approuver / Refuser on one review; the list is refetched so the status filter keeps holding. */
export const ReviewModerationButtons = (_props: { label?: string }) => {
  const record = useRecordContext<ReviewRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<ReviewRecord>();
  if (!record) return null;

  const decide = (status: Decision) =>
    update(
      'reviews',
      { id: record.id, data: { status }, previousData: record },
      {
        onSuccess: () => {
          notify(`app.reviews.${status}`, { type: 'info', messageArgs: { smart_count: 1 } });
          refresh();
        },
        onError: () => notify('app.reviews.error', { type: 'error' }),
      },
    );

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        size="small"
        color="success"
        startIcon={<CheckCircle />}
        disabled={isPending || record.status === 'approved'}
        onClick={() => decide('approved')}
        aria-label={`${translate('app.reviews.approve')} : ${record.name}`}
      >
        {translate('app.reviews.approve')}
      </Button>
      <Button
        size="small"
        color="error"
        startIcon={<Block />}
        disabled={isPending || record.status === 'rejected'}
        onClick={() => decide('rejected')}
        aria-label={`${translate('app.reviews.reject')} : ${record.name}`}
      >
        {translate('app.reviews.reject')}
      </Button>
    </Box>
  );
};

/** The same decisions on every ticked review. */
export const ReviewBulkActions = () => (
  <>
    <BulkUpdateButton
      label="app.reviews.approve"
      data={{ status: 'approved' }}
      mutationMode="pessimistic"
      icon={<CheckCircle />}
      successMessage="app.reviews.approved"
    />
    <BulkUpdateButton
      label="app.reviews.reject"
      data={{ status: 'rejected' }}
      mutationMode="pessimistic"
      icon={<Block />}
      successMessage="app.reviews.rejected"
    />
  </>
);
