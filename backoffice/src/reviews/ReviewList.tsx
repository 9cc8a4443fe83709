import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DateField,
  RecordContextProvider,
  SelectInput,
  TextField,
  useListContext,
  useTranslate,
} from 'react-admin';
import { REVIEW_STATUSES } from '@shared/domain/reviewRules';
import { AdminDatagrid } from '../layout/AdminDatagrid';
import { AdminList } from '../layout/AdminList';
import { RatingField, ReviewStatusField } from './ReviewFields';
import { ReviewBulkActions, ReviewModerationButtons } from './ReviewModerationButtons';

const STATUS_CHOICES = REVIEW_STATUSES.map((status) => ({
  id: status,
  name: `app.reviews.status.${status}`,
}));

const filters = [
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} emptyText="app.reviews.all" alwaysOn />,
];

const NoReview = () => {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate('app.reviews.empty')}</Typography>;
};

const reviewDate = (
  <DateField source="createdAt" locales="fr-FR" options={{ dateStyle: 'long', timeZone: 'Europe/Paris' }} />
);

/** A phone: one block per review, every field and both decisions in sight (a table's columns would not fit). */
const PhoneReviews = () => {
  const { data, isPending } = useListContext();
  if (isPending) return null;
  if (!data?.length) return <NoReview />;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Box
            component="li"
            sx={{ p: 2, display: 'grid', gap: 0.75, borderBottom: 1, borderColor: 'divider' }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <TextField source="name" sx={{ fontWeight: 600 }} />
              <ReviewStatusField source="status" />
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <RatingField source="rating" />
              {reviewDate}
            </Box>
            <TextField source="comment" sx={{ display: 'block', whiteSpace: 'pre-wrap' }} />
            <ReviewModerationButtons />
          </Box>
        </RecordContextProvider>
      ))}
    </Box>
  );
};

/** Moderation: reviews awaiting a decision first; only approved ones reach the public site (emulator rule). */
export const ReviewList = () => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <AdminList
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      exporter={false}
      empty={false}
      loadError="app.reviews.load_error"
    >
      {phone ? (
        <PhoneReviews />
      ) : (
        <AdminDatagrid bulkActionButtons={<ReviewBulkActions />} rowClick={false} empty={<NoReview />}>
          <TextField source="name" />
          <RatingField source="rating" />
          <TextField source="comment" sx={{ display: 'block', maxWidth: '40rem', whiteSpace: 'pre-wrap' }} />
          {reviewDate}
          <ReviewStatusField source="status" />
          <ReviewModerationButtons label="app.reviews.moderation" />
        </AdminDatagrid>
      )}
    </AdminList>
  );
};

export default ReviewList;
