import { IDEMPOTENCY_KEY_REUSED } from '@shared/http/errors';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@shared/http/idempotency';
import { sha256Hex } from '@shared/http/sign';
import type { EmulatorContext } from '../context';
import type { StoredDoc } from '../db/store';
import { ApiError } from './envelope';
import type { ApiInfo, Resolver } from './apiTypes';

/**
 * Idempotency keys (docs/platform.md#clés-didempotence): the first successful answer to a write carrying an
 * `Idempotency-Key` is kept, per caller, endpoint and key, and answered again to any repeat of that key, without
 * running the write a second time (no second document, no second e-mail).
 */
export const IDEMPOTENCY_RULES = {
  /** How long a result is kept: a visitor's retries and second tabs come within minutes, Stripe keeps 24 h. */
  retentionMs: 24 * 60 * 60 * 1000,
} as const;

/**
 * Kept in the store itself, so each host's persistence (journal on disk, IndexedDB) keeps them like any data; no
 * `/lm` call can reach this collection (its name is no entity's).
 */
export const IDEMPOTENCY_COLLECTION = '_idempotency';

/** Marks a replayed answer, as Stripe's `Idempotent-Replayed`. */
export const REPLAYED_HEADER = 'idempotent-replayed';

interface KeptResult {
  scope: string;
  fingerprint: string;
  status: number;
  body: string;
  expiresAt: string;
}

/** The writes running now, per scope: a repeat that arrives meanwhile waits for the first and answers its result. */
const running = new WeakMap<EmulatorContext['store'], Map<string, Promise<void>>>();

function runningOf(ctx: EmulatorContext): Map<string, Promise<void>> {
  let map = running.get(ctx.store);
  if (!map) {
    map = new Map();
    running.set(ctx.store, map);
  }
  return map;
}

/** `find` and `list` are reads sent as POST (their query is a body). */
const isWrite = (request: Request) =>
  ['POST', 'PUT', 'DELETE'].includes(request.method) &&
  !/\/documents\/(?:find|list)$/.test(new URL(request.url).pathname);
const isMultipart = (request: Request) =>
  (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

function keptResult(ctx: EmulatorContext, scope: string): (StoredDoc & KeptResult) | undefined {
  const nowIso = ctx.now().toISOString();
  const found = ctx.store.find(IDEMPOTENCY_COLLECTION, {
    filter: { scope, expiresAt: { $gt: nowIso } },
    limit: 1,
  }).list[0];
  return found as (StoredDoc & KeptResult) | undefined;
}

/** Drops the results past their retention; the store is otherwise never cleaned of them. */
function sweepExpired(ctx: EmulatorContext): void {
  const nowIso = ctx.now().toISOString();
  const expired = ctx.store.find(IDEMPOTENCY_COLLECTION, { filter: { expiresAt: { $lte: nowIso } } }).list;
  if (expired.length)
    ctx.store.removeMany(
      IDEMPOTENCY_COLLECTION,
      expired.map((doc) => doc._id),
    );
}

function replay(kept: KeptResult): Response {
  return new Response(kept.body, {
    status: kept.status,
    headers: { 'content-type': 'application/json', [REPLAYED_HEADER]: 'true' },
  });
}

/**
 * Below the signature and the identity: a forged or anonymous-turned-admin request never reads nor fills the result
 * of another caller. Only successful answers are kept: a refused write (400, 429…) may be sent again with its key.
 */
export function withIdempotency(ctx: EmulatorContext, resolver: Resolver<ApiInfo>): Resolver<ApiInfo> {
  return async (info) => {
    const { request, identity } = info;
    const key = request.headers.get(IDEMPOTENCY_HEADER);
    // Reads are idempotent already; a multipart body is not signed nor fingerprinted, so a key there means nothing.
    if (key === null || !isWrite(request) || isMultipart(request)) return resolver(info);
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw new ApiError(
        400,
        'En-tête Idempotency-Key invalide : 16 à 200 caractères parmi lettres, chiffres, « - », « _ », « . » et « : ».',
        { reason: 'idempotency_key_invalid' },
      );
    }
    const url = new URL(request.url);
    const caller = identity.role === 'visitor' ? 'visitor' : identity.email;
    const scope = await sha256Hex(`${caller}\n${request.method} ${url.pathname}\n${key}`);
    const fingerprint = await sha256Hex(`${url.search}\n${info.bodyText}`);

    const inFlight = runningOf(ctx);
    for (let wait = inFlight.get(scope); wait; wait = inFlight.get(scope)) await wait;
    const kept = keptResult(ctx, scope);
    if (kept) {
      if (kept.fingerprint !== fingerprint) {
        throw new ApiError(422, IDEMPOTENCY_KEY_REUSED, { reason: 'idempotency_key_reused' });
      }
      return replay(kept);
    }

    let done: () => void = () => undefined;
    inFlight.set(
      scope,
      new Promise<void>((resolve) => {
        done = resolve;
      }),
    );
    try {
      const response = await resolver(info);
      if (response.ok) {
        const body = await response.clone().text();
        sweepExpired(ctx);
        const expiresAt = new Date(ctx.now().getTime() + IDEMPOTENCY_RULES.retentionMs).toISOString();
        ctx.store.insert(IDEMPOTENCY_COLLECTION, {
          scope,
          fingerprint,
          status: response.status,
          body,
          expiresAt,
        } satisfies KeptResult);
        await ctx.store.flush();
      }
      return response;
    } finally {
      inFlight.delete(scope);
      done();
    }
  };
}

/**
 * An RGPD erasure (docs/persistence.md#effacement): the kept answers that hold one of these addresses go too, before
 * the store is compacted, so the address is in no data file afterwards.
 */
export function forgetKeptResultsOf(ctx: EmulatorContext, emails: readonly string[]): void {
  const needles = emails.map((email) => email.toLowerCase()).filter(Boolean);
  if (needles.length === 0) return;
  const kept = ctx.store.find(IDEMPOTENCY_COLLECTION, { filter: {} }).list;
  const holding = kept.filter((doc) =>
    needles.some((needle) => String(doc.body).toLowerCase().includes(needle)),
  );
  if (holding.length > 0)
    ctx.store.removeMany(
      IDEMPOTENCY_COLLECTION,
      holding.map((doc) => doc._id),
    );
}
