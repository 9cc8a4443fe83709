import { DEFAULT_COMPANY, type CompanyInfo } from '@shared/domain/company';
import { deName } from '@shared/text/elision';
import { appendToBody, hasUnsubscribeLink, htmlDocument } from './document';
import { escapeHtml } from './escape';
import { htmlToText } from './htmlToText';
import { EMAIL_COLORS, type BuiltEmail } from './layout';
import { fillPlaceholders, subscriberValues } from './placeholders';
import { subscriptionLink, subscriptionLinksHtml } from './welcomeNewsletterEmail';

export interface WelcomeTemplateInput {
  /** The back-office's « E-mail de bienvenue » template, placeholders unfilled. */
  template: { subject: string; content: string };
  email: string;
  /** Public address of the site, without trailing slash: the links lead there. */
  siteUrl: string;
  company?: CompanyInfo;
  now?: Date;
}

/** Line breaks and control characters of a subject would be headers of their own: they become spaces. */
const oneLine = (subject: string) =>
  [...subject]
    .map((char) => (char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A subscriber's welcome e-mail written from the back-office's welcome template (docs/newsletter.md#e-mail-de-bienvenue):
 * its placeholders filled for this person, then a footer with the person's preferences link — and the unsubscribe
 * link when the template has no `{unsubscribeUrl}` — so the e-mail always has both. Links carry
 * `{{unsubscribeToken}}`, for the platform to fill. Null for a template with a blank subject or content.
 */
export function welcomeTemplateEmail({
  template,
  email,
  siteUrl,
  company = DEFAULT_COMPANY,
  now = new Date(),
}: WelcomeTemplateInput): BuiltEmail | null {
  const values = subscriberValues({ siteUrl, email, now });
  const subject = oneLine(fillPlaceholders(template.subject, values));
  if (!subject || !template.content.trim()) return null;
  const links = subscriptionLinksHtml(
    subscriptionLink(siteUrl, 'email-preferences', email),
    hasUnsubscribeLink(template.content) ? undefined : values.unsubscribeUrl,
  );
  const footer = `<p style="margin:16px auto;max-width:600px;padding:0 12px;font-family:Arial,sans-serif;font-size:12px;line-height:1.5;color:${EMAIL_COLORS.muted};text-align:center;">Vous recevez cet e-mail car l’adresse ${escapeHtml(email)} est inscrite à la newsletter ${escapeHtml(deName(company.name))}.<br />${links}</p>`;
  // One document (docs/newsletter.md#e-mails-bien-formés), the footer at the end of its body.
  const html = appendToBody(htmlDocument(fillPlaceholders(template.content, values, true), subject), footer);
  return { subject, html, text: htmlToText(html) };
}
