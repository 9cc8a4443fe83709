import {
  CAMPAIGN_HEARTBEAT_MS,
  handledCount,
  type CampaignCounts,
  type CampaignProgress,
  type CampaignStatus,
} from '@shared/domain/campaigns';
import { PlatformError } from '@shared/http/errors';
import type { CampaignClaimed, PlatformClient } from '@shared/http/types';
import { signedClaimCall, type SignedRequest } from './signedClaimCall';

export interface SendProgress {
  /** Subscribers handled so far (sent or skipped), out of `total`. */
  done: number;
  total: number;
  counts: CampaignCounts;
}

/** The campaign is being sent by someone else (another tab, another administrator): follow it, don't start it. */
export class SendElsewhereError extends Error {
  constructor(
    message: string,
    readonly by?: string,
    /** `campaign_sent`: sent already (by someone else, since this tab had not started it). */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'SendElsewhereError';
  }
}

export interface SendOptions {
  client: PlatformClient;
  campaignId: string;
  onProgress?: (progress: SendProgress) => void;
  signal?: AbortSignal;
  /** Subscribers per step (the platform takes 1 to 500). */
  stepSize?: number;
  /** Attempts of a step that failed on the way (network, 5xx) before giving up: a step is safe to repeat. */
  attempts?: number;
  retryDelayMs?: number;
  /** How often the lease is renewed while sending (CAMPAIGN_HEARTBEAT_MS). */
  heartbeatMs?: number;
  /** Where `pagehide` is listened for (the page: `window`). */
  page?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Sends a signed call: the heartbeat, and the release prepared ahead when the page closes (`keepalive`). */
  beacon?: (url: string, init: RequestInit) => unknown;
  /** Signs a call on the claim (signedClaimCall, with the page's configuration and session). */
  signClaimCall?: (
    action: 'renew' | 'release',
    campaignId: string,
    claimId: string,
  ) => Promise<SignedRequest>;
}

export const progressOf = (p: Pick<CampaignProgress, 'audience' | 'counts'>): SendProgress => {
  const done = handledCount(p.counts);
  // Subscribers who joined during the send are counted too: the total never falls behind.
  return { done, total: Math.max(p.audience, done), counts: p.counts };
};

const reasonOf = (error: unknown) =>
  error instanceof PlatformError && error.data && typeof error.data === 'object'
    ? (error.data as { reason?: string; claim?: { by?: string } })
    : undefined;

/** A 409 that says someone else holds the send becomes SendElsewhereError; anything else is thrown as is. */
function elsewhere(error: unknown): never {
  const data = reasonOf(error);
  // campaign_sent: finished by the tab that took this send over.
  if (
    data?.reason === 'campaign_claimed' ||
    data?.reason === 'claim_lost' ||
    data?.reason === 'campaign_sent'
  ) {
    throw new SendElsewhereError((error as Error).message, data.claim?.by, data.reason);
  }
  throw error;
}

/** Network failures and server errors: the same step may be asked again (the platform refuses duplicates). */
const retriable = (error: unknown) =>
  error instanceof PlatformError && (error.code === 0 || error.code === 429 || error.code >= 500);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * While this tab holds the claim: a heartbeat renews the lease every `heartbeatMs`, and a release signed ahead (a
 * page that closes cannot wait for a signature) is sent with `keepalive` on `pagehide`, so a reopened page resumes
 * at once instead of waiting for the lease to run out. Returns the function that stops both.
 */
function holdClaim(options: SendOptions, claimId: string): () => void {
  const { campaignId } = options;
  const page = options.page ?? (typeof window === 'undefined' ? undefined : window);
  const beacon =
    options.beacon ?? ((url: string, init: RequestInit) => fetch(url, init).catch(() => undefined));
  const sign = options.signClaimCall ?? signedClaimCall;
  let release: SignedRequest | undefined;
  let stopped = false;
  const prepare = () =>
    sign('release', campaignId, claimId).then(
      (signed) => {
        if (!stopped) release = signed;
      },
      () => undefined,
    );
  const onPageHide = () => {
    if (release && !stopped) void beacon(release.url, release.init);
    release = undefined;
  };
  const beat = setInterval(() => {
    // A lost beat is no loss: the next one, or the next step, renews the lease.
    void sign('renew', campaignId, claimId).then(
      (signed) => !stopped && beacon(signed.url, signed.init),
      () => undefined,
    );
    // A signature is good for 300 s, and its nonce once: a fresh one at each beat.
    void prepare();
  }, options.heartbeatMs ?? CAMPAIGN_HEARTBEAT_MS);
  void prepare();
  page?.addEventListener('pagehide', onPageHide);
  return () => {
    stopped = true;
    clearInterval(beat);
    page?.removeEventListener('pagehide', onPageHide);
  };
}

