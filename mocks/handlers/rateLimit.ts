import type { EntityName } from '@shared/domain/entities';
import { normaliseAddress } from '@shared/domain/mailbox';
import { ApiError } from './envelope';
import { WindowTable, type RateRule } from './windowTable';

export type { RateRule };

/**
 * Limits on every visitor write, per client (network address) and per e-mail address
 * (docs/security.md#limites). A sliding window: a request passes while fewer than `max` requests of the
 * same key passed in the last `windowMs`; a refused request is not counted, so a flood never pushes the
 * end of the wait further. Administrators are never limited.
 */
export interface ActionLimits {
  client: RateRule;
  /** A second, longer window for the same client (page views per day). */
  daily?: RateRule;
  /** Keyed by the normalised e-mail address (case and `+tags` ignored). */
  address?: RateRule;
}

export type RateAction =
  | 'message'
  | 'messageUpdate'
  | 'review'
  | 'subscribe'
  | 'subscriberUpdate'
  | 'email'
  | 'pageview'
  | 'consent'
  | 'recipients';

export type RateLimits = Record<RateAction, ActionLimits>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The one table of limits. Generous for people (a whole office behind one address asks 20 quotes in an hour),
 * tight for scripts. `email` covers the confirmation of each quote and the welcome of each sign-up; the company's
 * notification is never counted (mocks/handlers/email.ts).
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  message: { client: { max: 30, windowMs: HOUR } },
  messageUpdate: { client: { max: 60, windowMs: HOUR } },
  review: { client: { max: 20, windowMs: HOUR } },
  subscribe: { client: { max: 30, windowMs: HOUR } },
  // Only the holder of the address's link (its token) writes here: the address limit cannot be someone else's.
  subscriberUpdate: { client: { max: 60, windowMs: HOUR }, address: { max: 20, windowMs: HOUR } },
  email: { client: { max: 120, windowMs: HOUR } },
  // A real visitor reads a few dozen pages a day; a script's fake views stop at the day's cap.
  pageview: { client: { max: 120, windowMs: 10 * MINUTE }, daily: { max: 500, windowMs: DAY } },
  consent: { client: { max: 120, windowMs: HOUR } },
  // Distinct addresses one client has the site write to in a day (a quote's or a chat question's confirmation, a
  // sign-up): a script cannot make the company write to hundreds of strangers (docs/security.md#e-mails-du-site).
  recipients: { client: { max: 5, windowMs: DAY } },
};

/**
 * What the platform sends to one mailbox on visitors' behalf (a quote's confirmation, a sign-up's welcome or
 * confirmation), whoever asked: past it the e-mail is not sent, and the write that asked for it is never refused
 * for it (docs/security.md#limites). A stranger who types someone's address five times fills that person's inbox
 * five times at most, and locks nobody out.
 */
export const DEFAULT_SEND_LIMIT: RateRule = { max: 5, windowMs: HOUR };

/** Which limit each write a visitor may make (mocks/handlers/access.ts) counts against. */
export const VISITOR_WRITE_ACTIONS: Record<'create' | 'update', Partial<Record<EntityName, RateAction>>> = {
  create: {
    messages: 'message',
    reviews: 'review',
    subscribers: 'subscribe',
    pageviews: 'pageview',
    consents: 'consent',
  },
  update: { messages: 'messageUpdate', subscribers: 'subscriberUpdate' },
};

/** The table with every `max` multiplied: what test hosts use when they create many documents from one client. */
export function scaledLimits(factor: number, limits: RateLimits = DEFAULT_RATE_LIMITS): RateLimits {
  const scale = (rule: RateRule): RateRule => ({ ...rule, max: Math.ceil(rule.max * factor) });
  return Object.fromEntries(
    Object.entries(limits).map(([action, rules]) => [
      action,
      Object.fromEntries(Object.entries(rules).map(([scope, rule]) => [scope, scale(rule as RateRule)])),
    ]),
  ) as unknown as RateLimits;
}

/** Keys kept at most per table; past it, expired keys go, and live ones are never dropped (windowTable.ts). */
export const DEFAULT_MAX_KEYS = 10_000;

export type RateDecision =
  { ok: true } | { ok: false; retryAfterSeconds: number; scope: 'client' | 'address' | 'recipients' };

