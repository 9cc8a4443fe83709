import type { DataProvider, Identifier, ResourceCallbacks } from 'react-admin';

/**
 * Deleting a subscriber is the RGPD erasure (docs/newsletter.md#abonnés): before the subscriber document goes, the
 * deliveries of campaigns to its address (docs/newsletter.md#livraisons) are deleted too, 500 at a time.
 */
async function eraseFromCampaigns(dataProvider: DataProvider, ids: readonly Identifier[]): Promise<void> {
  const { data: subscribers } = await dataProvider.getMany('subscribers', { ids: [...ids] });
  for (const subscriber of subscribers) {
    for (;;) {
      const { data: deliveries } = await dataProvider.getList('deliveries', {
        filter: { subscriberId: String(subscriber.id) },
        pagination: { page: 1, perPage: 500 },
        sort: { field: 'createdAt', order: 'ASC' },
      });
      if (!deliveries.length) break;
      await dataProvider.deleteMany('deliveries', { ids: deliveries.map((d) => d.id) });
      if (deliveries.length < 500) break;
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
