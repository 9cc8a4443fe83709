import type { HttpResponseResolver } from 'msw';
import { ZodError } from 'zod';
import { isAdmin } from '@shared/auth/isAdmin';
import type { User } from '@shared/domain/user';
import { computeSignature, SIGNATURE_RULES } from '@shared/http/sign';
import { verifyToken } from '../auth/tokens';
import type { EmulatorContext } from '../context';
import { QueryError } from '../db/query';
import { safeEqual } from '../hmac';
import { ApiError, describeZodError, fail } from './envelope';
import type { ApiInfo, BaseInfo, Resolver, SignedInfo } from './apiTypes';
import { withIdempotency } from './idempotency';

/** Cross-cutting checks as higher-order resolvers: `withErrors(withSignature(ctx, withIdentity(ctx, handler)))`. */

export const MAX_JSON_BYTES = 2 * 1024 * 1024;

/** Any thrown error becomes an envelope: the emulator answers, it never crashes. */
export function withErrors(resolver: Resolver<BaseInfo>): HttpResponseResolver {
  return async ({ request, params }) => {
    try {
      return await resolver({ request, params });
    } catch (error) {
      if (error instanceof ApiError) return fail(error.status, error.message, error.data, error.headers);
      if (error instanceof ZodError) return fail(400, describeZodError(error));
      if (error instanceof QueryError) return fail(400, `Requête invalide : ${error.message}`);
      console.error('[emulator] erreur inattendue', error);
      return fail(500, 'Erreur interne de l’émulateur.');
    }
  };
}

const unauthorized = (reason: string, message: string) => new ApiError(401, message, { reason });

const isMultipart = (request: Request) =>
  (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

const TOO_LARGE = 'Corps de requête trop volumineux (2 Mo au plus).';

/**
 * Reads a body as it streams and stops at `maxBytes`, chunked or not: a 400 MB upload is refused after the
 * first 2 MB, before anything holds the rest in memory (docs/security.md#corps-des-requêtes).
 */
export async function readLimited(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  message: string,
): Promise<Uint8Array> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Not awaited: cancelling one branch of a cloned (tee'd) body settles only once both branches are.
      reader.cancel().catch(() => undefined);
      throw new ApiError(413, message);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

async function readBodyText(request: Request): Promise<string> {
  if (request.method === 'GET' || request.method === 'HEAD' || isMultipart(request)) return '';
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_JSON_BYTES) throw new ApiError(413, TOO_LARGE);
  return new TextDecoder().decode(await readLimited(request.clone().body, MAX_JSON_BYTES, TOO_LARGE));
}

/**
 * The platform signature (docs/platform.md#signature): x-timestamp within 300 s, a nonce of 16+ characters
 * never seen in the last 300 s, and X-Sign = computeSignature(...) over the query as sent, timestamp, nonce
 * and body.
 * The nonce is recorded only once the signature is valid, so forged requests cannot burn real nonces.
 */
export function withSignature(ctx: EmulatorContext, resolver: Resolver<SignedInfo>): Resolver<BaseInfo> {
  return async (info) => {
    const { request } = info;
    const timestamp = request.headers.get('x-timestamp');
    const nonce = request.headers.get('x-nonce');
    const sign = request.headers.get('x-sign');
    if (!timestamp || !nonce || !sign) {
      throw unauthorized(
        'signature_missing',
        'Requête non signée : les en-têtes x-timestamp, x-nonce et X-Sign sont obligatoires.',
      );
    }
    if (!/^\d{1,12}$/.test(timestamp)) {
      throw unauthorized(
        'timestamp_invalid',
        'En-tête x-timestamp invalide : un nombre de secondes est attendu.',
      );
    }
    const nowMs = ctx.now().getTime();
    if (Math.abs(nowMs / 1000 - Number(timestamp)) > SIGNATURE_RULES.maxClockSkewSeconds) {
      throw unauthorized(
        'timestamp_stale',
        `Horodatage x-timestamp trop éloigné de l’heure du serveur (plus de ${SIGNATURE_RULES.maxClockSkewSeconds} s).`,
      );
    }
    if (nonce.length < SIGNATURE_RULES.minNonceLength || nonce.length > 256) {
      throw unauthorized(
        'nonce_invalid',
        `En-tête x-nonce invalide : ${SIGNATURE_RULES.minNonceLength} à 256 caractères sont attendus.`,
      );
    }
    const bodyText = await readBodyText(request);
    const query = new URL(request.url).search.replace(/^\?/, '');
    const expected = await computeSignature({
      secret: ctx.config.signSecret,
      query,
      timestamp,
      nonce,
      body: bodyText,
    });
    if (!safeEqual(expected, sign)) {
      throw unauthorized(
        'signature_invalid',
        'Signature X-Sign invalide : la requête a été modifiée ou mal signée.',
      );
    }
    if (!ctx.nonces.claim(nonce, nowMs, Number(timestamp) * 1000)) {
      throw unauthorized('nonce_replayed', 'Requête rejouée : ce x-nonce a déjà été utilisé.');
    }
    return resolver({ ...info, bodyText });
  };
}

/** No Authorization header: a visitor. A bearer token must be valid and unexpired, else 401. */
export function withIdentity(ctx: EmulatorContext, resolver: Resolver<ApiInfo>): Resolver<SignedInfo> {
  return async (info) => {
    const header = info.request.headers.get('authorization');
    if (!header) return resolver({ ...info, identity: { role: 'visitor' }, ctx });
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    if (!match?.[1])
      throw unauthorized('token_invalid', 'En-tête Authorization invalide : « Bearer <jeton> » attendu.');
    const check = await verifyToken(match[1], {
      secret: ctx.secrets.auth,
      projectId: ctx.config.projectId,
      now: ctx.now(),
    });
    if (!check.ok) {
      const messages = {
        invalid: 'Jeton d’accès invalide : veuillez vous reconnecter.',
        expired: 'Jeton d’accès expiré : veuillez vous reconnecter.',
        project: 'Jeton d’accès émis pour un autre projet.',
      };
      throw unauthorized(`token_${check.reason}`, messages[check.reason]);
    }
    const user: User = { email: check.claims.email, role: check.claims.role };
    const role = isAdmin(user, ctx.config.adminEmails) ? 'admin' : 'user';
    return resolver({ ...info, identity: { role, user, email: check.claims.email }, ctx });
  };
}

/** Paths carry the project id: another project's calls are unknown here. */
export function withProject(ctx: EmulatorContext, resolver: Resolver<ApiInfo>): Resolver<ApiInfo> {
  return async (info) => {
    if (info.params.projectId !== ctx.config.projectId) {
      throw new ApiError(404, `Projet inconnu : « ${String(info.params.projectId).slice(0, 100)} ».`);
    }
    return resolver(info);
  };
}

/** The full chain for a `/lm` endpoint; the store is awaited so a host may register handlers before it loads. */
export function api(ctx: EmulatorContext, resolver: Resolver<ApiInfo>, options: { project?: boolean } = {}) {
  const inner = options.project === false ? resolver : withProject(ctx, resolver);
  const chain = withSignature(ctx, withIdentity(ctx, withIdempotency(ctx, inner)));
  const ready: Resolver<BaseInfo> = async (info) => {
    await ctx.store.ready();
    return chain(info);
  };
  return withErrors(ready);
}

/** `${apiBaseUrl}/lm/...`; with a same-origin base ('') any origin matches. */
export const lmPath = (ctx: EmulatorContext, path: string) => `${ctx.config.apiBaseUrl || '*'}/lm/${path}`;
