import { describe, expect, it } from 'vitest';
import { hasControlCharacter } from '@shared/domain/document';
import { ADMIN_EMAIL, HOST_KINDS, useHost } from './hosts';
import { chatQuestion, sampleDoc, uniqueEmail } from './samples';

type Doc = Record<string, unknown> & { _id: string };

const SMUGGLED = 'Devis\r\nBcc: x@example.org';
const REFUSAL = /Ni retour à la ligne ni caractère de contrôle dans un en-tête d’e-mail/;

/**
 * No line break in any header, on any path (docs/security.md#en-têtes-des-e-mails): every subject, name and sender
 * name is refused with `\r\n` at its collection's schema and at `email/send`, visitor and administrator alike, on both
 * hosts; and no e-mail of the outbox ever has a control character in a header.
 */
describe.each(HOST_KINDS)('e-mail headers on %s', (kind) => {
  const host = useHost(kind);
  const admin = () => host.tokenFor(ADMIN_EMAIL);
  const quote = () => sampleDoc('messages');
  const question = () => ({ ...chatQuestion(), source: 'chat' });

  const headersOf = (documentIds: readonly string[]) =>
    host.store
      .list('emails')
      .filter((email) => documentIds.includes(String(email.documentId)))
      .flatMap((email) => [
        String(email.subject ?? ''),
        String(email.fromName ?? ''),
        ...((email.to as string[] | undefined) ?? []),
        ...((email.replyTo as string[] | undefined) ?? []),
        ...Object.values((email.headers as Record<string, string> | undefined) ?? {}),
      ]);

  it.each([
    ['messages', 'name', quote],
    ['messages', 'subject', quote],
    ['messages', 'company', quote],
    ['messages', 'name', question],
    ['reviews', 'name', () => sampleDoc('reviews')],
  ])('refuses a visitor’s %s.%s with a line break (400, in French)', async (entity, field, body) => {
    const answer = await host.call(host.docs(entity), { json: { ...body(), [field]: SMUGGLED } });
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(REFUSAL);
  });

  it.each([
    ['messages', 'name'],
    ['messages', 'subject'],
    ['templates', 'name'],
    ['templates', 'subject'],
    ['campaigns', 'name'],
    ['campaigns', 'subject'],
    ['reviews', 'name'],
  ])('refuses an administrator’s %s.%s with a line break, created or updated', async (entity, field) => {
    const token = await admin();
    const created = await host.call(host.docs(entity), {
      json: { ...sampleDoc(entity as 'messages'), [field]: SMUGGLED },
      token,
    });
    expect(created.status).toBe(400);
    expect(created.message).toMatch(REFUSAL);
    const { data: doc } = await host.call<Doc>(host.docs(entity), {
      json: sampleDoc(entity as 'messages'),
      token,
    });
    const updated = await host.call(host.docs(entity), {
      method: 'PUT',
      json: { filter: { _id: doc._id }, update: { [field]: 'Devis\nBcc: x@example.org' } },
      token,
    });
    expect(updated.status).toBe(400);
  });

  it('refuses a reply whose subject has a line break, and an administrator’s e-mail with one in its subject or sender', async () => {
    const token = await admin();
    const { data: doc } = await host.call<Doc>(host.docs('messages'), { json: quote(), token });
    const reply = {
      subject: SMUGGLED,
      message: 'Bonjour',
      sentAt: new Date().toISOString(),
      sentBy: ADMIN_EMAIL,
    };
    const replied = await host.call(host.docs('messages'), {
      method: 'PUT',
      json: { filter: { _id: doc._id }, update: { replies: [reply] } },
      token,
    });
    expect(replied.status).toBe(400);
    for (const field of ['subject', 'fromName']) {
      const sent = await host.call(`${host.projectId}/email/send`, {
        json: { to: uniqueEmail(), subject: 'Bonjour', text: 'Texte', [field]: SMUGGLED },
        token,
      });
      expect(sent.status, field).toBe(400);
      expect(sent.message).toMatch(REFUSAL);
    }
  });

  it('sends no e-mail with a line break in a header for a quote or a chat question with \\r\\n in every field', async () => {
    const stored: string[] = [];
    for (const base of [quote(), question()]) {
      const fields = Object.keys(base).filter((key) => typeof base[key as keyof typeof base] === 'string');
      for (const field of fields) {
        const value = String(base[field as keyof typeof base]);
        const body = { ...base, email: uniqueEmail(), [field]: `${value}\r\nBcc: x@example.org` };
        const created = await host.call<Doc>(host.docs('messages'), { json: body });
        if (created.status !== 200) {
          expect(created.status, field).toBe(400);
          continue;
        }
        stored.push(created.data._id);
        for (const message of ['quote-notification', 'quote-confirmation']) {
          await host.call(`${host.projectId}/email/send`, {
            json: { message, documentId: created.data._id },
          });
        }
      }
    }
    const headers = headersOf(stored);
    expect(headers.length).toBeGreaterThan(0);
    for (const value of headers) expect(hasControlCharacter(value), value).toBe(false);
  });
});
