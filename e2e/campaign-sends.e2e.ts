import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEYS } from '@shared/auth/sessionKeys';
import type { StoredDelivery } from '@shared/domain/deliveries';
import type { StoredEmail } from '@shared/domain/emails';
import { DEFAULT_PREFERENCES } from '@shared/domain/preferences';
import type { PlatformClient } from '@shared/http/types';
import { adminClient, storedSession } from './api';
import { appStarted, baseUrl, workerBrowser } from './browser';

/**
 * A campaign's send is decided by the platform (docs/newsletter.md#envoi-réclamé). Started in two tabs at
 * once, it leaves once per person; three campaigns started at once from three browsers keep everyone at 2 e-mails
 * in 7 days.
 */
const stamp = Date.now().toString(36);
let browser: Browser;
let api: PlatformClient;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await workerBrowser();
  api = await adminClient();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
});

/** A browser of its own (own storage), signed in as `email` as the sign-in leaves it. */
async function adminBrowser(email: string): Promise<BrowserContext> {
  const { token: accessToken, user: userJson } = await storedSession(email);
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 1280, height: 900 },
  });
  await context.addInitScript(
    ([keys, token, userJson]) => {
      if (window !== window.top) return;
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.user, userJson);
    },
    [SESSION_STORAGE_KEYS, accessToken, userJson] as const,
  );
  contexts.push(context);
  return context;
}

/** The campaign's page, its confirmation open: one click left to start the send. */
async function readyToSend(context: BrowserContext, id: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`/admin/campaigns/${id}/show`);
  await appStarted(page);
  await page.getByRole('button', { name: 'Envoyer la campagne' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Envoyer la campagne' }).waitFor();
  return page;
}
/** Clicks « Envoyer la campagne » in every page at the same instant (one clock for all the browser's pages). */
async function confirmAtOnce(pages: Page[]): Promise<void> {
  const at = Date.now() + 500;
  await Promise.all(
    pages.map((page) =>
      page.evaluate((when) => {
        const button = [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find(
          (b) => b.textContent === 'Envoyer la campagne',
        );
        if (!button) throw new Error('Bouton « Envoyer la campagne » introuvable');
        setTimeout(() => button.click(), when - Date.now());
      }, at),
    ),
  );
}
const finished = (page: Page) =>
  page.getByText(/^Campagne envoyée : \d+ envoyé\(s\)/).waitFor({ timeout: 60_000 });

async function subscribe(prefix: string, count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, i) => `${prefix}${i}.${stamp}@example.net`);
  for (let i = 0; i < emails.length; i += 500) {
    await api.createMany(
      'subscribers',
      emails.slice(i, i + 500).map((email) => ({
        email,
        status: 'active' as const,
        source: 'admin' as const,
        preferences: { ...DEFAULT_PREFERENCES, events: true },
      })),
    );
  }
  return emails;
}

const newCampaign = async (name: string) =>
  (
    await api.create('campaigns', {
      name: `${name} ${stamp}`,
      subject: `${name} : nos portes ouvertes`,
      topic: 'events',
      html: '<p>Bonjour, venez nous voir.</p>',
      status: 'draft',
    })
  )._id;

async function all<T>(entity: 'emails' | 'deliveries', filter: Record<string, unknown>): Promise<T[]> {
  const out: T[] = [];
  for (let skip = 0; ; skip += 1000) {
    const { list } = await api.find<T>(entity, { filter, limit: 1000, skip, sort: { createdAt: 1 } });
    out.push(...(list as T[]));
    if (list.length < 1000) return out;
  }
}

describe('a campaign send', () => {
  it('started in two tabs at once, leaves once per person; the other tab says so in French and follows it', async () => {
    // Enough people for the send to take several steps: the second click lands while the first tab sends.
    const people = await subscribe('deux-onglets', 800);
    const id = await newCampaign('Deux onglets');
    const context = await adminBrowser('admin@example.com');
    const [first, second] = [await readyToSend(context, id), await readyToSend(context, id)];
    await confirmAtOnce([first, second]);

    await Promise.all([finished(first), finished(second)]);
    const notices = await Promise.all(
      [first, second].map((page) =>
        page.getByText(/^Cette campagne a été envoyée ailleurs( \(par admin@example\.com)?/).count(),
      ),
    );
    // One tab sent; the other was told, in French, and followed it (its notice stays above the final counts).
    expect(notices.sort()).toEqual([0, 1]);

    const sent = await all<StoredEmail>('emails', { campaignId: id });
    const perPerson = new Map<string, number>();
    for (const email of sent) for (const to of email.to) perPerson.set(to, (perPerson.get(to) ?? 0) + 1);
    for (const person of people) expect(perPerson.get(person), person).toBe(1);
    expect([...perPerson.values()].every((n) => n === 1)).toBe(true);
  });

  it('three campaigns started at once in three browsers after a first one: nobody above 2 in 7 days', async () => {
    const people = await subscribe('trois-navigateurs', 24);
    // A first campaign this week, sent through the platform's send.
    const before = await newCampaign('Première');
    const claimed = await api.claimCampaign(before);
    for (let seq = 1; !(await api.sendCampaignStep(before, { claimId: claimed.claim.id, seq })).done; seq++);

    const ids = await Promise.all(['Deuxième', 'Troisième', 'Quatrième'].map(newCampaign));
    const pages = await Promise.all(
      ids.map(async (id, i) =>
        readyToSend(await adminBrowser(i === 1 ? 'direction@example.com' : 'admin@example.com'), id),
      ),
    );
    await confirmAtOnce(pages);
    await Promise.all(pages.map(finished));

    const campaigns = [before, ...ids];
    const deliveries = await all<StoredDelivery>('deliveries', { campaignId: { $in: campaigns } });
    const sentTo = new Map<string, number>();
    for (const d of deliveries)
      if (d.outcome === 'sent') sentTo.set(d.mailbox, (sentTo.get(d.mailbox) ?? 0) + 1);
    for (const person of people) expect(sentTo.get(person), person).toBe(2);
    // And across every campaign of the week, for everyone on this server: the outbox agrees.
    const week = new Date(Date.now() - 7 * 24 * 3600_000).toISOString();
    const outbox = await all<StoredEmail>('emails', {
      campaignId: { $exists: true },
      sentAt: { $gte: week },
    });
    const perMailbox = new Map<string, number>();
    for (const email of outbox) for (const to of email.to) perMailbox.set(to, (perMailbox.get(to) ?? 0) + 1);
    expect(Math.max(...perMailbox.values())).toBeLessThanOrEqual(2);
    for (const person of people) expect(perMailbox.get(person), person).toBe(2);
  });
});
