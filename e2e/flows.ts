import type { Page } from 'playwright-core';
import { SESSION_STORAGE_KEYS } from '@shared/auth/sessionKeys';
import { MIN_HUMAN_FILL_MS } from '../site/src/forms/contact/botCheck';

export interface QuoteRequest {
  name: string;
  email: string;
  phone: string;
  postalCode: string;
  subject: string;
  message: string;
  company?: string;
}

export const uniqueRequest = (overrides: Partial<QuoteRequest> = {}): QuoteRequest => {
  const tag = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return {
    name: `Camille Martin ${tag}`,
    email: `camille.${tag}@example.org`,
    phone: '06 12 34 56 78',
    postalCode: '76600',
    subject: 'Ossature bois',
    message: `Bonjour,\nJe souhaite agrandir ma maison (réf. ${tag}).`,
    ...overrides,
  };
};

/** Fills the quote form on /contact (already open) like a person would. */
export async function fillQuoteForm(page: Page, request: QuoteRequest): Promise<void> {
  const form = page.locator('form', { has: page.getByLabel(/code postal/i) });
  await form.getByLabel(/^nom/i).fill(request.name);
  await form.getByLabel(/^e-?mail/i).fill(request.email);
  if (request.company) await form.getByLabel(/entreprise/i).fill(request.company);
  await form.getByLabel(/téléphone/i).fill(request.phone);
  await form.getByLabel(/code postal/i).fill(request.postalCode);
  await form.getByLabel(/type de projet/i).selectOption(request.subject);
  await form.getByLabel(/^message/i).fill(request.message);
}

/**
 * The form refuses submissions made less than 3 s after the page was shown (bot guard, counted from the navigation:
 * site/src/forms/contact/botCheck.ts): waits until the page itself has been shown that long, so the time the test
 * spent filling the form counts, as a person's would.
 */
export const waitHumanFillTime = (page: Page) =>
  page.waitForFunction((minimum) => Date.now() - performance.timeOrigin >= minimum + 100, MIN_HUMAN_FILL_MS, {
    polling: 100,
  });

/** Sends a quote request from /contact like a person would, until the form confirms it. */
export async function sendQuoteRequest(page: Page, request: QuoteRequest): Promise<void> {
  await page.goto('/contact');
  await fillQuoteForm(page, request);
  await waitHumanFillTime(page);
  await page.getByRole('button', { name: /envoyer/i }).click();
  await page.getByText('Message envoyé !').waitFor();
}

/** Signs in through the sign-in emulator's pop-up from the back-office login screen. */
export async function signInThroughPopup(page: Page, email: string): Promise<void> {
  await page.goto('/admin');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Se connecter', exact: true }).click(),
  ]);
  await popup.waitForLoadState('domcontentloaded');
  await popup.getByLabel(/e-mail/i).fill(email);
  await Promise.all([
    popup.waitForEvent('close'),
    popup.getByRole('button', { name: 'Se connecter' }).click(),
  ]);
  // The pop-up closes before the page has stored the session: wait for it, so the next navigation is signed in.
  await page.waitForFunction((key) => !!window.localStorage.getItem(key), SESSION_STORAGE_KEYS.token);
}
