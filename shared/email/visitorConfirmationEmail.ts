import { DEFAULT_COMPANY, type CompanyInfo } from '@shared/domain/company';
import { EMAIL_POLICY } from '@shared/domain/preferences';
import { escapeHtml } from './escape';
import { companyFooterText, emailLayout, type BuiltEmail } from './layout';

/** What was asked: a quote through the form of /contact, or a question in the chat. */
export type ConfirmedRequest = 'quote' | 'chat';

const SUBJECTS: Record<ConfirmedRequest, string> = {
  quote: 'Nous avons bien reçu votre demande',
  chat: 'Nous avons bien reçu votre question',
};

/**
 * The acknowledgement sent to the address a visitor typed, which nobody has proved theirs: a fixed text of the site
 * and the company's details, never a word the visitor wrote (name, subject, message, company), so that it cannot relay
 * a stranger's text to someone else (docs/security.md#e-mails-du-site). The builder takes no visitor text at all.
 */
export function visitorConfirmationEmail(
  request: ConfirmedRequest,
  company: CompanyInfo = DEFAULT_COMPANY,
): BuiltEmail {
  const hours = EMAIL_POLICY.confirmationReplyHours;
  const subject = SUBJECTS[request];
  const thanks =
    request === 'chat'
      ? `Merci pour votre question posée dans la discussion de notre site. Un de nos experts vous répondra dans un délai de ${hours} heures.`
      : `Merci pour votre demande envoyée depuis notre site. Notre équipe l’étudie et vous répondra dans un délai de ${hours} heures.`;
  const notYou =
    'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : vous ne recevrez rien d’autre de notre part.';
  const urgent = `Pour toute question urgente, appelez-nous au ${company.phone}.`;
  const html = emailLayout(
    subject,
    `<p style="margin:0 0 12px;">Bonjour,</p>
<p style="margin:0 0 12px;">${escapeHtml(thanks)}</p>
<p style="margin:0 0 12px;">${escapeHtml(urgent)}</p>
<p style="margin:0 0 12px;font-size:13px;">${escapeHtml(notYou)}</p>
<p style="margin:16px 0 0;">Bien cordialement,<br />L’équipe ${escapeHtml(company.name)}</p>`,
    { company },
  );
  const text = [
    'Bonjour,',
    '',
    thanks,
    '',
    urgent,
    '',
    notYou,
    '',
    'Bien cordialement,',
    `L’équipe ${company.name}`,
    '',
    '--',
    companyFooterText(company),
  ].join('\n');
  return { subject, html, text };
}
