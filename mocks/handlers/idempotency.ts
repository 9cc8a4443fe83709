import { IDEMPOTENCY_KEY_REUSED } from '@shared/http/errors';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@shared/http/idempotency';
import { sha256Hex } from '@shared/http/sign';
import type { EmulatorContext } from '../context';
import { normaliseAddress } from '@shared/domain/mailbox';
import { isRecord } from '@shared/guards';
import type { DocumentStore } from '../db/store';
import type { StoredDoc } from '../db/records';
import { ApiError } from './envelope';
import { limitVisitorWrite, type RateAction, type RateLimiter } from './rateLimit';
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
  /** The mailboxes the write named (normalised): an erasure of any spelling forgets this answer. */
  mailboxes: string[];
  /** The documents the answer names: deleting one forgets this answer. */
  docIds: string[];
  /** The limits the write was counted against: each replay is counted against them again. */
  actions: RateAction[];
}

type Kept = StoredDoc & KeptResult;

/**
 * Kept answers by key and by document, beside the store (as mocks/handlers/deliveryIndex.ts): a replay is a map
 * lookup, whatever their number. Rebuilt from the collection when something else than this module changed it (a
 * reset, a restart): the collection stays the truth.
 */
class KeptIndex {
  readonly byScope = new Map<string, string>();
  readonly byDoc = new Map<string, Set<string>>();
  revision = '';
  lastSweepMs = -Infinity;

  add(doc: Kept): void {
    this.byScope.set(doc.scope, doc._id);
    for (const id of doc.docIds ?? []) {
      const kept = this.byDoc.get(id) ?? new Set<string>();
      kept.add(doc._id);
      this.byDoc.set(id, kept);
    }
  }

  drop(doc: Kept): void {
    if (this.byScope.get(doc.scope) === doc._id) this.byScope.delete(doc.scope);
    for (const id of doc.docIds ?? []) {
      const kept = this.byDoc.get(id);
      kept?.delete(doc._id);
      if (kept?.size === 0) this.byDoc.delete(id);
    }
  }
}

const indexes = new WeakMap<DocumentStore, KeptIndex>();

function indexOf(store: DocumentStore): KeptIndex {
  let index = indexes.get(store);
  const revision = store.revision(IDEMPOTENCY_COLLECTION);
  if (!index || index.revision !== revision) {
    const fresh = new KeptIndex();
    if (index) fresh.lastSweepMs = index.lastSweepMs;
    for (const doc of store.list(IDEMPOTENCY_COLLECTION)) fresh.add(doc as Kept);
    fresh.revision = revision;
    indexes.set(store, fresh);
    index = fresh;
  }
  return index;
}

/** Removes kept answers from the store and the index; `store` may be a transaction's view of `root`. */
function forget(root: DocumentStore, store: DocumentStore, docs: readonly Kept[]): void {
  if (docs.length === 0) return;
  const index = indexOf(root);
  store.removeMany(
    IDEMPOTENCY_COLLECTION,
    docs.map((doc) => doc._id),
  );
  for (const doc of docs) index.drop(doc);
  index.revision = root.revision(IDEMPOTENCY_COLLECTION);
}

/** The writes running now, per scope: a repeat that arrives meanwhile waits for the first and answers its result. */
const running = new WeakMap<DocumentStore, Map<string, Promise<void>>>();

function runningOf(store: DocumentStore): Map<string, Promise<void>> {
  let map = running.get(store);
  if (!map) {
    map = new Map();
    running.set(store, map);
  }
  return map;
}

/** `find` and `list` are reads sent as POST (their query is a body). */
const isWrite = (request: Request) =>
  ['POST', 'PUT', 'DELETE'].includes(request.method) &&
  !/\/documents\/(?:find|list)$/.test(new URL(request.url).pathname);
