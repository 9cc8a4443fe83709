import { Create } from 'react-admin';
import { CampaignForm } from './CampaignForm';

/** A new campaign is a draft: it is sent from its page. */
export const CampaignCreate = () => (
  <Create redirect="show" transform={(data: Record<string, unknown>) => ({ ...data, status: 'draft' })}>
    <CampaignForm defaultValues={{ topic: 'newsletter' }} />
  </Create>
);

export default CampaignCreate;
