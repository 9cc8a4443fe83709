import { http, type HttpHandler } from 'msw';
import type { EmulatorContext } from '../context';
import { findSubscriber } from './mailboxes';
import { ApiError, ok } from './envelope';
import { lmPath, readLimited, withErrors } from './guards';
import { isValidSubscriberToken } from './subscriberToken';

const ONE_CLICK_BODY = 'List-Unsubscribe=One-Click';
/**
 * The form is 26 bytes; a provider may add a field or a line break. Anything past this is refused as it streams
 * (docs/security.md#corps-des-requêtes): the endpoint is unsigned, anyone can post to it.
 */
export const ONE_CLICK_MAX_BYTES = 256;
const TOO_LARGE = `Corps de requête trop volumineux (${ONE_CLICK_MAX_BYTES} octets au plus).`;

/**
 * RFC 8058 one-click unsubscribe (docs/newsletter.md#désinscription-en-un-clic). A mail provider posts
 * `List-Unsubscribe=One-Click` to the URL of the `List-Unsubscribe` header: it cannot sign a request, so this is
 * the one `/lm` call without a signature, and the subscriber token in the URL is its whole authorisation.
 * A wrong token changes nothing. The token is checked before a byte of the body is read, and the body is read
 * only up to ONE_CLICK_MAX_BYTES, cut while it streams, chunked or not.
 */
export function oneClickUnsubscribeHandlers(ctx: EmulatorContext): HttpHandler[] {
  return [
    http.post(
      lmPath(ctx, ':projectId/subscribers/unsubscribe'),
      withErrors(async ({ request, params }) => {
        if (params.projectId !== ctx.config.projectId) throw new ApiError(404, 'Projet inconnu.');
        const url = new URL(request.url);
        const email = url.searchParams.get('email') ?? '';
        const token = url.searchParams.get('token') ?? '';
        if (!email || !token || email.length > 320) {
          throw new ApiError(400, 'Lien de désinscription incomplet : l’adresse et le jeton sont requis.');
        }
        if (!(await isValidSubscriberToken(email, token, ctx.secrets.subscriber))) {
          throw new ApiError(403, 'Lien de désinscription invalide.', { reason: 'subscriber_token_invalid' });
        }
        if (Number(request.headers.get('content-length') ?? '0') > ONE_CLICK_MAX_BYTES) {
          throw new ApiError(413, TOO_LARGE);
        }
        const body = new TextDecoder().decode(
          await readLimited(request.body, ONE_CLICK_MAX_BYTES, TOO_LARGE),
        );
        if (!body.split(/[&\r\n]/).some((part) => part.trim() === ONE_CLICK_BODY)) {
          throw new ApiError(400, `Corps attendu : « ${ONE_CLICK_BODY} » (RFC 8058).`);
        }
        await ctx.store.ready();
        const subscriber = findSubscriber(ctx, email);
        if (subscriber && subscriber.status !== 'unsubscribed') {
          ctx.store.update('subscribers', subscriber._id, {
            status: 'unsubscribed',
            unsubscribedAt: ctx.now().toISOString(),
          });
          await ctx.store.flush();
        }
        return ok({ unsubscribed: true });
      }),
    ),
  ];
}
