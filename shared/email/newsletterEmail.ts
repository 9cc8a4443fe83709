import { PREFERENCE_TITLES, type PreferenceKey } from '@shared/domain/preferences';
import type { EmailHeaders } from '@shared/domain/emails';
import { escapeHtml } from './escape';
import { fillPlaceholders, subscriberValues } from './placeholders';
import { subscriptionLink, UNSUBSCRIBE_TOKEN_PLACEHOLDER } from './welcomeNewsletterEmail';

export interface NewsletterEmailInput {
  /** The campaign's HTML; its `{placeholders}` are filled here, for this person. */
  html: string;
  subject: string;
  email: string;
  topic: PreferenceKey;
  /** Public address of the site (the origin the back-office runs on), without trailing slash. */
  siteUrl: string;
  /** Where the platform's `/lm` endpoints answer ('' base = the site's origin), without trailing slash. */
  apiUrl: string;
  projectId: string;
  /** The month of `{month}` (default: now). */
  now?: Date;
}

export interface NewsletterEmail {
  subject: string;
  html: string;
  headers: EmailHeaders;
}

/**
 * The URL of the RFC 8058 one-click unsubscribe (docs/newsletter.md#désinscription-en-un-clic). The platform fills
 * the token for the recipient, since the browser never holds the subscriber secret.
 */
export function oneClickUnsubscribeUrl(apiUrl: string, projectId: string, email: string): string {
  const base = apiUrl.replace(/\/+$/, '');
  return `${base}/lm/${encodeURIComponent(projectId)}/subscribers/unsubscribe?email=${encodeURIComponent(email)}&token=${UNSUBSCRIBE_TOKEN_PLACEHOLDER}`;
}

/** The RFC 8058 pair that lets a mailbox provider unsubscribe the recipient in one click. */
export function listUnsubscribeHeaders(apiUrl: string, projectId: string, email: string): EmailHeaders {
  return {
    'List-Unsubscribe': `<${oneClickUnsubscribeUrl(apiUrl, projectId, email)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/**
 * One subscriber's copy of a campaign: the campaign's subject and HTML, placeholders filled for the person
 * (docs/newsletter.md#champs-des-modèles), then a footer with the person's own preferences and
 * unsubscribe links (the page asks for confirmation, so link scanners unsubscribe nobody), and the
 * `List-Unsubscribe` headers that let a mailbox provider unsubscribe in one click.
 */
export function newsletterEmail(input: NewsletterEmailInput): NewsletterEmail {
  const unsubscribeUrl = subscriptionLink(input.siteUrl, 'unsubscribe', input.email);
  const preferencesUrl = subscriptionLink(input.siteUrl, 'email-preferences', input.email);
  const footer = `<p style="margin:24px 0 0;font-size:12px;color:#6b7280;font-family:Arial,sans-serif;">Vous recevez cet e-mail car l’adresse ${escapeHtml(input.email)} est abonnée à « ${escapeHtml(PREFERENCE_TITLES[input.topic])} ».<br /><a href="${escapeHtml(preferencesUrl)}">Gérer mes préférences</a> · <a href="${escapeHtml(unsubscribeUrl)}">Se désinscrire</a></p>`;
  const values = subscriberValues(input);
  return {
    subject: fillPlaceholders(input.subject, values),
    html: `${fillPlaceholders(input.html, values, true)}\n${footer}`,
    headers: listUnsubscribeHeaders(input.apiUrl, input.projectId, input.email),
  };
}
