import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY, EMAIL_FROM_NAME } from '@shared/domain/company';
import type { SiteEmail } from '@shared/domain/emails';
import { DEFAULT_PREFERENCES } from '@shared/domain/subscribers';
import { subscriberToken } from '../handlers/subscriberToken';
import { ADMIN_EMAIL, HOST_KINDS, USER_EMAIL, useHost, type CallOptions } from './hosts';
import { sampleDoc, uniqueEmail } from './samples';
import { deName } from '@shared/text/elision';

type Doc = Record<string, unknown> & { _id: string; createdAt: string };

/**
 * `email/send` is no open relay (docs/security.md#e-mails-du-site), and an address that unsubscribed comes back only
 * through its link (docs/newsletter.md#réinscription): on both hosts, with a clock the tests move.
 */
/**
 * Where the platform's clock starts: a fixed mid-month morning, so that what a test reads of the date (the month of a
 * welcome e-mail) never depends on the day or the hour of the run.
 */
const CLOCK_START = Date.parse('2026-03-10T08:00:00.000Z');

describe.each(HOST_KINDS)('site e-mails on %s', (kind) => {
  let offsetMs = 0;
  const host = useHost(kind, { now: () => new Date(CLOCK_START + offsetMs) });
  const at = () => CLOCK_START + offsetMs;
  const later = (minutes: number) => {
    offsetMs += minutes * 60_000;
  };
  const admin = () => host.tokenFor(ADMIN_EMAIL);
  const call = <T = unknown>(path: string, options: CallOptions = {}) =>
    host.call<T>(path, { ...options, now: at() });
  const send = (json: unknown, options: CallOptions = {}) =>
    call<{ ids: string[] }>(`${host.projectId}/email/send`, { ...options, json });
  const ask = (message: SiteEmail, documentId: string, options: CallOptions = {}) =>
    send({ message, documentId }, options);
  const outbox = (id: string) => {
    const email = host.store.get('emails', id);
    if (!email) throw new Error(`E-mail ${id} absent de la boîte d’envoi`);
    return email as typeof email & { html: string };
  };
  const emailsTo = (address: string) =>
    host.store.list('emails', { filter: { to: address.toLowerCase() } }) as (Record<string, unknown> & {
      html?: string;
      text?: string;
    })[];

  const quoteRequest = async (fields: Record<string, unknown> = {}) =>
    (await call<Doc>(host.docs('messages'), { json: { ...sampleDoc('messages'), ...fields } })).data;
  /** A visitor's sign-up: its answer is the same for every address (docs/newsletter.md#inscription). */
  const signUp = (email: string, preferences = DEFAULT_PREFERENCES, options: CallOptions = {}) =>
    call<{ email: string }>(host.docs('subscribers'), {
      ...options,
      json: { email, preferences, source: 'footer' },
    });
  /** What the platform holds for an address (the visitor is not told). */
  const subscriberOf = (email: string) => {
    const doc = host.store.list('subscribers', { filter: { email: email.toLowerCase() } })[0];
    if (!doc) throw new Error(`Pas d’abonné pour ${email}`);
    return doc;
  };
  const sentTo = (address: string, message: SiteEmail) =>
    emailsTo(address).filter((email) => email.message === message);
  const tokenOf = (email: string) => subscriberToken(email, host.ctx.secrets.subscriber);
  const withToken = async (email: string, update: Record<string, unknown>) =>
    call<Doc>(host.docs('subscribers'), {
      method: 'PUT',
      json: { filter: { email }, update, token: await tokenOf(email) },
    });

  it('refuses a visitor’s free-form e-mail, to anyone, even to an address it just stored', async () => {
    later(120);
    const email = uniqueEmail('victime');
    await quoteRequest({ email });
    await signUp(email);
    for (const to of [email, DEFAULT_COMPANY.email, ADMIN_EMAIL]) {
      const answer = await send({
        to,
        subject: 'Gagnez un prix',
        html: '<a href="https://pirate.example">ici</a>',
      });
      expect(answer).toMatchObject({
        status: 403,
        message:
          'Accès refusé : un visiteur ne peut demander que les e-mails du site (demande de devis, newsletter) ; tout autre e-mail est réservé aux administrateurs.',
      });
    }
    // A signed-in user who is not an administrator is a visitor here.
    const user = await host.tokenFor(USER_EMAIL);
    expect((await send({ to: email, subject: 'S', text: 'T' }, { token: user })).status).toBe(403);
    // Only the welcome the platform sent on its own.
    expect(emailsTo(email).map((sent) => sent.message)).toEqual(['newsletter-welcome']);
  });

  it('never fills {{unsubscribeToken}} for a visitor', async () => {
    later(120);
    const email = uniqueEmail('abonne');
    await signUp(email);
    const token = await tokenOf(email);
    const stolen = await send({
      to: email,
      subject: 'x',
      html: '<a href="https://pirate.example/?t={{unsubscribeToken}}">x</a>',
    });
    expect(stolen.status).toBe(403);
    // Visitor text inside a site e-mail stays text: the placeholder is not replaced there either.
    const message = await quoteRequest({ email, message: 'Mon lien : {{unsubscribeToken}}' });
    const sent = await ask('quote-notification', message._id);
    expect(sent.status).toBe(200);
    expect(outbox(sent.data.ids[0]!).html).toContain('Mon lien : {{unsubscribeToken}}');
    expect((await ask('quote-confirmation', message._id)).status).toBe(200);
    // Only the platform's own welcome carries the token.
    const others = host.store
      .list('emails', { filter: { documentId: message._id } })
      .filter((sent) => sent.message !== 'newsletter-welcome');
    expect(others.map((sent) => sent.message).sort()).toEqual(['quote-confirmation', 'quote-notification']);
    expect(JSON.stringify(others)).not.toContain(token);
  });

  it('renders and addresses the two quote e-mails from the stored request', async () => {
    later(120);
    const email = uniqueEmail('client');
    const message = await quoteRequest({ email, name: 'Jeanne <b>Martin</b>', subject: 'Ossature bois' });
    const notification = await ask('quote-notification', message._id);
    const confirmation = await ask('quote-confirmation', message._id);
    expect(notification.status).toBe(200);
    expect(confirmation.status).toBe(200);
    expect(outbox(notification.data.ids[0]!)).toMatchObject({
      to: [DEFAULT_COMPANY.email],
      replyTo: [email],
      fromName: EMAIL_FROM_NAME,
      subject: 'Nouvelle demande de contact - Ossature bois',
      message: 'quote-notification',
      documentId: message._id,
      sentBy: 'visitor',
      status: 'sent',
    });
    expect(outbox(notification.data.ids[0]!).html).toContain('Jeanne &lt;b&gt;Martin&lt;/b&gt;');
    expect(outbox(confirmation.data.ids[0]!)).toMatchObject({
      to: [email],
      replyTo: [DEFAULT_COMPANY.email],
      fromName: EMAIL_FROM_NAME,
      subject: 'Nous avons bien reçu votre demande',
    });
  });

  it('sends the notification to the contact page’s address when one is stored', async () => {
    later(120);
    const token = await admin();
    const address = uniqueEmail('devis');
    const edit = (email: string) =>
      call(host.docs('content'), {
        method: 'PUT',
        json: { filter: { _id: 'content-contact' }, update: { email } },
        token,
      });
    expect((await edit(address)).status).toBe(200);
    try {
      const message = await quoteRequest();
      const sent = await ask('quote-notification', message._id);
      expect(outbox(sent.data.ids[0]!)).toMatchObject({ to: [address] });
    } finally {
      await edit(DEFAULT_COMPANY.email);
    }
  });

  it('sends each site e-mail at most once per document: a second call answers 409 with the first id', async () => {
    later(120);
    const message = await quoteRequest();
    const first = await ask('quote-notification', message._id);
    const again = await ask('quote-notification', message._id);
    expect(again).toMatchObject({
      status: 409,
      message: 'Cet e-mail a déjà été envoyé.',
      data: { reason: 'already_sent', ids: first.data.ids },
    });
    // Even an administrator does not send the same site e-mail twice.
    expect((await ask('quote-notification', message._id, { token: await admin() })).status).toBe(409);
    expect(host.store.list('emails', { filter: { documentId: message._id } })).toHaveLength(1);
  });

  it('gives every one of 11 quote requests in an hour its notification to the company', async () => {
    later(120);
    const company = DEFAULT_COMPANY.email;
    const before = host.store.list('emails', { filter: { to: company } }).length;
    for (let i = 0; i < 11; i += 1) {
      const message = await quoteRequest({ email: uniqueEmail(`devis${i}`) });
      expect((await ask('quote-notification', message._id)).status).toBe(200);
      later(5);
    }
    expect(host.store.list('emails', { filter: { to: company } })).toHaveLength(before + 11);
  });

  it('names only a document created in the last 10 minutes, of the right collection', async () => {
    later(120);
    const message = await quoteRequest();
    later(11);
    expect(await ask('quote-confirmation', message._id)).toMatchObject({
      status: 403,
      data: { reason: 'too_late' },
    });
    expect((await ask('quote-confirmation', 'inconnu')).status).toBe(404);
    const address = uniqueEmail();
    await signUp(address);
    expect((await ask('quote-notification', subscriberOf(address)._id)).status).toBe(404);
    // Only the two fields, one of the four names.
    expect(
      (await send({ message: 'quote-confirmation', documentId: message._id, to: 'x@example.net' })).status,
    ).toBe(400);
    expect((await send({ message: 'promotion', documentId: message._id })).status).toBe(400);
  });

  it('refuses line breaks and control characters in subject, sender name and addresses, administrators too', async () => {
    const token = await admin();
    const valid = { to: uniqueEmail(), subject: 'Bonjour', text: 'Texte' };
    for (const change of [
      { subject: 'Bonjour\r\nBcc: cible@example.net' },
      { subject: 'Bonjour\u0000' },
      { fromName: 'Site\nBcc: cible@example.net' },
      { to: 'client@example.net\r\nBcc: cible@example.net' },
      { replyTo: ['ok@example.net', 'x@example.net\nCc: cible@example.net'] },
    ]) {
      expect((await send({ ...valid, ...change }, { token })).status, JSON.stringify(change)).toBe(400);
    }
    expect((await send(valid, { token })).status).toBe(200);
  });

  it('links a site e-mail to the page’s origin only when it is the project’s own', async () => {
    later(120);
    const siteUrl = host.ctx.config.siteUrl;
    const own = new URL(host.baseUrl).origin;
    const welcomeLinks = async (origin: string) => {
      const email = uniqueEmail('origine');
      await signUp(email, DEFAULT_PREFERENCES, { headers: { origin } });
      return String(sentTo(email, 'newsletter-welcome')[0]?.html);
    };
    expect(await welcomeLinks(own)).toContain(`${own}/unsubscribe?email=`);
    expect(await welcomeLinks('https://pirate.example')).toContain(`${siteUrl}/unsubscribe?email=`);
    expect(await welcomeLinks('https://pirate.example')).not.toContain('pirate.example');
  });

  it('answers a sign-up the same, status and body, whether the address is unknown, subscribed, unsubscribed or pending', async () => {
    later(120);
    const email = uniqueEmail('enumeration');
    const answers = [await signUp(email), await signUp(email)];
    await withToken(email, { status: 'unsubscribed' });
    answers.push(await signUp(email), await signUp(email));
    answers.push(await signUp(uniqueEmail('inconnu')));
    const shapes = answers.map(({ status, code, message, data }) => ({
      status,
      code,
      message,
      keys: Object.keys(data ?? {}),
    }));
    expect(new Set(shapes.map((shape) => JSON.stringify(shape))).size).toBe(1);
    expect(shapes[0]).toEqual({ status: 200, code: 200, message: 'success', keys: ['email'] });
    expect(answers[1]!.data).toEqual({ email });
    // What happened went by e-mail to that address only: one welcome, one confirmation link.
    expect(emailsTo(email).map((sent) => sent.message)).toEqual([
      'newsletter-welcome',
      'newsletter-confirmation',
    ]);
  });

  it('subscribes a new address directly and welcomes it once, with its own token', async () => {
    later(120);
    const email = uniqueEmail('nouveau');
    expect((await signUp(email)).data).toEqual({ email });
    const subscriber = subscriberOf(email);
    expect(subscriber).toMatchObject({ email, status: 'active', preferences: DEFAULT_PREFERENCES });
    // The platform sends the welcome itself: asked again, it is already sent.
    const [sent] = sentTo(email, 'newsletter-welcome') as (Doc & { html: string })[];
    expect(sent).toMatchObject({ to: [email], documentId: subscriber._id, sentBy: 'visitor' });
    // The seed's « E-mail de bienvenue » template, greeting a person who gave no first name.
    expect(sent).toMatchObject({ subject: `Bienvenue chez ${DEFAULT_COMPANY.name} !` });
    expect(sent!.html).toContain('>Bonjour,</p>');
    expect(sent!.html).toContain(`token=${await tokenOf(email)}`);
    expect(sent!.html).not.toContain('{{unsubscribeToken}}');
    expect((await ask('newsletter-welcome', subscriber._id)).status).toBe(409);

    // Signing up again while subscribed: nothing changes, no second welcome.
    const again = await signUp(email, { ...DEFAULT_PREFERENCES, promotions: true });
    expect(again.data).toEqual({ email });
    expect(subscriberOf(email)).toMatchObject({
      _id: subscriber._id,
      status: 'active',
      preferences: DEFAULT_PREFERENCES,
    });
    expect(emailsTo(email)).toHaveLength(1);
  });

  it('keeps an unsubscribed address pending with its topics until its link confirms, then welcomes it once', async () => {
    later(120);
    const email = uniqueEmail('retour');
    const topics = { ...DEFAULT_PREFERENCES, promotions: true, events: true };
    await signUp(email, topics);
    const created = subscriberOf(email);
    expect(sentTo(email, 'newsletter-welcome')).toHaveLength(1);
    expect((await withToken(email, { status: 'unsubscribed' })).data.status).toBe('unsubscribed');

    later(30);
    // A visitor (maybe not the owner) enters it again, with other topics: it only becomes pending.
    const none = {
      newsletter: false,
      promotions: false,
      productUpdates: false,
      energyTips: false,
      events: false,
    };
    expect((await signUp(email, none)).data).toEqual({ email });
    expect(host.store.get('subscribers', created._id)).toMatchObject({
      status: 'pending',
      preferences: topics,
    });
    expect(await ask('newsletter-welcome', created._id)).toMatchObject({
      status: 409,
      data: { reason: 'wrong_state' },
    });

    // The platform sent the confirmation link to that address.
    const [mail] = sentTo(email, 'newsletter-confirmation') as (Doc & { html: string })[];
    expect(mail).toMatchObject({
      to: [email],
      documentId: created._id,
      subject: `Confirmez votre réinscription à la newsletter ${deName(DEFAULT_COMPANY.name)}`,
    });
    const link = `/email-preferences?email=${encodeURIComponent(email)}&amp;token=${await tokenOf(email)}`;
    expect(mail!.html).toContain(link);
    expect((await ask('newsletter-confirmation', created._id)).status).toBe(409);
    // Entered again at once: still pending, no second confirmation.
    await signUp(email);
    expect(subscriberOf(email).status).toBe('pending');
    expect(sentTo(email, 'newsletter-confirmation')).toHaveLength(1);

    // The link's owner confirms with the token: active, with the old topics, and one new welcome.
    const confirmed = await withToken(email, { status: 'active' });
    expect(confirmed.data).toMatchObject({
      status: 'active',
      preferences: topics,
      subscribedAt: expect.any(String),
    });
    expect(confirmed.data).not.toHaveProperty('unsubscribedAt');
    expect(confirmed.data).not.toHaveProperty('resubscribeRequestedAt');
    expect((await ask('newsletter-welcome', created._id)).status).toBe(200);
    expect((await ask('newsletter-welcome', created._id)).status).toBe(409);
    expect(await ask('newsletter-confirmation', created._id)).toMatchObject({ status: 409 });
    const kinds = emailsTo(email).map((e) => e.message);
    expect(kinds.sort()).toEqual(['newsletter-confirmation', 'newsletter-welcome', 'newsletter-welcome']);
  });

  it('welcomes from the most recently updated welcome template, filled for the person; without one, the built-in e-mail', async () => {
    later(120);
    const token = await admin();
    const templates = host.docs('templates');
    const [seeded] = host.store.list('templates', { filter: { type: 'welcome' } });
    if (!seeded) throw new Error('Pas de modèle de bienvenue dans le jeu de départ');
    const original = { name: seeded.name, type: 'welcome', subject: seeded.subject, content: seeded.content };
    const month = new Intl.DateTimeFormat('fr-FR', {
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Paris',
    }).format(at());
    const welcome = async () => {
      const email = uniqueEmail('modele');
      expect((await signUp(email)).status).toBe(200);
      const [sent] = sentTo(email, 'newsletter-welcome');
      return {
        email,
        mail: outbox(String(sent?._id)),
        query: `email=${encodeURIComponent(email)}&token=${await tokenOf(email)}`,
      };
    };
    const added: string[] = [];
    try {
      // Edited in the back-office (an administrator's PUT), then a sign-up.
      const edited = await call(templates, {
        method: 'PUT',
        json: {
          filter: { _id: seeded._id },
          update: {
            subject: 'Bienvenue {firstName}, les nouvelles de {month}',
            content:
              '<p>Bonjour {firstName},</p><p>Modèle modifié. <a href="{unsubscribeUrl}">Partir</a></p>',
          },
        },
        token,
      });
      expect(edited.status).toBe(200);
      const { email, mail, query } = await welcome();
      const apiUrl = host.ctx.config.apiBaseUrl || new URL(host.baseUrl).origin;
      const oneClick = `${apiUrl}/lm/${host.projectId}/subscribers/unsubscribe?${query}`;
      expect(mail).toMatchObject({
        to: [email],
        subject: `Bienvenue, les nouvelles de ${month}`,
        message: 'newsletter-welcome',
        headers: {
          'List-Unsubscribe': `<${oneClick}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      const linkBase = host.ctx.config.siteUrl;
      expect(mail.html).toContain(
        `<p>Bonjour,</p><p>Modèle modifié. <a href="${linkBase}/unsubscribe?${query.replace('&', '&amp;')}">Partir</a></p>`,
      );
      expect(mail.html).toContain(`${linkBase}/email-preferences?${query.replace('&', '&amp;')}`);
      expect(mail.text).toContain(`Partir : ${linkBase}/unsubscribe?${query}`);
      expect(JSON.stringify(mail)).not.toMatch(/\{\{unsubscribeToken\}\}|\{firstName\}|\{month\}/);
      // The one-click URL of the header unsubscribes this person.
      const oneClickAnswer = await fetch(oneClick, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(oneClickAnswer.status).toBe(200);
      expect(host.store.list('subscribers', { filter: { email } })[0]).toMatchObject({
        status: 'unsubscribed',
      });

      // A welcome template updated later wins; one with a blank content is passed over.
      later(1);
      const newer = await call<Doc>(templates, {
        json: { name: 'Bienvenue 2', type: 'welcome', subject: 'Le plus récent', content: '<p>Récent</p>' },
        token,
      });
      added.push(newer.data._id);
      later(1);
      const blank = await call<Doc>(templates, {
        json: { name: 'Vide', type: 'welcome', subject: 'Vide', content: ' ' },
        token,
      });
      added.push(blank.data._id);
      expect((await welcome()).mail).toMatchObject({ subject: 'Le plus récent' });

      // Without a welcome template: the built-in e-mail, with the same links and headers.
      for (const id of [seeded._id, ...added]) {
        expect((await call(host.docs('templates', `/${id}`), { method: 'DELETE', token })).status).toBe(200);
      }
      const builtIn = await welcome();
      expect(builtIn.mail).toMatchObject({
        subject: `Bienvenue dans la newsletter ${deName(DEFAULT_COMPANY.name)}`,
        headers: {
          'List-Unsubscribe': `<${apiUrl}/lm/${host.projectId}/subscribers/unsubscribe?${builtIn.query}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      expect(builtIn.mail.html).toContain(`${linkBase}/unsubscribe?${builtIn.query.replace('&', '&amp;')}`);
    } finally {
      for (const id of added) host.store.remove('templates', id);
      if (!host.store.get('templates', seeded._id)) host.store.insert('templates', original);
      else host.store.update('templates', seeded._id, original);
    }
  });

  it('lets a pending address ask for a new confirmation once the last one is an hour old', async () => {
    later(120);
    const email = uniqueEmail('oubli');
    await signUp(email);
    await withToken(email, { status: 'unsubscribed' });
    await signUp(email);
    expect(sentTo(email, 'newsletter-confirmation')).toHaveLength(1);
    later(30);
    await signUp(email);
    expect(sentTo(email, 'newsletter-confirmation')).toHaveLength(1);
    later(31);
    await signUp(email);
    expect(sentTo(email, 'newsletter-confirmation')).toHaveLength(2);
  });
});
