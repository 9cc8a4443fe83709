import Typography from '@mui/material/Typography';
import { Datagrid, DateField, List, SelectInput, TextField, useTranslate } from 'react-admin';
import { REVIEW_STATUSES } from '@shared/domain/constants';
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

/** Moderation: reviews awaiting a decision first; only approved ones reach the public site (emulator rule). */
export const ReviewList = () => (
  <List
    sort={{ field: 'createdAt', order: 'DESC' }}
    filters={filters}
    filterDefaultValues={{ status: 'pending' }}
    exporter={false}
    empty={false}
  >
    <Datagrid bulkActionButtons={<ReviewBulkActions />} rowClick={false} empty={<NoReview />}>
      <TextField source="name" />
      <RatingField source="rating" />
      <TextField source="comment" sx={{ display: 'block', maxWidth: '40rem', whiteSpace: 'pre-wrap' }} />
      <DateField
        source="createdAt"
        locales="fr-FR"
        options={{ dateStyle: 'long', timeZone: 'Europe/Paris' }}
      />
      <ReviewStatusField source="status" />
      <ReviewModerationButtons label="app.reviews.moderation" />
    </Datagrid>
  </List>
);

export default ReviewList;
