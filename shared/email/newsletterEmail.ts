import { PREFERENCE_TITLES, type PreferenceKey } from '@shared/domain/preferences';
import type { EmailHeaders } from '@shared/domain/emails';
import { appendToBody, hasUnsubscribeLink, htmlDocument } from './document';
import { escapeHtml } from './escape';
import { htmlToText } from './htmlToText';
import { EMAIL_COLORS } from './layout';
import { fillPlaceholders, subscriberValues } from './placeholders';
import {
  subscriptionLink,
  subscriptionLinksHtml,
  UNSUBSCRIBE_TOKEN_PLACEHOLDER,
} from './welcomeNewsletterEmail';

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
  /** The plain-text part, written from the HTML with its links spelt out. */
  text: string;
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
 * One subscriber's copy of a campaign (docs/newsletter.md#e-mails-bien-formés): the campaign's subject and HTML,
 * placeholders filled for the person (docs/newsletter.md#champs-des-modèles), as one HTML document whose body ends
 * with a footer holding the person's own preferences link — and « Se désinscrire » unless the campaign has its own
 * (the page asks for confirmation, so link scanners unsubscribe nobody) —, a text part written from that HTML, and
 * the `List-Unsubscribe` headers that let a mailbox provider unsubscribe in one click.
 */
export function newsletterEmail(input: NewsletterEmailInput): NewsletterEmail {
  const { subject, html } = newsletterHtml(input);
  return {
    subject,
    html,
    text: htmlToText(html),
    headers: listUnsubscribeHeaders(input.apiUrl, input.projectId, input.email),
  };
}

/** The subject and HTML document of newsletterEmail, without the text part (written from the HTML). */
export function newsletterHtml(input: NewsletterEmailInput): { subject: string; html: string } {
  const values = subscriberValues(input);
  const preferencesUrl = subscriptionLink(input.siteUrl, 'email-preferences', input.email);
  const links = subscriptionLinksHtml(
    preferencesUrl,
    hasUnsubscribeLink(input.html) ? undefined : values.unsubscribeUrl,
  );
  const footer = `<p style="margin:16px auto;max-width:600px;padding:0 12px;font-family:Arial,sans-serif;font-size:12px;line-height:1.5;color:${EMAIL_COLORS.muted};text-align:center;">Vous recevez cet e-mail car l’adresse ${escapeHtml(input.email)} est abonnée à « ${escapeHtml(PREFERENCE_TITLES[input.topic])} ».<br />${links}</p>`;
  const subject = fillPlaceholders(input.subject, values);
  const html = appendToBody(htmlDocument(fillPlaceholders(input.html, values, true), subject), footer);
  return { subject, html };
}