export interface RateLimiterOptions {
  /** Keys the per-client (and per-address) table holds at most; a full table refuses new clients. */
  maxKeys?: number;
  /** Mailboxes the send budget table holds at most, apart from the clients'. */
  maxMailboxes?: number;
  /** E-mails sent to one mailbox on visitors' behalf (DEFAULT_SEND_LIMIT). */
  sendLimit?: RateRule;
}

type TableName = 'writes' | 'views' | 'recipients';

/** Which table counts each action: page views and consent proofs, lost silently when refused, apart. */
const TABLE_OF: Record<RateAction, TableName> = {
  message: 'writes',
  messageUpdate: 'writes',
  review: 'writes',
  subscribe: 'writes',
  subscriberUpdate: 'writes',
  email: 'writes',
  pageview: 'views',
  consent: 'views',
  recipients: 'recipients',
};

/** A table full of live counts takes no new client: refused until its earliest key expires. */
function refusalWhenFull(
  table: WindowTable,
  keys: readonly string[],
  nowMs: number,
): RateDecision | undefined {
  if (table.hasRoomFor(keys, nowMs)) return undefined;
  return { ok: false, retryAfterSeconds: table.secondsUntilRoom(nowMs), scope: 'client' };
}

export class RateLimiter {
  /**
   * The clients' counts, one table per group of actions (docs/security.md#limites): a flood of page views fills only
   * its own table, never the one that admits quote requests, nor the recipients' one (whose window is a day).
   */
  private readonly tables: Record<TableName, WindowTable>;
  /** Apart from the clients: a flood of new clients never touches a mailbox's budget (docs/security.md#limites). */
  private readonly mailboxes: WindowTable;
  readonly sendLimit: RateRule;

  constructor(
    readonly limits: RateLimits = DEFAULT_RATE_LIMITS,
    options: RateLimiterOptions = {},
  ) {
    const maxKeys = options.maxKeys ?? DEFAULT_MAX_KEYS;
    this.tables = {
      writes: new WindowTable(maxKeys),
      views: new WindowTable(maxKeys),
      recipients: new WindowTable(maxKeys),
    };
    this.mailboxes = new WindowTable(options.maxMailboxes ?? DEFAULT_MAX_KEYS);
    this.sendLimit = options.sendLimit ?? DEFAULT_SEND_LIMIT;
  }

  /**
   * Counts one e-mail to `address`'s mailbox and answers whether it may go (false: past the send limit, or the
   * table full of live budgets; not counted). Never a refusal of the request that asked for it.
   */
  takeSend(address: string, nowMs: number): boolean {
    const key = normaliseAddress(address);
    if (!this.mailboxes.hasRoomFor([key], nowMs)) return false;
    if (this.mailboxes.live(key, nowMs).times.length >= this.sendLimit.max) return false;
    this.mailboxes.record(key, this.sendLimit, nowMs);
    return true;
  }

  /** Keys held now, clients' and mailboxes' (tests of the memory bound). */
  get size(): number {
    return Object.values(this.tables).reduce((sum, table) => sum + table.size, this.mailboxes.size);
  }

  /** Request times held over all keys (each key holds at most its rule's `max`). */
  get heldTimes(): number {
    return Object.values(this.tables).reduce((sum, table) => sum + table.heldTimes, this.mailboxes.heldTimes);
  }

  /**
   * Counts one request of `action` for the client (and the address, if any) and answers whether it passes.
   * All the keys are checked before any is counted: a request refused for its address costs its client nothing.
   */
  take(action: RateAction, who: { client: string; address?: string }, nowMs: number): RateDecision {
    const limits = this.limits[action];
    const checks: { key: string; rule: RateRule; scope: 'client' | 'address' }[] = [
      { key: `${action}|client|${who.client}`, rule: limits.client, scope: 'client' },
    ];
    if (limits.daily)
      checks.push({ key: `${action}|daily|${who.client}`, rule: limits.daily, scope: 'client' });
    if (limits.address && who.address !== undefined) {
      const key = `${action}|address|${normaliseAddress(who.address)}`;
      checks.push({ key, rule: limits.address, scope: 'address' });
    }
    const table = this.tables[TABLE_OF[action]];
    const full = refusalWhenFull(
      table,
      checks.map((check) => check.key),
      nowMs,
    );
    if (full) return full;
    let refusal: RateDecision = { ok: true };
    for (const { key, rule, scope } of checks) {
      const { times } = table.live(key, nowMs);
      if (times.length < rule.max) continue;
      const waitMs = (times[times.length - rule.max] ?? nowMs) + rule.windowMs - nowMs;
      const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
      if (refusal.ok || retryAfterSeconds > refusal.retryAfterSeconds)
        refusal = { ok: false, retryAfterSeconds, scope };
    }
    if (!refusal.ok) return refusal;
    for (const { key, rule } of checks) table.record(key, rule, nowMs);
    return refusal;
  }

