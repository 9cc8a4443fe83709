import { DEFAULT_COMPANY, type CompanyInfo } from '@shared/domain/company';
import { deName } from '@shared/text/elision';
import { escapeHtml } from './escape';
import { button, companyFooterText, emailLayout, type BuiltEmail } from './layout';
import { subscriptionLink } from './welcomeNewsletterEmail';

export interface NewsletterConfirmationInput {
  email: string;
  /** Address of the site the sign-up came from, without trailing slash. */
  siteUrl: string;
  company?: CompanyInfo;
}

/**
 * Sent when an address that had unsubscribed is entered again in a sign-up form: nothing changes until its owner
 * follows the link, which opens the preferences page with the address's token (docs/newsletter.md#réinscription).
 */
export function newsletterConfirmationEmail({
  email,
  siteUrl,
  company = DEFAULT_COMPANY,
}: NewsletterConfirmationInput): BuiltEmail {
  const confirmUrl = subscriptionLink(siteUrl, 'email-preferences', email);
  const html = emailLayout(
    'Confirmez votre réinscription',
    `<p style="margin:0 0 12px;">Bonjour,</p>
<p style="margin:0 0 12px;">Une demande d’inscription à la newsletter ${escapeHtml(deName(company.name))} a été faite avec l’adresse <strong>${escapeHtml(email)}</strong>, qui s’était désinscrite.</p>
<p style="margin:0 0 20px;">Pour recevoir de nouveau nos e-mails, ouvrez ce lien puis choisissez « Confirmer ma réinscription » :</p>
<p style="margin:0 0 20px;">${button(confirmUrl, 'Confirmer ma réinscription')}</p>
<p style="margin:0;">Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : vous ne recevrez rien d’autre.</p>`,
    { company },
  );
  const text = [
    'Bonjour,',
    '',
    `Une demande d’inscription à la newsletter ${deName(company.name)} a été faite avec l’adresse ${email}, qui s’était désinscrite.`,
    '',
    'Pour recevoir de nouveau nos e-mails, ouvrez ce lien puis choisissez « Confirmer ma réinscription » :',
    confirmUrl,
    '',
    'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : vous ne recevrez rien d’autre.',
    '',
    '--',
    companyFooterText(company),
  ].join('\n');
  return { subject: `Confirmez votre réinscription à la newsletter ${deName(company.name)}`, html, text };
}