const isMultipart = (request: Request) =>
  (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

function keptResult(ctx: EmulatorContext, scope: string): Kept | undefined {
  const id = indexOf(ctx.store.root).byScope.get(scope);
  const found =
    id === undefined ? undefined : (ctx.store.get(IDEMPOTENCY_COLLECTION, id) as Kept | undefined);
  return found && found.expiresAt > ctx.now().toISOString() ? found : undefined;
}

/** Drops the results past their retention, at most once a minute of the emulator's clock. */
function sweepExpired(ctx: EmulatorContext, store: DocumentStore): void {
  const nowMs = ctx.now().getTime();
  const index = indexOf(ctx.store.root);
  if (nowMs - index.lastSweepMs < 60_000 && nowMs >= index.lastSweepMs) return;
  index.lastSweepMs = nowMs;
  const nowIso = ctx.now().toISOString();
  const expired = ctx.store.where(IDEMPOTENCY_COLLECTION, (doc) => String(doc.expiresAt) <= nowIso);
  forget(ctx.store, store, expired as Kept[]);
}

function replay(kept: KeptResult): Response {
  return new Response(kept.body, {
    status: kept.status,
    headers: { 'content-type': 'application/json', [REPLAYED_HEADER]: 'true' },
  });
}

const EMAIL = /[^\s"'<>(),;:\\@]{1,64}@[^\s"'<>(),;:\\@]{1,255}\.[a-z]{2,63}/gi;

/** Mailboxes named in a text (a request's or an answer's JSON), normalised; bounded. */
const mailboxesIn = (...texts: string[]): string[] =>
  [
    ...new Set(texts.flatMap((text) => text.match(EMAIL) ?? []).map((email) => normaliseAddress(email))),
  ].slice(0, 50);

/** The documents an answer names: the document written, the documents of a batch, the e-mails sent. */
function docIdsIn(body: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return [];
  }
  const data = isRecord(value) && 'data' in value ? value.data : value;
  const items = Array.isArray(data) ? data : [data];
  const ids = items.flatMap((item) => {
    if (!isRecord(item)) return [];
    if (typeof item._id === 'string') return [item._id];
    return Array.isArray(item.ids) ? item.ids.filter((id): id is string => typeof id === 'string') : [];
  });
  return ids.slice(0, MAX_DOC_IDS);
}

const MAX_DOC_IDS = 500;

/** Counts each limit a write was counted against (RateLimiter.take), for the kept answer. */
function recording(limiter: RateLimiter, taken: RateAction[]): RateLimiter {
  return new Proxy(limiter, {
    get: (target, name) => {
      if (name === 'take') {
        return (...args: Parameters<RateLimiter['take']>) => {
          const decision = target.take(...args);
          if (decision.ok && !taken.includes(args[0])) taken.push(args[0]);
          return decision;
        };
      }
      const value: unknown = Reflect.get(target, name, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * Below the signature and the identity: a forged or anonymous-turned-admin request never reads nor fills the result
 * of another caller. Only successful answers are kept: a refused write (400, 429…) may be sent again with its key.
 * The write runs in a transaction of the store and its answer is kept in the same one: the document and its kept
 * answer are one journal record, so a crash keeps both or neither (docs/persistence.md#groupes).
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

    const inFlight = runningOf(ctx.store);
    for (let wait = inFlight.get(scope); wait; wait = inFlight.get(scope)) await wait;
    const kept = keptResult(ctx, scope);
    if (kept) {
      if (kept.fingerprint !== fingerprint) {
        throw new ApiError(422, IDEMPOTENCY_KEY_REUSED, { reason: 'idempotency_key_reused' });
      }
      // A replay costs what the write cost: a script cannot replay one key a thousand times for free.
      for (const action of kept.actions ?? []) limitVisitorWrite(ctx, request, identity.role, action);
      return replay(kept);
    }

    let done: () => void = () => undefined;
    inFlight.set(
      scope,
      new Promise<void>((resolve) => {
        done = resolve;
      }),
    );
    const tx = ctx.store.transaction();
    const taken: RateAction[] = [];
    try {
      const scoped: EmulatorContext = { ...ctx, store: tx.store, limiter: recording(ctx.limiter, taken) };
      const response = await resolver({ ...info, ctx: scoped });
      if (response.ok) {
        const body = await response.clone().text();
        sweepExpired(ctx, tx.store);
        const expiresAt = new Date(ctx.now().getTime() + IDEMPOTENCY_RULES.retentionMs).toISOString();
        const stored = tx.store.insert(IDEMPOTENCY_COLLECTION, {
          scope,
          fingerprint,
          status: response.status,
          body,
          expiresAt,
          mailboxes: mailboxesIn(info.bodyText, body),
          docIds: docIdsIn(body),
          actions: taken,
        } satisfies KeptResult) as Kept;
        const index = indexOf(ctx.store);
        index.add(stored);
        index.revision = ctx.store.revision(IDEMPOTENCY_COLLECTION);
      }
      tx.commit();
      await ctx.store.flush();
      return response;
    } finally {
      // An error of the write itself: what it changed is recorded all the same (memory and files stay one).
      tx.commit();
      inFlight.delete(scope);
      done();
    }
  };
}

/**
 * An RGPD erasure (docs/persistence.md#effacement): the kept answers that name one of these mailboxes, whatever its
 * spelling, go too, before the store is compacted, so the address is in no data file afterwards.
 */
export function forgetKeptResultsOf(ctx: EmulatorContext, emails: readonly string[]): string[] {
  const mailboxes = new Set(emails.filter(Boolean).map((email) => normaliseAddress(email)));
  const needles = emails.map((email) => email.toLowerCase()).filter(Boolean);
  if (mailboxes.size === 0) return [];
  const holding = ctx.store.where(
    IDEMPOTENCY_COLLECTION,
    (doc) =>
      (Array.isArray(doc.mailboxes) && doc.mailboxes.some((mailbox) => mailboxes.has(String(mailbox)))) ||
      mailboxesIn(String(doc.body)).some((mailbox) => mailboxes.has(mailbox)) ||
      needles.some((needle) => String(doc.body).toLowerCase().includes(needle)),
  );
  forget(ctx.store.root, ctx.store, holding as Kept[]);
  return holding.map((doc) => doc._id);
}

/** Deleting documents forgets the answers kept for the writes that made or changed them. */
export function forgetKeptResultsFor(ctx: EmulatorContext, ids: readonly string[]): string[] {
  const index = indexOf(ctx.store.root);
  const keptIds = new Set(ids.flatMap((id) => [...(index.byDoc.get(id) ?? [])]));
  if (keptIds.size === 0) return [];
  const docs = [...keptIds]
    .map((id) => ctx.store.get(IDEMPOTENCY_COLLECTION, id))
    .filter((doc): doc is StoredDoc => doc !== undefined);
  forget(ctx.store.root, ctx.store, docs as Kept[]);
  return docs.map((doc) => doc._id);
}
