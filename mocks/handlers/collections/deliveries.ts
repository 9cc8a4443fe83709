import type { CollectionRules } from './types';

export const deliveryRules: CollectionRules = {
  /**
   * A delivery names a mailbox and its address: deleting one (an administrator, or the back-office's erasure of a
   * subscriber) rewrites the records of the data files that held it (docs/persistence.md#effacement).
   */
  async afterRemove(ctx, removed, forgotten) {
    await ctx.store.scrub([...removed.map((doc) => doc._id), ...forgotten]);
  },
};
