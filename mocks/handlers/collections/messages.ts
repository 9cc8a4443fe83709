import { VISITOR_REPLY_WINDOW_MS } from '@shared/domain/visitorReplyWindow';
import { ApiError } from '../envelope';
import { sinceIso } from '../documentRules';
import type { CollectionRules } from './types';

/** The public form may only flag, shortly after sending it, that its request's e-mail failed. */
export const messageRules: CollectionRules = {
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
