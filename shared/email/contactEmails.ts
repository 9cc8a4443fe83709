import { DEFAULT_COMPANY, type CompanyInfo } from '@shared/domain/company';
import { EMAIL_POLICY } from '@shared/domain/preferences';
import { formatFrenchDateTime } from './date';
import { escapeHtml, escapeMultiline } from './escape';
import { companyFooterText, detailRow, emailLayout, EMAIL_COLORS, type BuiltEmail } from './layout';

/** What the contact emails read: the form's values, `service` being the project type. */
export interface ContactEmailRequest {
  name: string;
  email: string;
  company?: string;
  phone?: string;
  service?: string;
  message: string;
  /** Reception date (ISO string or Date); now when absent. */
  date?: string | Date;
  dataProcessingConsent?: boolean;
  marketingConsent?: boolean;
}

const NO_SERVICE = 'Service non spécifié';

const serviceOf = (req: ContactEmailRequest): string => req.service?.trim() || NO_SERVICE;

function consentLines(req: ContactEmailRequest): string[] {
  const lines: string[] = [];
  if (req.dataProcessingConsent !== undefined) {
    lines.push(`Consentement au traitement des données : ${req.dataProcessingConsent ? 'oui' : 'non'}`);
  }
  if (req.marketingConsent !== undefined) {
    lines.push(`Consentement aux communications commerciales : ${req.marketingConsent ? 'oui' : 'non'}`);
  }
  return lines;
}

const quoteBlock = (messageHtml: string): string =>
  `<div style="margin:8px 0 0;padding:14px 16px;background:${EMAIL_COLORS.background};border-left:4px solid ${EMAIL_COLORS.wood};border-radius:4px;">${messageHtml}</div>`;

/** The notification sent to the company for a new quote request; reply-to is the visitor. */
export function contactNotificationEmail(req: ContactEmailRequest): BuiltEmail {
  const service = serviceOf(req);
  const received = formatFrenchDateTime(req.date ?? new Date());
  const company = req.company?.trim();
  const phone = req.phone?.trim();
  const consents = consentLines(req);

  const rows = [
    detailRow('Nom', escapeHtml(req.name)),
    detailRow(
      'E-mail',
      `<a href="mailto:${escapeHtml(req.email)}" style="color:${EMAIL_COLORS.green};">${escapeHtml(req.email)}</a>`,
    ),
    company ? detailRow('Entreprise', escapeHtml(company)) : '',
    phone ? detailRow('Téléphone', escapeHtml(phone)) : '',
    detailRow('Service', escapeHtml(service)),
  ].join('');

  const html = emailLayout(
    'Nouvelle demande de contact',
    `<p style="margin:0 0 16px;">Une nouvelle demande a été envoyée depuis le formulaire de contact du site.</p>
<table role="presentation" style="border-collapse:collapse;border-spacing:0;font-size:15px;">${rows}</table>
<h2 style="margin:20px 0 4px;font-size:16px;">Message</h2>
${quoteBlock(escapeMultiline(req.message))}
${consents.map((line) => `<p style="margin:12px 0 0;font-size:14px;">${escapeHtml(line)}</p>`).join('\n')}
<p style="margin:20px 0 0;color:${EMAIL_COLORS.muted};font-size:13px;">Reçu le ${escapeHtml(received)}. Répondez directement à cet e-mail pour écrire à ${escapeHtml(req.name)}.</p>`,
  );

  const text = [
    'Nouvelle demande de contact',
    '',
    `Nom : ${req.name}`,
    `E-mail : ${req.email}`,
    ...(company ? [`Entreprise : ${company}`] : []),
    ...(phone ? [`Téléphone : ${phone}`] : []),
    `Service : ${service}`,
    '',
    'Message :',
    req.message,
    ...(consents.length ? ['', ...consents] : []),
    '',
    `Reçu le ${received}`,
    '',
    '--',
    companyFooterText(),
  ].join('\n');

  return { subject: `Nouvelle demande de contact - ${service}`, html, text };
}

/** The acknowledgement sent to the visitor, promising an answer within 24 hours. */
export function contactConfirmationEmail(
  req: ContactEmailRequest,
  company: CompanyInfo = DEFAULT_COMPANY,
): BuiltEmail {
  const service = serviceOf(req);
  const hours = EMAIL_POLICY.confirmationReplyHours;
  const html = emailLayout(
    'Nous avons bien reçu votre demande',
    `<p style="margin:0 0 12px;">Bonjour ${escapeHtml(req.name)},</p>
<p style="margin:0 0 12px;">Merci pour votre demande concernant : <strong>${escapeHtml(service)}</strong>. Notre équipe l’étudie et vous répondra dans un délai de ${hours} heures.</p>
<p style="margin:0 0 4px;">Pour rappel, voici votre message :</p>
${quoteBlock(escapeMultiline(req.message))}
<p style="margin:16px 0 0;">Pour toute question urgente, appelez-nous au ${escapeHtml(company.phone)}.</p>
<p style="margin:16px 0 0;">Bien cordialement,<br />L’équipe ${escapeHtml(company.name)}</p>`,
    { company },
  );
  const text = [
    `Bonjour ${req.name},`,
    '',
    `Merci pour votre demande concernant : ${service}. Notre équipe l’étudie et vous répondra dans un délai de ${hours} heures.`,
    '',
    'Pour rappel, voici votre message :',
    req.message,
    '',
    `Pour toute question urgente, appelez-nous au ${company.phone}.`,
    '',
    'Bien cordialement,',
    `L’équipe ${company.name}`,
    '',
    '--',
    companyFooterText(company),
  ].join('\n');
  return { subject: `Confirmation de réception - ${service}`, html, text };
}
