import Alert from '@mui/material/Alert';
import { Edit, useRecordContext, useTranslate } from 'react-admin';
import type { Campaign } from '@shared/domain/campaigns';
import { CampaignForm } from './CampaignForm';
import { CampaignHeading, CampaignTitle } from './CampaignHeading';

/** Only a draft is edited: a campaign that left is what its recipients got. */
const DraftOnly = () => {
  const record = useRecordContext<Campaign>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.status !== 'draft') return <Alert severity="info">{translate('app.campaigns.locked')}</Alert>;
  return <CampaignForm />;
};

const CampaignEdit = () => (
  <Edit redirect="show" mutationMode="pessimistic" title={<CampaignTitle screen="edit" />}>
    <CampaignHeading screen="edit" />
    <DraftOnly />
  </Edit>
);

export default CampaignEdit;
