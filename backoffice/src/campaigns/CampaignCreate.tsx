import { Create, useNotify, useRedirect } from 'react-admin';
import type { Campaign } from '@shared/domain/campaigns';
import { CampaignForm } from './CampaignForm';
import { CampaignHeading, CampaignTitle } from './CampaignHeading';

/** A new campaign is a draft: it is sent from its page, where its creation is announced by its name. */
export const CampaignCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title={<CampaignTitle screen="new" />}
      transform={(data: Record<string, unknown>) => ({ ...data, status: 'draft' })}
      mutationOptions={{
        onSuccess: (data: Campaign & { id: string }) => {
          notify('app.campaigns.created', { type: 'success', messageArgs: { name: data.name } });
          redirect('show', 'campaigns', data.id, data);
        },
      }}
    >
      <CampaignHeading screen="new" />
      <CampaignForm defaultValues={{ topic: 'newsletter' }} />
    </Create>
  );
};

export default CampaignCreate;
