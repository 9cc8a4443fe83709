import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../handlers/rateLimit';
import { ADMIN_EMAIL, HOST_KINDS, useHost, type CallOptions } from './hosts';
import { chatQuestion, uniqueEmail } from './samples';

type Doc = Record<string, unknown> & { _id: string };

/**
 * An e-mail to an address nobody proved carries none of the visitor's text, and one client has the site write to a
 * few distinct addresses a day (docs/security.md#e-mails-du-site), on both hosts, with the default table.
 */
describe.each(HOST_KINDS)('e-mails to a stranger’s address on %s', (kind) => {
  let offsetMs = 0;
  const host = useHost(kind, {
    rateLimits: DEFAULT_RATE_LIMITS,
    now: () => new Date(Date.now() + offsetMs),
  });
  const later = (hours: number) => {
    offsetMs += hours * 3_600_000;
  };
  const call = <T = unknown>(path: string, options: CallOptions = {}) =>
    host.call<T>(path, { ...options, now: Date.now() + offsetMs });
  const create = (json: unknown) => call<Doc>(host.docs('messages'), { json });
  const ask = (message: string, documentId: string, options: CallOptions = {}) =>
    call<{ ids: string[] }>(`${host.projectId}/email/send`, { ...options, json: { message, documentId } });
  const outbox = (id: string) => JSON.stringify(host.store.get('emails', id));

  it('confirms a quote sent with someone else’s address without a word the visitor typed', async () => {
    later(48);
    const typed = {
      name: 'Gagnez 1000 euros sur pirate.example',
      email: uniqueEmail('victime'),
      company: 'Banque Nationale Service Client',
      phone: '06 66 66 66 66',
      postalCode: '99999',
      subject: 'Votre compte sera suspendu',
      message: 'Cliquez sur https://pirate.example/connexion pour garder votre compte.',
    };
    const { data: stored } = await create(typed);
    const notification = await ask('quote-notification', stored._id);
    const confirmation = await ask('quote-confirmation', stored._id);
    expect([notification.status, confirmation.status]).toEqual([200, 200]);
    const sent = outbox(confirmation.data.ids[0]!);
    expect(sent).toContain(typed.email.toLowerCase());
    for (const [field, value] of Object.entries(typed)) {
      if (field === 'email') continue;
      expect(sent, field).not.toContain(value);
    }
    expect(sent).not.toContain('pirate.example');
    // The company's own notification keeps everything.
    const notified = outbox(notification.data.ids[0]!);
    for (const value of [typed.name, typed.company, typed.subject]) expect(notified).toContain(value);
  });

  it('confirms a chat question without its name, question or conversation', async () => {
    later(48);
    const question = chatQuestion({
      name: 'Service des impôts',
      message: 'Remboursement sur pirate.example',
    });
    const { data: stored } = await create(question);
    const confirmation = await ask('quote-confirmation', stored._id);
    expect(confirmation.status).toBe(200);
    const sent = outbox(confirmation.data.ids[0]!);
    expect(sent).not.toContain('Service des impôts');
    expect(sent).not.toContain('pirate.example');
    for (const line of question.conversation) expect(sent).not.toContain(line.text);
  });

  it('writes to 5 distinct addresses a day from one client, then refuses a 6th with 429; an administrator never', async () => {
    later(48);
    const addresses = Array.from({ length: 6 }, () => uniqueEmail('inconnu'));
    const confirm = async (email: string) => {
      const { data } = await create({
        ...chatQuestion({ email }),
        source: 'contact_form',
        page: undefined,
        conversation: undefined,
      });
      return ask('quote-confirmation', data._id);
    };
    for (const email of addresses.slice(0, 5)) expect((await confirm(email)).status).toBe(200);
    const refused = await confirm(addresses[5]!);
    expect(refused).toMatchObject({
      status: 429,
      message:
        'Trop d’adresses e-mail différentes depuis cette connexion aujourd’hui : aucun autre e-mail ne leur sera envoyé. Veuillez réessayer dans 24 heures.',
      data: { reason: 'rate_limited', scope: 'recipients' },
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    // An address already written to today is no new recipient; a sign-up to a new one is.
    expect((await confirm(addresses[0]!)).status).toBe(200);
    const signUp = await call(host.docs('subscribers'), { json: { email: uniqueEmail('inscrit') } });
    expect(signUp).toMatchObject({ status: 429, data: { scope: 'recipients' } });
    // The stored request is notified all the same; an administrator's e-mail is never counted.
    const { data: quote } = await create({
      ...chatQuestion({ email: addresses[5] }),
      source: 'contact_form',
      page: undefined,
      conversation: undefined,
    });
    expect((await ask('quote-notification', quote._id)).status).toBe(200);
    const token = await host.tokenFor(ADMIN_EMAIL);
    expect((await ask('quote-confirmation', quote._id, { token })).status).toBe(200);
    // A day later, the client writes to new addresses again.
    later(24);
    expect((await confirm(uniqueEmail('lendemain'))).status).toBe(200);
  });
});
