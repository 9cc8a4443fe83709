import { describe, expect, it } from 'vitest';
import type { Message } from '@shared/domain/messages';
import { adminClient, visitorClient } from '../api';
import { uniqueRequest } from '../flows';
import { ENGINES } from './driver';
import { openPage } from './open';
import { byText, textShown } from './site';

/**
 * The back-office in Firefox ESR and WebKitGTK: the redirect sign-in (the emulator's page, in the tab), the inbox
 * and a reply (e2e/errors.e2e.ts and e2e/inbox.e2e.ts have the whole flows).
 */
const DIALOG = '[role="dialog"]';

describe.each(ENGINES)('the back-office in %s', (engine) => {
  it('signs in through the redirect, lands on the message asked for and answers it', async () => {
    const request = uniqueRequest();
    const created = await visitorClient().create<Message>('messages', { ...request });
    const page = await openPage(engine);
    await page.goto(`/admin/messages/${created._id}`);
    await page.waitFor(() => location.pathname === '/admin/login', null);
    await page.click(await byText(page, 'button', 'Se connecter dans cette page'));
    await page.waitFor(() => location.pathname === '/auth/sign-in', null);
    await page.fill('#email', 'admin@example.com');
    await page.click('#submit');
    await page.waitFor((path) => location.pathname === path, `/admin/messages/${created._id}`);
    await textShown(page, 'Messages & Contacts');
    await textShown(page, request.subject);

    await page.click(await byText(page, 'article button', 'Répondre'));
    const answer = 'Bonjour Camille, nous passons mardi à 10 h.';
    await page.fill(`${DIALOG} textarea[placeholder="Votre réponse..."]`, answer);
    await page.click(await byText(page, `${DIALOG} button`, 'Envoyer'));
    await textShown(page, 'Réponse envoyée avec succès !');
    const [stored] = (
      await (await adminClient()).find<Message>('messages', { filter: { email: request.email } })
    ).list;
    expect(stored?.replies?.map((reply) => [reply.message, reply.sentBy])).toEqual([
      [answer, 'admin@example.com'],
    ]);
    expect(await page.pageErrors()).toEqual([]);
  });
});
