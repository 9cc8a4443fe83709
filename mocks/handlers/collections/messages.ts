import type { ChatLine } from '@shared/domain/chatQuestion';
import { visitorConversation } from '@shared/domain/messages';
import { VISITOR_REPLY_WINDOW_MS } from '@shared/domain/visitorReplyWindow';
import { removeFollowUpsOf, withFollowUps } from '../chatFollowUps';
import { conversationToken, isValidConversationToken } from '../conversationToken';
import { ApiError } from '../envelope';
import { sinceIso } from '../documentRules';
import type { CollectionRules } from './types';

export const messageRules: CollectionRules = {
  /**
   * A visitor's message comes back with its owner's token, the only key to flag its notification
   * (docs/platform.md#jeton-du-message); a chat question's, with the same token as its conversation's
   * (docs/platform.md#conversations): the later questions are added by whoever holds it, the page that asked.
   */
  async create({ ctx, entity, access }, doc) {
    if (access.kind === 'admin') return ctx.store.insert(entity, doc);
    // A visitor writes only the visitor's lines; the platform adds the automatic replies and dates every line.
    const lines = doc.conversation as ChatLine[] | undefined;
    const conversation = lines && visitorConversation(lines, ctx.now());
    const stored = ctx.store.insert(entity, conversation ? { ...doc, conversation } : doc);
    const token = await conversationToken(stored._id, ctx.secrets.conversation);
    return {
      ...stored,
      ownerToken: token,
      ...(stored.source === 'chat' ? { conversationToken: token } : {}),
    };
  },

  /** A chat question comes with its whole conversation, its later questions included (chatFollowUps.ts). */
  present(ctx, doc) {
    return withFollowUps(ctx.store, doc);
  },

  /** Deleting messages deletes their later questions with them. */
  async afterRemove(ctx, removed) {
    removeFollowUpsOf(
      ctx.store,
      removed.map((doc) => doc._id),
    );
    await ctx.store.flush();
  },

  /**
   * The page that sent a request may only flag, shortly after, that its e-mails failed, with the token its create
   * answered: nobody else, even knowing the id.
   */
  async beforeUpdate({ ctx, access }, doc, update, token) {
    if (access.kind === 'admin') return;
    const keys = Object.keys(update);
    const recent = doc.createdAt >= sinceIso(ctx.now(), VISITOR_REPLY_WINDOW_MS);
    const owner =
      token !== undefined && (await isValidConversationToken(doc._id, token, ctx.secrets.conversation));
    if (keys.length !== 1 || keys[0] !== 'notificationStatus' || !recent || !owner) {
      throw new ApiError(
        403,
        'Accès refusé : seul l’état de notification d’une demande récente peut être modifié, par la page qui l’a envoyée.',
        { reason: 'forbidden' },
      );
    }
  },
};
