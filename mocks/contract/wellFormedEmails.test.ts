import { describe, expect, it } from 'vitest';
import type { StoredEmail } from '@shared/domain/emails';
import { DEFAULT_PREFERENCES } from '@shared/domain/subscribers';
import { subscriberToken } from '../handlers/subscriberToken';
import { ADMIN_EMAIL, HOST_KINDS, USER_EMAIL, useHost } from './hosts';
import { uniqueEmail } from './samples';

/** E-mails as the platform stores them (docs/newsletter.md#e-mails-bien-formés), on both hosts. */
describe.each(HOST_KINDS)('well-formed e-mails on %s', (kind) => {
  const host = useHost(kind);
  const admin = () => host.tokenFor(ADMIN_EMAIL);
  const outbox = (id: string) => host.store.get('emails', id) as unknown as StoredEmail;
  const tokenOf = (email: string) => subscriberToken(email, host.ctx.secrets.subscriber);
  const link = (email: string) =>
    `https://site.example/unsubscribe?email=${encodeURIComponent(email)}&token=`;

  it('writes the text part of an administrator’s e-mail from its HTML, links and token included', async () => {
    const to = uniqueEmail('texte');
    const sent = await host.call<{ ids: string[] }>(`${host.projectId}/email/send`, {
      token: await admin(),
      json: {
        to,
        subject: 'Conseils',
        html: `<p>Bonjour</p><p><a href="${link(to).replace('&', '&amp;')}{{unsubscribeToken}}">Se désinscrire</a></p>`,
      },
    });
    expect(sent.status).toBe(200);
    expect(outbox(sent.data.ids[0]!).text).toBe(`Bonjour\nSe désinscrire : ${link(to)}${await tokenOf(to)}`);
  });

  it('previews an e-mail for one recipient as it would be sent, token filled, storing nothing', async () => {
    const to = uniqueEmail('apercu');
    const before = host.store.count('emails');
    const payload = {
      to,
      subject: 'Aperçu',
      html: `<a href="${link(to)}{{unsubscribeToken}}">Se désinscrire</a>`,
      headers: { 'List-Unsubscribe': `<${link(to)}{{unsubscribeToken}}>` },
    };
    const answer = await host.call<Record<string, unknown>>(`${host.projectId}/email/preview`, {
      token: await admin(),
      json: payload,
    });
    expect(answer.status).toBe(200);
    const token = await tokenOf(to);
    expect(answer.data).toEqual({
      subject: 'Aperçu',
      html: `<a href="${link(to)}${token}">Se désinscrire</a>`,
      text: `Se désinscrire : ${link(to)}${token}`,
      headers: { 'List-Unsubscribe': `<${link(to)}${token}>` },
    });
    expect(host.store.count('emails')).toBe(before);

    const two = await host.call(`${host.projectId}/email/preview`, {
      token: await admin(),
      json: { ...payload, to: [to, uniqueEmail()] },
    });
    expect(two.status).toBe(400);
    const visitor = await host.call(`${host.projectId}/email/preview`, { json: payload });
    expect(visitor.status).toBe(401);
    const user = await host.call(`${host.projectId}/email/preview`, {
      token: await host.tokenFor(USER_EMAIL),
      json: payload,
    });
    expect(user.status).toBe(403);
  });

  it('welcomes with one document: footer inside the body, one « Se désinscrire », text part, RFC 8058 headers, links to one site', async () => {
    const email = uniqueEmail('bienvenue');
    // The platform sends the welcome itself on a new address's sign-up (docs/newsletter.md#inscription).
    const signedUp = await host.call(host.docs('subscribers'), {
      json: { email, status: 'active', preferences: DEFAULT_PREFERENCES, source: 'footer' },
    });
    expect(signedUp.status).toBe(200);
    const [stored] = host.store
      .list('emails', { filter: { message: 'newsletter-welcome' } })
      .filter((sent) => JSON.stringify(sent.to).includes(email));
    const welcome = outbox(String(stored?._id));
    const html = welcome.html ?? '';
    expect(html).toMatch(/^<!doctype html>\n<html lang="fr">/);
    expect(html).toMatch(/<\/body>\n<\/html>$/);
    expect(html.split('Se désinscrire')).toHaveLength(2);
    const token = await tokenOf(email);
    const unsubscribe = `/unsubscribe?email=${encodeURIComponent(email)}&token=${token}`;
    expect(welcome.text).toContain(unsubscribe);
    expect(welcome.headers).toEqual({
      'List-Unsubscribe': expect.stringContaining(
        `/subscribers/unsubscribe?email=${encodeURIComponent(email)}&token=${token}>`,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const links = [...html.matchAll(/href="(https?:[^"]*)"/g)].map(
      (m) => new URL(m[1]!.replaceAll('&amp;', '&')),
    );
    expect(new Set(links.map((url) => url.origin)).size).toBe(1);
    expect(links.map((url) => url.pathname)).toContain('/portfolio');
    expect(html).not.toMatch(/\{siteUrl\}|\{\{/);
  });
});
