import { describe, expect, it, onTestFinished } from 'vitest';
import type { Message } from '@shared/domain/messages';
import { MIN_HUMAN_FILL_MS } from '../../site/src/forms/contact/botCheck';
import { adminClient } from '../api';
import { baseUrl } from '../browser';
import { uniqueRequest, type QuoteRequest } from '../flows';
import { startBlockingProxy } from './blockingProxy';
import { ENGINES, WIDTHS, type EnginePage } from './driver';
import { openPage } from './open';
import { chooseCookiesBefore, openReady, textShown } from './site';

/**
 * The quote form on /contact in Firefox ESR and WebKitGTK: sent once, and sent once after its code could not come
 * and « Réessayer » was pressed (docs/product.md#formulaire-sans-script, docs/testing.md#autres-moteurs).
 */
const FORM = '.contact-form';
const NOTICE = '[data-failure-of="contactForm"]';

async function storedRequests(email: string): Promise<Message[]> {
  return (await (await adminClient()).find<Message>('messages', { filter: { email } })).list;
}

async function fillQuoteForm(page: EnginePage, request: QuoteRequest): Promise<void> {
  await page.fill(`${FORM} [name="name"]`, request.name);
  await page.fill(`${FORM} [name="email"]`, request.email);
  await page.fill(`${FORM} [name="phone"]`, request.phone);
  await page.fill(`${FORM} [name="postalCode"]`, request.postalCode);
  await page.select(`${FORM} [name="subject"]`, request.subject);
  await page.fill(`${FORM} [name="message"]`, request.message);
}

/** The bot guard refuses a send under 3 s after the page was shown (site/src/forms/contact/botCheck.ts). */
const humanFillTimePassed = (page: EnginePage) =>
  page.waitFor((minimum) => Date.now() - performance.timeOrigin >= minimum + 100, MIN_HUMAN_FILL_MS);

describe.each(ENGINES)('the quote form in %s', (engine) => {
  it('is sent once: « Message envoyé ! » and one stored request', async () => {
    const request = uniqueRequest();
    const page = await openPage(engine, WIDTHS.phone);
    await chooseCookiesBefore(page);
    await openReady(page, '/contact');
    await fillQuoteForm(page, request);
    await humanFillTimePassed(page);
    await page.click(`${FORM} button[type="submit"]`);
    await textShown(page, 'Message envoyé !');
    expect(await storedRequests(request.email)).toHaveLength(1);
    expect(await page.pageErrors()).toEqual([]);
  });

  it('says so in French with « Réessayer » when its code cannot come, and sends once when tried again', async () => {
    const request = uniqueRequest();
    const proxy = await startBlockingProxy(baseUrl());
    onTestFinished(() => proxy.close());
    const page = await openPage(engine, WIDTHS.phone, proxy.url);
    await chooseCookiesBefore(page);
    proxy.block(true);
    await openReady(page, '/contact');
    await fillQuoteForm(page, request);
    await humanFillTimePassed(page);
    await page.click(`${FORM} button[type="submit"]`);
    await textShown(page, 'Votre demande n’a pas pu être envoyée.');
    await textShown(page, 'Réessayer');
    expect(proxy.refused().length).toBeGreaterThan(0);
    expect(await storedRequests(request.email)).toHaveLength(0);

    // The network is back; the files refused to this page stay refused to it, as a failed module import does.
    proxy.block(false);
    await page.click(`${NOTICE} [data-retry]`);
    await textShown(page, 'Message envoyé !', 30_000);
    expect(await storedRequests(request.email)).toHaveLength(1);
    // Firefox reports each module it could not load, the refused ones: any other error counts.
    const refusedFile = /\/assets\/[^/\s]+\.js/;
    expect((await page.pageErrors()).filter((error) => !refusedFile.test(error))).toEqual([]);
  });
});