  /**
   * Counts `address` among the distinct addresses a client had the site write to today (`recipients`): an address
   * already counted passes again; a new one past the limit is refused (docs/security.md#e-mails-du-site).
   */
  takeRecipient(client: string, address: string, nowMs: number): RateDecision {
    const rule = this.limits.recipients.client;
    const key = `recipients|client|${client}`;
    const table = this.tables.recipients;
    const full = refusalWhenFull(table, [key], nowMs);
    if (full) return full;
    const mailbox = normaliseAddress(address);
    const { times, labels } = table.live(key, nowMs);
    if (labels.includes(mailbox)) return { ok: true };
    if (times.length >= rule.max) {
      const waitMs = (times[times.length - rule.max] ?? nowMs) + rule.windowMs - nowMs;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)), scope: 'recipients' };
    }
    table.record(key, rule, nowMs, mailbox);
    return { ok: true };
  }
}

/** "dans une minute", "dans 12 minutes", "dans une heure", "dans 2 heures" (minutes rounded up). */
export function retryDelayText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return 'dans une minute';
  if (minutes < 60) return `dans ${minutes} minutes`;
  const hours = Math.max(1, Math.round(minutes / 60));
  return hours === 1 ? 'dans une heure' : `dans ${hours} heures`;
}

export const RATE_LIMITED_REASON = 'rate_limited';

/** What a limit needs of the emulator's context (mocks/context.ts builds it from this module). */
export interface LimitedContext {
  limiter: RateLimiter;
  clientOf: (request: Request) => string;
  now: () => Date;
}

const REFUSALS: Record<'client' | 'address' | 'recipients', (when: string) => string> = {
  client: (when) => `Trop de demandes en peu de temps. Veuillez réessayer ${when}.`,
  address: (when) => `Trop de demandes envoyées depuis cette adresse e-mail. Veuillez réessayer ${when}.`,
  recipients: (when) =>
    `Trop d’adresses e-mail différentes depuis cette connexion aujourd’hui : aucun autre e-mail ne leur sera envoyé. Veuillez réessayer ${when}.`,
};

/** The 429 of a refused decision, with `Retry-After`. */
function rateLimited({ retryAfterSeconds, scope }: Extract<RateDecision, { ok: false }>): ApiError {
  return new ApiError(
    429,
    REFUSALS[scope](retryDelayText(retryAfterSeconds)),
    { reason: RATE_LIMITED_REASON, retryAfter: retryAfterSeconds, scope },
    { 'retry-after': String(retryAfterSeconds) },
  );
}

/**
 * Counts a visitor's write and throws 429 (with `Retry-After`) past a limit. Administrators pass uncounted.
 * `address` is the e-mail the write is about (the sender of a message, a subscriber…).
 */
export function limitVisitorWrite(
  ctx: LimitedContext,
  request: Request,
  role: 'visitor' | 'user' | 'admin',
  action: RateAction,
  address?: string,
): void {
  if (role === 'admin') return;
  const decision = ctx.limiter.take(action, { client: ctx.clientOf(request), address }, ctx.now().getTime());
  if (!decision.ok) throw rateLimited(decision);
}

/**
 * Counts the address a visitor has the site write to (a confirmation, a sign-up) among the client's distinct
 * recipients of the day, and throws 429 past the limit (docs/security.md#e-mails-du-site). Administrators pass.
 */
export function limitRecipient(
  ctx: LimitedContext,
  request: Request,
  role: 'visitor' | 'user' | 'admin',
  address: string,
): void {
  if (role === 'admin') return;
  const decision = ctx.limiter.takeRecipient(ctx.clientOf(request), address, ctx.now().getTime());
  if (!decision.ok) throw rateLimited(decision);
}
