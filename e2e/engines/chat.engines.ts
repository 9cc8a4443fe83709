import { describe, expect, it, onTestFinished } from 'vitest';
import type { Message } from '@shared/domain/messages';
import { MIN_HUMAN_FILL_MS } from '../../site/src/forms/contact/botCheck';
import { adminClient } from '../api';
import { baseUrl } from '../browser';
import { startBlockingProxy } from './blockingProxy';
import { ENGINES, type EnginePage } from './driver';
import { openPage } from './open';
import { byText, chooseCookiesBefore, openReady, textShown } from './site';

/** A question asked in the chat reaches the inbox (e2e/chat.e2e.ts has the whole flow), in Firefox ESR and WebKitGTK. */
const LAUNCHER = 'button[popovertarget="chat-panel"]:not([popovertargetaction])';
const CONTACT = 'form:has(#chat-panel-name)';

const storedQuestions = async (email: string) =>
  (await (await adminClient()).find<Message>('messages', { filter: { email } })).list;

/** Opens the chat on /services, asks `question` and leaves a name and `email`, a person's 3 s later, unsent. */
async function askUpToSend(page: EnginePage, question: string, name: string, email: string) {
  await chooseCookiesBefore(page);
  await openReady(page, '/services');
  await page.click(LAUNCHER);
  await page.waitFor(() => document.getElementById('chat-panel')?.matches(':popover-open'), null);
  await page.fill('#chat-panel-input', question);
  await page.click(await byText(page, '#chat-panel button', 'Envoyer'));
  await textShown(page, 'Un de nos experts vous répondra très rapidement.');
  await page.fill(`${CONTACT} #chat-panel-name`, name);
  await page.fill(`${CONTACT} #chat-panel-email`, email);
  // The same bot guard as the quote form: a person takes at least 3 s.
  await page.waitFor((minimum) => Date.now() - performance.timeOrigin >= minimum + 100, MIN_HUMAN_FILL_MS);
}

describe.each(ENGINES)('the chat in %s', (engine) => {
  it('takes a question, asks for a way to answer, and the question reaches the inbox', async () => {
    const tag = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const email = `lucie.${tag}@example.org`;
    const question = `Isolez-vous les combles perdus ? (réf. ${tag})`;
    const page = await openPage(engine);
    await askUpToSend(page, question, `Lucie Morel ${tag}`, email);
    await page.click(`${CONTACT} button[type="submit"]`);
    await textShown(page, 'Votre question est transmise à nos experts');

    const stored = await storedQuestions(email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ source: 'chat', page: '/services', message: question });
    expect(await page.pageErrors()).toEqual([]);
  });

  it('says so when its sending code cannot come, and « Réessayer » asks the question once the network is back', async () => {
    const tag = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const email = `lucie.${tag}@example.org`;
    const proxy = await startBlockingProxy(baseUrl(), /\/chatSending-[^/]+\.js$/);
    onTestFinished(() => proxy.close());
    const page = await openPage(engine, undefined, proxy.url);
    await askUpToSend(page, `Posez-vous des pompes à chaleur ? (réf. ${tag})`, `Lucie Morel ${tag}`, email);
    proxy.block(true);
    await page.click(`${CONTACT} button[type="submit"]`);
    // The page reloads for the code a few times at most, then the chat says so, the conversation kept.
    await textShown(page, 'Votre question n’a pas pu être transmise', 30_000);
    expect(await storedQuestions(email)).toHaveLength(0);

    proxy.block(false);
    await page.click(`${CONTACT} button[type="submit"]`);
    await textShown(page, 'Votre question est transmise à nos experts', 30_000);
    expect(await storedQuestions(email)).toHaveLength(1);
    // Firefox reports each module it could not load, the refused ones: any other error counts.
    expect((await page.pageErrors()).filter((error) => !/chatSending-[^/\s]+\.js/.test(error))).toEqual([]);
  });
});