/**
 * Sends a campaign, or resumes it (docs/newsletter.md#campagnes). The platform decides everything: this tab claims
 * the campaign for a lease (SendElsewhereError if another holds it), keeps it with a heartbeat, then asks for it
 * step by step; each step handles the next subscribers, writes one delivery per mailbox, checks the 2-in-7-days
 * cap. Nothing here grows with the list: the tab keeps the last answer only. Cancelled (`signal`), or its page
 * closed, it releases its claim so the send can be resumed at once.
 */
export async function sendCampaign(options: SendOptions): Promise<CampaignCounts> {
  const { client, campaignId } = options;
  const claimed = await client.claimCampaign(campaignId).catch((error: unknown) => {
    // Started here from a page that still showed it unsent: another tab or administrator sent it meanwhile.
    const data = reasonOf(error);
    if (data?.reason === 'campaign_sent')
      throw new SendElsewhereError((error as Error).message, undefined, data.reason);
    return elsewhere(error);
  });
  const claimId = claimed.claim.id;
  const stop = holdClaim(options, claimId);
  try {
    return await sendSteps(options, claimed);
  } finally {
    stop();
  }
}

async function sendSteps(options: SendOptions, claimed: CampaignClaimed): Promise<CampaignCounts> {
  const { client, campaignId, onProgress, signal } = options;
  const attempts = options.attempts ?? 3;
  const claimId = claimed.claim.id;
  onProgress?.(progressOf(claimed));
  let last: CampaignProgress = claimed;
  for (let seq = 1; ; seq++) {
    if (signal?.aborted) {
      last = await client.releaseCampaign(campaignId, claimId).catch(elsewhere);
      return last.counts;
    }
    for (let attempt = 1; ; attempt++) {
      try {
        last = await client.sendCampaignStep(campaignId, { claimId, limit: options.stepSize, seq });
        break;
      } catch (error) {
        // The last step did its work but its answer was lost: the campaign is sent.
        if (attempt > 1 && reasonOf(error)?.reason === 'campaign_sent') {
          last = await client.campaignProgress(campaignId);
          onProgress?.(progressOf(last));
          return last.counts;
        }
        if (!retriable(error) || attempt >= attempts) elsewhere(error);
        await pause((options.retryDelayMs ?? 1000) * attempt);
      }
    }
    onProgress?.(progressOf(last));
    if ((last as { done?: boolean }).done) return last.counts;
  }
}

export interface FollowOptions {
  client: PlatformClient;
  campaignId: string;
  onProgress?: (progress: SendProgress & { by?: string }) => void;
  signal?: AbortSignal;
  intervalMs?: number;
  now?: () => number;
}

/**
 * Follows a send made elsewhere, from the platform's counts, until it ends (`sent`) or its lease runs out without
 * being renewed (`stalled`: the tab that sent it closed; « Reprendre l’envoi » takes over), or `signal` stops it.
 */
export async function followCampaign(
  options: FollowOptions,
): Promise<{ status: CampaignStatus | 'stalled'; counts: CampaignCounts }> {
  const { client, campaignId, onProgress, signal } = options;
  const now = options.now ?? Date.now;
  for (let failures = 0; ;) {
    let progress: CampaignProgress;
    try {
      progress = await client.campaignProgress(campaignId);
      failures = 0;
    } catch (error) {
      // Following is only reading: a passing failure (network, 5xx, the client's guard) waits for the next look.
      if (!retriable(error) || ++failures >= 5) throw error;
      await pause(options.intervalMs ?? 1000);
      continue;
    }
    onProgress?.({ ...progressOf(progress), by: progress.claim?.by });
    if (progress.status !== 'sending') return { status: progress.status, counts: progress.counts };
    if (!progress.claim || Date.parse(progress.claim.until) <= now()) {
      return { status: 'stalled', counts: progress.counts };
    }
    if (signal?.aborted) return { status: progress.status, counts: progress.counts };
    await pause(options.intervalMs ?? 1000);
  }
}
