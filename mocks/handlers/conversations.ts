import { http, type HttpHandler } from 'msw';
import type { EmulatorContext } from '../context';
import {
  CHAT_CONVERSATION_MAX_LINES,
  CHAT_FOLLOW_UP_WINDOW_MS,
  type ChatFollowUpAnswer,
  type ChatLine,
} from '@shared/domain/chatQuestion';
import { sentEmailSchema } from '@shared/domain/emails';
import { chatFollowUpSchema } from '@shared/domain/messages';
import { IDEMPOTENCY_HEADER } from '@shared/http/idempotency';
import { addFollowUp, conversationLength } from './chatFollowUps';
import { isValidConversationToken } from './conversationToken';
import { sinceIso } from './documentRules';
import { ApiError, ok, parseJson, parseWith } from './envelope';
import { api, lmPath } from './guards';
import { limitVisitorWrite } from './rateLimit';
import { renderChatFollowUp } from './siteEmails';

/** The same answer for an unknown document and a wrong token: a stranger learns nothing of which ids exist. */
const refused = () =>
  new ApiError(403, 'Accès refusé : ce jeton ne correspond pas à cette conversation.', {
    reason: 'conversation_token_invalid',
  });

/**
 * The later questions of a chat conversation (docs/platform.md#conversations): each is added, as a line of the
 * visitor with the platform's time, to the `messages` document the first question made, by whoever holds the token
 * given with that document, and notified to the company. Exactly once per key: the key is required, and the
 * generic idempotency (idempotency.ts) answers a repeat, or a repeat sent meanwhile, with the first answer. The check
 * of the document and the write that follows run with no await in between: two questions at once are both kept,
 * in the order they arrived.
 */
export function conversationHandlers(ctx: EmulatorContext): HttpHandler[] {
  return [
    http.post(
      lmPath(ctx, ':projectId/messages/:id/conversation'),
      api(ctx, async ({ ctx, request, identity, bodyText, params }) => {
        if (request.headers.get(IDEMPOTENCY_HEADER) === null) {
          throw new ApiError(
            400,
            'En-tête Idempotency-Key requis : chaque question ajoutée à une conversation porte sa clé.',
            { reason: 'idempotency_key_required' },
          );
        }
        const id = String(params.id);
        const body = parseWith(chatFollowUpSchema, parseJson(bodyText), 'Question invalide');
        if (id.length > 200 || !(await isValidConversationToken(id, body.token, ctx.secrets.conversation))) {
          throw refused();
        }
        const doc = ctx.store.get('messages', id);
        if (!doc || doc.source !== 'chat') {
          throw new ApiError(404, 'Cette conversation n’existe plus.', { reason: 'conversation_unknown' });
        }
        if (doc.createdAt < sinceIso(ctx.now(), CHAT_FOLLOW_UP_WINDOW_MS)) {
          throw new ApiError(
            403,
            'Cette conversation est close : une question posée plus de 24 heures après la première en ouvre une nouvelle.',
            { reason: 'conversation_closed' },
          );
        }
        const lines = conversationLength(ctx.store, doc);
        if (lines >= CHAT_CONVERSATION_MAX_LINES) {
          throw new ApiError(
            409,
            `Cette conversation a atteint ${CHAT_CONVERSATION_MAX_LINES} lignes : une nouvelle question en ouvre une nouvelle.`,
            { reason: 'conversation_full', lines },
          );
        }
        // Counted with the quote requests and first questions (docs/security.md#limites), like the documents they were.
        limitVisitorWrite(ctx, request, identity.role, 'message');
        const line: ChatLine = { from: 'visitor', text: body.text, at: ctx.now().toISOString() };
        // Its own record: the document and the lines before are not written again (docs/platform.md#conversations).
        addFollowUp(ctx.store, doc, line);
        const notification = parseWith(sentEmailSchema, renderChatFollowUp(ctx, request, doc, line));
        ctx.store.insert('emails', notification);
        await ctx.store.flush();
        return ok({ _id: id, at: line.at, lines: lines + 1 } satisfies ChatFollowUpAnswer);
      }),
    ),
  ];
}
