import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '@shared/config';
import type { SentEmail } from '@shared/domain/emails';
import { newQuoteRequestFields, type Message } from '@shared/domain/messages';
import { createPlatformClient } from '@shared/http/client';
import { rateLimitMessage } from '@shared/http/errors';
import type { PlatformClient } from '@shared/http/types';
import { DEFAULT_RATE_LIMITS, DEFAULT_SEND_LIMIT } from '../mocks/handlers/rateLimit';
import { adminClient } from './api';
import { newContext, workerBrowser } from './browser';
import { closeServer, openServer } from './fileServer';
import type { E2eServer } from './serverBroker';
import { fillQuoteForm, uniqueRequest, waitHumanFillTime } from './flows';

/**
 * Per-address limits that a stranger cannot turn against the address's owner (docs/security.md#limites), on the
 * production build with the platform's own limits: a script on another machine sends quote requests in the
 * victim's name until its own limit stops it (the first five confirmed to the victim's mailbox), then the victim asks
 * for a quote and signs up to the newsletter from the site in Chromium.
 *
 * The two are told apart by the address their connection comes from, as the hosted platform does, without any
 * header: the browser connects from 127.0.0.1, the stranger's script from 127.0.0.2 (every 127.x address is this
 * machine's loopback). A server asked of the broker with the platform's own limits: the one every file gets has ten
 * times the visitor limits.
 */

const STRANGER_ADDRESS = '127.0.0.2';

let server: E2eServer | undefined;
let admin: PlatformClient;
let stranger: PlatformClient;
let strangerAgent: Agent;

/** A fetch whose connections leave from the stranger's address (the platform client takes any fetch). */
function fetchFrom(agent: Agent): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.arrayBuffer();
    const answer = await undiciFetch(request.url, {
      method: request.method,
      headers: [...request.headers],
      body,
      dispatcher: agent,
    });
    return new Response(await answer.arrayBuffer(), {
      status: answer.status,
      statusText: answer.statusText,
      headers: [...answer.headers],
    });
  };
}

beforeAll(async () => {
  server = await openServer({ platformLimits: true });
  admin = await adminClient(server);
  strangerAgent = new Agent({ localAddress: STRANGER_ADDRESS });
  stranger = createPlatformClient({
    config: { ...config, apiBaseUrl: server.url },
    fetch: fetchFrom(strangerAgent),
  });
});

afterAll(async () => {
  await strangerAgent?.close();
  if (server) await closeServer(server);
});

/** What reached the mailbox `email`, from the server's outbox. */
const mailsTo = async (email: string) =>
  (await admin.find<SentEmail>('emails', { limit: 1000 })).list.filter((mail) => mail.to.includes(email));

/** The quote requests stored in the name of `email`. */
const requestsOf = async (email: string) =>
  (await admin.find<Message>('messages', { filter: { email }, limit: 1000 })).list;

describe('a stranger and the owner of an address', () => {
  it('accepts the owner’s own quote request and sign-up from the site after five by a stranger’s script', async () => {
    const victim = uniqueRequest({ name: 'Camille Martin' });
    const ownLimit = DEFAULT_RATE_LIMITS.message.client.max;
    const inVictimsName = (i: number) =>
      stranger.create('messages', {
        ...uniqueRequest({ email: victim.email, name: `Inconnu ${i}` }),
        ...newQuoteRequestFields(new Date()),
      });
    // The stranger's requests in the victim's name, the first five confirmed to the victim's mailbox, until the
    // stranger's own limit refuses it: the owner's connection is another client, whose limit is untouched.
    for (let i = 0; i < ownLimit; i++) {
      const stored = await inVictimsName(i);
      if (i < DEFAULT_SEND_LIMIT.max) {
        const sent = await stranger.sendSiteEmail({ message: 'quote-confirmation', documentId: stored._id });
        expect(sent.ids).toHaveLength(1);
      }
    }
    const refused: unknown = await inVictimsName(ownLimit).catch((error: unknown) => error);
    expect(rateLimitMessage(refused)).toMatch(/^Trop de demandes/);
    expect(await requestsOf(victim.email)).toHaveLength(ownLimit);
    expect(await mailsTo(victim.email)).toHaveLength(DEFAULT_SEND_LIMIT.max);

    // The victim, from the site: the request is stored and confirmed on screen.
    const { context, page, pageErrors } = await newContext(await workerBrowser(), undefined, server!.url);
    try {
      await page.goto('/contact');
      await fillQuoteForm(page, victim);
      await waitHumanFillTime(page);
      await page.getByRole('button', { name: /envoyer la demande/i }).click();
      await page.getByText('Message envoyé !').waitFor();

      const own = (await requestsOf(victim.email)).filter((message) => message.name === victim.name);
      expect(own).toHaveLength(1);
      expect(own[0]!.message).toBe(victim.message);
      // A sixth e-mail to that mailbox within the hour is left unsent: the cap bounds what is sent, not who writes.
      expect(await mailsTo(victim.email)).toHaveLength(DEFAULT_SEND_LIMIT.max);

      // And the newsletter sign-up from the footer is accepted too.
      const signUp = page.locator('form', { has: page.locator('#newsletter-email') });
      await signUp.locator('#newsletter-email').fill(victim.email);
      await signUp.getByRole('button').click();
      await page.getByText(/Votre demande est enregistrée/).waitFor();
      await expect
        // Apart: the client's guard holds back more than 4 identical requests a second.
        .poll(async () => (await admin.find('subscribers', { filter: { email: victim.email } })).total, {
          interval: 300,
        })
        .toBe(1);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
