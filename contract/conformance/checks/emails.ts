import { randomUUID } from 'node:crypto';
import { failed, ok, type Finding } from '../report';
import { describeSeen, platformCall, type Target } from '../platformCall';
import { idOf, removeDocuments, removeEmailsOf } from './cleanup';
import { expectAnswer, runId } from './expect';

/** The site's e-mails a visitor may ask for, once each (docs/platform.md#envois-des-visiteurs). */
export async function siteEmailChecks(target: Target): Promise<Finding[]> {
  const request = {
    name: `Conformité ${runId()}`,
    email: 'conformite@example.com',
    subject: 'Vérification de la plateforme',
    message: 'Demande de vérification, à supprimer.',
  };
  const created = await platformCall(target, '{p}/messages/documents', {
    json: request,
    headers: { 'Idempotency-Key': randomUUID() },
  });
  const id = idOf(created.data);
  if (!id) return [failed('email/send (e-mail du site)', describeSeen(created))];
  const named = { message: 'quote-notification', documentId: id };
  const first = await platformCall(target, '{p}/email/send', { json: named });
  const second = await platformCall(target, '{p}/email/send', { json: named });
  const relay = await platformCall(target, '{p}/email/send', {
    json: { to: 'conformite@example.com', subject: 'Relais', text: 'Relais ouvert ?' },
  });
  await removeEmailsOf(target, { documentId: id });
  await removeDocuments(target, 'messages', [id]);
  return [
    expectAnswer('email/send (e-mail du site)', first, { status: 200 }),
    expectAnswer('e-mail du site : une fois', second, { status: 409, reason: 'already_sent' }),
    expectAnswer('email/send : pas de relais', relay, { status: 403, reason: 'forbidden' }),
  ];
}

export async function emailPreviewCheck(target: Target): Promise<Finding[]> {
  const preview = await platformCall(target, '{p}/email/preview', {
    json: { to: 'conformite@example.com', subject: 'Aperçu', html: '<p>Aperçu</p>' },
    as: 'admin',
  });
  return [expectAnswer('email/preview', preview, { status: 200 })];
}

/**
 * The one-click unsubscribe (docs/newsletter.md#désinscription-en-un-clic): an address of its own, its token read
 * from the e-mail the platform personalised (`{{unsubscribeToken}}`), then the unsigned POST of a mail provider.
 */
export async function oneClickChecks(target: Target): Promise<Finding[]> {
  const subject = 'subscribers/unsubscribe (un clic)';
  const email = `conformite+${runId()}@example.com`;
  const subscriber = await platformCall(target, '{p}/subscribers/documents', {
    json: { email, source: 'admin' },
    as: 'admin',
  });
  const id = idOf(subscriber.data);
  await platformCall(target, '{p}/email/send', {
    json: { to: email, subject: 'Jeton', html: '<p>jeton:{{unsubscribeToken}}:fin</p>' },
    as: 'admin',
  });
  const sent = await platformCall(target, '{p}/emails/documents/list', {
    json: { filter: { to: email } },
    as: 'admin',
  });
  const html = Array.isArray(sent.data)
    ? String((sent.data[0] as { html?: unknown } | undefined)?.html ?? '')
    : '';
  const token = /jeton:([^:<]+):fin/.exec(html)?.[1] ?? '';
  const post = (withToken: string) =>
    platformCall(
      target,
      `{p}/subscribers/unsubscribe?email=${encodeURIComponent(email)}&token=${encodeURIComponent(withToken)}`,
      {
        raw: 'List-Unsubscribe=One-Click',
        unsigned: true,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    );
  const forged = await post(`${token}x`);
  const unsubscribed = await post(token);
  const after = id
    ? await platformCall(target, `{p}/subscribers/documents/${id}`, { method: 'GET', as: 'admin' })
    : undefined;
  await removeEmailsOf(target, { to: email });
  if (id) await removeDocuments(target, 'subscribers', [id]);
  const status = (after?.data as { status?: unknown } | undefined)?.status;
  const done = expectAnswer(subject, unsubscribed, { status: 200 });
  return [
    done.outcome === 'ok' && status !== 'unsubscribed'
      ? failed(subject, `${describeSeen(unsubscribed)}, abonné encore « ${String(status)} »`)
      : done.outcome === 'ok'
        ? ok(subject, `${describeSeen(unsubscribed)}, abonné désinscrit`)
        : done,
    expectAnswer('un clic : jeton faux', forged, { status: 403, reason: 'subscriber_token_invalid' }),
  ];
}
