import { htmlDocument } from './document';
import { escapeHtml } from './escape';
import { htmlToText } from './htmlToText';
import type { BuiltEmail } from './layout';
import { subscriptionLink } from './welcomeNewsletterEmail';

/**
 * The `{placeholders}` of the back-office's e-mail templates (docs/newsletter.md#champs-des-modèles), filled the same
 * way by the template preview and test send, the campaign sender and the platform's welcome e-mail.
 */
export const PLACEHOLDERS = ['firstName', 'month', 'discount', 'unsubscribeUrl', 'siteUrl'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Record<Placeholder, string>;

const MONTH = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });

/** « mars 2025 »: the month of `now` in French, in the company's time zone. */
export const frenchMonth = (now: Date = new Date()): string => MONTH.format(now);

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Sample values shown in the back-office's preview and used for a test send. */
export function sampleValues(siteUrl: string, now: Date = new Date()): PlaceholderValues {
  return {
    firstName: 'Marie',
    month: frenchMonth(now),
    discount: '30 %',
    unsubscribeUrl: `${trimSlash(siteUrl)}/unsubscribe?email=exemple%40example.com&token=exemple`,
    siteUrl: trimSlash(siteUrl),
  };
}

/**
 * One subscriber's values: no first name (a subscriber only gives an address), the current month, the person's
 * own unsubscribe link, whose `{{unsubscribeToken}}` the platform fills, and the address of the site that sends (its
 * content links, `{siteUrl}/portfolio`, lead to the same site as the personal ones). `{discount}` has no value for a subscriber:
 * it stays as written.
 */
export function subscriberValues(input: {
  siteUrl: string;
  email: string;
  now?: Date;
}): Partial<PlaceholderValues> {
  return {
    firstName: '',
    month: frenchMonth(input.now),
    unsubscribeUrl: subscriptionLink(input.siteUrl, 'unsubscribe', input.email),
    siteUrl: trimSlash(input.siteUrl),
  };
}

/** A placeholder with the spaces just before it (plain, non-breaking, or `&nbsp;` in HTML). */
const PATTERN = new RegExp(`((?:[ \\t\\u00A0\\u202F]|&nbsp;|&#160;)*)\\{(${PLACEHOLDERS.join('|')})\\}`, 'g');

/**
 * Replaces the known `{placeholders}` that have a value; in HTML the values are escaped (they may land inside an
 * attribute). An empty value takes the spaces before it along: « Bonjour {firstName}, » reads « Bonjour, ».
 */
export function fillPlaceholders(text: string, values: Partial<PlaceholderValues>, html = false): string {
  return text.replace(PATTERN, (whole, spaces: string, key: Placeholder) => {
    const value = values[key];
    if (value === undefined) return whole;
    if (value === '') return '';
    return spaces + (html ? escapeHtml(value) : value);
  });
}

export interface FilledTemplate {
  subject: string;
  html: string;
}

export const fillTemplate = (
  template: { subject: string; content: string },
  values: Partial<PlaceholderValues>,
): FilledTemplate => ({
  subject: fillPlaceholders(template.subject, values),
  html: fillPlaceholders(template.content, values, true),
});

/**
 * A template filled with `values` as an e-mail of its own (the back-office's test send): one HTML document and its
 * text part (docs/newsletter.md#e-mails-bien-formés).
 */
export function filledTemplateEmail(
  template: { subject: string; content: string },
  values: Partial<PlaceholderValues>,
): BuiltEmail {
  const filled = fillTemplate(template, values);
  const html = htmlDocument(filled.html, filled.subject);
  return { subject: filled.subject, html, text: htmlToText(html) };
}
