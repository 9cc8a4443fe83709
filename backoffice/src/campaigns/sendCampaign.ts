import {
  countOutcomes,
  isAtNewsletterCap,
  NEWSLETTER_CAP,
  type CampaignCounts,
  type CampaignRecipient,
  type RecipientOutcome,
  type StoredCampaign,
} from '@shared/domain/campaigns';
import type { StoredEmail } from '@shared/domain/emails';
import type { StoredSubscriber } from '@shared/domain/subscribers';
import { newsletterEmail } from '@shared/email/newsletterEmail';
import type { PlatformClient } from '@shared/http/types';

export interface SendTarget {
  /** The site's origin: links in the e-mail lead there. */
  siteUrl: string;
  /** Where the platform answers (the one-click unsubscribe URL). */
  apiUrl: string;
  projectId: string;
  fromName?: string;
  replyTo?: string;
}

export interface SendProgress {
  /** Subscribers looked at so far, out of `total`. */
  done: number;
  total: number;
  counts: CampaignCounts;
}

export interface SendOptions extends SendTarget {
  client: PlatformClient;
  campaignId: string;
  now?: () => Date;
  onProgress?: (progress: SendProgress) => void;
  /** E-mails in flight at once (a browser opens 6 connections to one origin). */
  concurrency?: number;
  signal?: AbortSignal;
}

const PAGE = 1000;
const key = (email: string) => email.trim().toLowerCase();

async function findAll<T>(
  client: PlatformClient,
  entity: 'emails' | 'subscribers',
  filter: Record<string, unknown>,
): Promise<T[]> {
  const all: T[] = [];
  for (let skip = 0; ; skip += PAGE) {
    const { list, total } = await client.find<T>(entity, {
      filter,
      sort: { createdAt: 1 },
      limit: PAGE,
      skip,
    });
    all.push(...(list as T[]));
    if (list.length < PAGE || all.length >= total) return all;
  }
}

/**
 * Sends a campaign to every subscribed person, one e-mail each through `email/send` (docs/newsletter.md#campagnes):
 * - a person without the campaign's topic is skipped "by preference";
 * - a person who already had NEWSLETTER_CAP.maxEmails newsletter e-mails in the last 7 days is skipped "by the cap";
 * - the campaign's `recipients` list records each outcome as the send goes, and the outbox is read back at the start,
 *   so a send interrupted (tab closed) resumes and never writes to one person twice.
 */
export async function sendCampaign(options: SendOptions): Promise<CampaignCounts> {
  const { client, campaignId, onProgress, signal } = options;
  const now = options.now ?? (() => new Date());
  const concurrency = options.concurrency ?? 6;

  const campaign = await client.get<StoredCampaign>('campaigns', campaignId);
  // A failed e-mail is tried again; every other outcome is final.
  const recipients: CampaignRecipient[] = (campaign.recipients ?? []).filter((r) => r.outcome !== 'failed');
  const handled = new Set(recipients.map((r) => key(r.email)));
  const record = (email: string, outcome: RecipientOutcome, error?: string) => {
    handled.add(key(email));
    recipients.push({
      email,
      outcome,
      at: now().toISOString(),
      ...(error ? { error: error.slice(0, 300) } : {}),
    });
  };

  // An e-mail that left just before the tab closed is in the outbox but not yet in `recipients`.
  const outboxOfCampaign = await findAll<StoredEmail>(client, 'emails', { campaignId });
  for (const email of outboxOfCampaign) {
    for (const to of email.to) if (!handled.has(key(to))) record(to, 'sent');
  }

  // Newsletter e-mails of any campaign in the cap's window, per address.
  const since = new Date(now().getTime() - NEWSLETTER_CAP.windowMs).toISOString();
  const recent = new Map<string, string[]>();
  for (const email of await findAll<StoredEmail>(client, 'emails', {
    campaignId: { $exists: true, $ne: campaignId },
    sentAt: { $gte: since },
  })) {
    for (const to of email.to) recent.set(key(to), [...(recent.get(key(to)) ?? []), email.sentAt]);
  }

  const audience = await findAll<StoredSubscriber>(client, 'subscribers', { status: 'active' });
  const todo = audience.filter((s) => !handled.has(key(s.email)));
  const total = todo.length + recipients.length;
  const report = () => onProgress?.({ done: recipients.length, total, counts: countOutcomes(recipients) });

  await client.update(
    'campaigns',
    { _id: campaignId },
    {
      status: 'sending',
      ...(campaign.startedAt ? {} : { startedAt: now().toISOString() }),
      recipients,
    },
  );
  report();

  const sendOne = async (subscriber: StoredSubscriber) => {
    if (!subscriber.preferences[campaign.topic]) return record(subscriber.email, 'skipped_preference');
    if (isAtNewsletterCap(recent.get(key(subscriber.email)) ?? [], now())) {
      return record(subscriber.email, 'skipped_cap');
    }
    const built = newsletterEmail({
      html: campaign.html,
      subject: campaign.subject,
      email: subscriber.email,
      topic: campaign.topic,
      siteUrl: options.siteUrl,
      apiUrl: options.apiUrl,
      projectId: options.projectId,
      now: now(),
    });
    try {
      await client.sendEmail({
        to: subscriber.email,
        ...built,
        campaignId,
        ...(options.fromName ? { fromName: options.fromName } : {}),
        ...(options.replyTo ? { replyTo: options.replyTo } : {}),
      });
      record(subscriber.email, 'sent');
    } catch (error) {
      record(subscriber.email, 'failed', error instanceof Error ? error.message : String(error));
    }
  };

  // Batches of `concurrency` e-mails; the log is saved after each batch of about 50 people.
  let unsaved = 0;
  for (let i = 0; i < todo.length; i += concurrency) {
    if (signal?.aborted) break;
    const batch = todo.slice(i, i + concurrency);
    await Promise.all(batch.map(sendOne));
    unsaved += batch.length;
    if (unsaved >= 50) {
      await client.update('campaigns', { _id: campaignId }, { recipients });
      unsaved = 0;
    }
    report();
  }

  const finished = !signal?.aborted;
  await client.update(
    'campaigns',
    { _id: campaignId },
    {
      recipients,
      ...(finished ? { status: 'sent', finishedAt: now().toISOString() } : {}),
    },
  );
  report();
  return countOutcomes(recipients);
}
