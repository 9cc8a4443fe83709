import { VISITOR_REPLY_WINDOW_MS } from '@shared/domain/visitorReplyWindow';
import { conversationToken } from '../conversationToken';
import { ApiError } from '../envelope';
import { sinceIso } from '../documentRules';
import type { CollectionRules } from './types';

export const messageRules: CollectionRules = {
  /**
   * A chat question's document comes back with its conversation's token (docs/platform.md#conversations): the later
   * questions of that conversation are added to it by whoever holds the token, the page that asked.
   */
  async create({ ctx, entity }, doc) {
    const stored = ctx.store.insert(entity, doc);
    if (stored.source !== 'chat') return stored;
    return { ...stored, conversationToken: await conversationToken(stored._id, ctx.secrets.conversation) };
  },

  /** The public form may only flag, shortly after sending it, that its request's e-mail failed. */
  beforeUpdate({ ctx, access }, doc, update) {
    if (access.kind === 'admin') return;
    const keys = Object.keys(update);
    const recent = doc.createdAt >= sinceIso(ctx.now(), VISITOR_REPLY_WINDOW_MS);
    if (keys.length !== 1 || keys[0] !== 'notificationStatus' || !recent) {
      throw new ApiError(
        403,
        'Accès refusé : seul l’état de notification d’une demande récente peut être modifié.',
        { reason: 'forbidden' },
      );
    }
  },
};
