import { describe, expect, it } from 'vitest';
import type { Message } from '@shared/domain/messages';
import { MIN_HUMAN_FILL_MS } from '../../site/src/forms/contact/botCheck';
import { adminClient } from '../api';
import { ENGINES } from './driver';
import { openPage } from './open';
import { byText, chooseCookiesBefore, openReady, textShown } from './site';

/** A question asked in the chat reaches the inbox (e2e/chat.e2e.ts has the whole flow), in Firefox ESR and WebKitGTK. */
const LAUNCHER = 'button[popovertarget="chat-panel"]:not([popovertargetaction])';
const CONTACT = 'form:has(#chat-panel-name)';

describe.each(ENGINES)('the chat in %s', (engine) => {
  it('takes a question, asks for a way to answer, and the question reaches the inbox', async () => {
    const tag = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const email = `lucie.${tag}@example.org`;
    const question = `Isolez-vous les combles perdus ? (réf. ${tag})`;
    const page = await openPage(engine);
    await chooseCookiesBefore(page);
    await openReady(page, '/services');
    await page.click(LAUNCHER);
    await page.waitFor(() => document.getElementById('chat-panel')?.matches(':popover-open'), null);
    await page.fill('#chat-panel-input', question);
    await page.click(await byText(page, '#chat-panel button', 'Envoyer'));
    await textShown(page, 'Un de nos experts vous répondra très rapidement.');
    await page.fill(`${CONTACT} #chat-panel-name`, `Lucie Morel ${tag}`);
    await page.fill(`${CONTACT} #chat-panel-email`, email);
    // The same bot guard as the quote form: a person takes at least 3 s.
    await page.waitFor((minimum) => Date.now() - performance.timeOrigin >= minimum + 100, MIN_HUMAN_FILL_MS);
    await page.click(`${CONTACT} button[type="submit"]`);
    await textShown(page, 'Votre question est transmise à nos experts');

    const stored = (await (await adminClient()).find<Message>('messages', { filter: { email } })).list;
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ source: 'chat', page: '/services', message: question });
    expect(await page.pageErrors()).toEqual([]);
  });
});
