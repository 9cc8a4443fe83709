import type { DataProvider, Identifier, ResourceCallbacks } from 'react-admin';
import type { CampaignRecipient } from '@shared/domain/campaigns';

/**
 * Deleting a subscriber is the RGPD erasure (docs/newsletter.md#abonnés): before the subscriber document goes, its
 * address is also taken out of every campaign's recipient list.
 */
async function eraseFromCampaigns(dataProvider: DataProvider, ids: readonly Identifier[]): Promise<void> {
  const { data: subscribers } = await dataProvider.getMany('subscribers', { ids: [...ids] });
  for (const subscriber of subscribers) {
    const email = String(subscriber.email).toLowerCase();
    const { data: campaigns } = await dataProvider.getList('campaigns', {
      filter: { 'recipients.email': subscriber.email },
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'createdAt', order: 'ASC' },
    });
    for (const campaign of campaigns) {
      const recipients = (campaign.recipients ?? []) as CampaignRecipient[];
      await dataProvider.update('campaigns', {
        id: campaign.id,
        data: { recipients: recipients.filter((r) => r.email.toLowerCase() !== email) },
        previousData: campaign,
      });
    }
  }
}

export const subscriberErasureCallbacks: ResourceCallbacks = {
  resource: 'subscribers',
  beforeDelete: async (params, dataProvider) => {
    await eraseFromCampaigns(dataProvider, [params.id]);
    return params;
  },
  beforeDeleteMany: async (params, dataProvider) => {
    await eraseFromCampaigns(dataProvider, params.ids);
    return params;
  },
};
