import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../handlers/rateLimit';
import { ADMIN_EMAIL, HOST_KINDS, useHost } from './hosts';
import { sampleDoc, uniqueEmail } from './samples';

type Doc = Record<string, unknown> & { _id: string };

const FLOOD_MESSAGE =
  /^Trop de demandes en peu de temps\. Veuillez réessayer dans (une|\d+) (minute|heure)s?\.$/;
const RECIPIENTS_MESSAGE =
  /^Trop d’adresses e-mail différentes depuis cette connexion aujourd’hui : aucun autre e-mail ne leur sera envoyé\. Veuillez réessayer dans (une|\d+) (minute|heure)s?\.$/;
const message = () => ({ ...sampleDoc('messages'), email: uniqueEmail('devis') });

/** The site's e-mails a visitor asks for (`email/send`) count against the visitor limits too (docs/security.md#limites). */
describe.each(HOST_KINDS)('rate limits of visitor e-mails on %s', (kind) => {
  describe('with the default table', () => {
    const host = useHost(kind, { rateLimits: DEFAULT_RATE_LIMITS });

    it('lets 20 real quote requests from one office through in an hour, notified and flagged; confirms 5 addresses a day', async () => {
      const confirmations: number[] = [];
      for (let i = 0; i < 20; i++) {
        const created = await host.call<Doc>(host.docs('messages'), { json: message() });
        expect(created.status).toBe(200);
        const ask = (email: string) =>
          host.call(`${host.projectId}/email/send`, {
            json: { message: email, documentId: created.data._id },
          });
        expect((await ask('quote-notification')).status).toBe(200);
        const confirmation = await ask('quote-confirmation');
        confirmations.push(confirmation.status);
        if (confirmation.status === 429) {
          expect(confirmation).toMatchObject({
            message: expect.stringMatching(RECIPIENTS_MESSAGE),
            data: { reason: 'rate_limited', scope: 'recipients' },
          });
        }
        const flagged = await host.call(host.docs('messages'), {
          method: 'PUT',
          json: {
            filter: { _id: created.data._id },
            update: { notificationStatus: 'sent' },
            token: created.data.ownerToken,
          },
        });
        expect(flagged.status).toBe(200);
      }
      // Distinct addresses one client has the site write to (docs/security.md#e-mails-du-site).
      expect(confirmations).toEqual([...Array<number>(5).fill(200), ...Array<number>(15).fill(429)]);
    });
  });

  describe('with a small budget, to reach it quickly', () => {
    const host = useHost(kind, { rateLimits: { email: { client: { max: 2, windowMs: 3_600_000 } } } });
    const ask = (message: string, documentId: string) =>
      host.call(`${host.projectId}/email/send`, { json: { message, documentId } });

    it('refuses a confirmation past the budget with 429 and Retry-After, never the company’s notification', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) {
        ids.push((await host.call<Doc>(host.docs('messages'), { json: message() })).data._id);
      }
      const [first = '', second = '', third = ''] = ids;
      expect((await ask('quote-confirmation', first)).status).toBe(200);
      expect((await ask('quote-confirmation', second)).status).toBe(200);
      const cut = await ask('quote-confirmation', third);
      expect(cut).toMatchObject({
        status: 429,
        code: 429,
        data: { reason: 'rate_limited', scope: 'client' },
      });
      expect(cut.message).toMatch(FLOOD_MESSAGE);
      expect(Number(cut.headers.get('retry-after'))).toBeGreaterThan(0);
      for (const id of ids) expect((await ask('quote-notification', id)).status).toBe(200);
    });

    it('never limits an administrator’s e-mails', async () => {
      const token = await host.tokenFor(ADMIN_EMAIL);
      for (let i = 0; i < 5; i++) {
        const sent = await host.call(`${host.projectId}/email/send`, {
          json: { to: 'client@example.net', subject: 'Suivi', html: '<p>Bonjour</p>', text: 'Bonjour' },
          token,
        });
        expect(sent.status).toBe(200);
      }
    });
  });
});
