import type { ChatLine } from '@shared/domain/chatQuestion';
import { formatFrenchDateTime } from './date';
import { escapeHtml, escapeMultiline } from './escape';
import { button, companyFooterText, detailRow, emailLayout, EMAIL_COLORS, type BuiltEmail } from './layout';

/** What the contact emails read: the form's values, `service` being the project type. */
export interface ContactEmailRequest {
  name: string;
  /** Empty for a chat question left with a telephone number only. */
  email: string;
  company?: string;
  phone?: string;
  service?: string;
  message: string;
  /** Reception date (ISO string or Date); now when absent. */
  date?: string | Date;
  dataProcessingConsent?: boolean;
  marketingConsent?: boolean;
  /** A question asked in the chat (docs/product.md#discussion): the page it was asked on and the conversation. */
  chat?: { page?: string; conversation: readonly ChatLine[] };
}

const TIME = new Intl.DateTimeFormat('fr-FR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});

/** « Visiteur (14:05) : … » / « Réponse automatique (14:05) : … », one line of the conversation. */
function chatLineText(line: ChatLine): { who: string; text: string } {
  const at = new Date(line.at);
  const time = Number.isNaN(at.getTime()) ? '' : ` (${TIME.format(at)})`;
  return { who: `${line.from === 'visitor' ? 'Visiteur' : 'Réponse automatique'}${time}`, text: line.text };
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

/** The visitor's address as a row of the company's notification, a link that writes to them. */
const emailRow = (email: string): string =>
  detailRow(
    'E-mail',
    `<a href="mailto:${escapeHtml(email)}" style="color:${EMAIL_COLORS.green};">${escapeHtml(email)}</a>`,
  );

/** The notification sent to the company for a new quote request; reply-to is the visitor. */
export function contactNotificationEmail(req: ContactEmailRequest): BuiltEmail {
  const service = serviceOf(req);
  const received = formatFrenchDateTime(req.date ?? new Date());
  const company = req.company?.trim();
  const phone = req.phone?.trim();
  const consents = consentLines(req);

  const email = req.email.trim();
  const chat = req.chat;
  const rows = [
    detailRow('Nom', escapeHtml(req.name)),
    email ? emailRow(email) : '',
    company ? detailRow('Entreprise', escapeHtml(company)) : '',
    phone ? detailRow('Téléphone', escapeHtml(phone)) : '',
    detailRow('Service', escapeHtml(service)),
    chat?.page ? detailRow('Page', escapeHtml(chat.page)) : '',
  ].join('');
  const intro = chat
    ? 'Une question a été posée dans la discussion du site. Le visiteur attend la réponse promise par la discussion.'
    : 'Une nouvelle demande a été envoyée depuis le formulaire de contact du site.';
  const answerHint = email
    ? `Répondez directement à cet e-mail pour écrire à ${req.name}.`
    : `Pas d’adresse e-mail : rappelez ${req.name} au ${phone ?? ''}.`;
  const lines = chat?.conversation.map(chatLineText) ?? [];
  const body = chat
    ? `<h2 style="margin:20px 0 4px;font-size:16px;">Conversation</h2>
${quoteBlock(lines.map((line) => `<p style="margin:0 0 8px;"><strong>${escapeHtml(line.who)} :</strong><br />${escapeMultiline(line.text)}</p>`).join(''))}`
    : `<h2 style="margin:20px 0 4px;font-size:16px;">Message</h2>
${quoteBlock(escapeMultiline(req.message))}`;

  const html = emailLayout(
    chat ? 'Nouvelle question de la discussion' : 'Nouvelle demande de contact',
    `<p style="margin:0 0 16px;">${escapeHtml(intro)}</p>
<table role="presentation" style="border-collapse:collapse;border-spacing:0;font-size:15px;">${rows}</table>
${body}
${consents.map((line) => `<p style="margin:12px 0 0;font-size:14px;">${escapeHtml(line)}</p>`).join('\n')}
<p style="margin:20px 0 0;color:${EMAIL_COLORS.muted};font-size:13px;">Reçu le ${escapeHtml(received)}. ${escapeHtml(answerHint)}</p>`,
  );

  const text = [
    chat ? 'Nouvelle question de la discussion' : 'Nouvelle demande de contact',
    '',
    ...(chat ? [intro, ''] : []),
    `Nom : ${req.name}`,
    ...(email ? [`E-mail : ${email}`] : []),
    ...(company ? [`Entreprise : ${company}`] : []),
    ...(phone ? [`Téléphone : ${phone}`] : []),
    `Service : ${service}`,
    ...(chat?.page ? [`Page : ${chat.page}`] : []),
    '',
    ...(chat
      ? ['Conversation :', ...lines.flatMap((line) => [`${line.who} :`, line.text, ''])]
      : ['Message :', req.message]),
    ...(consents.length ? ['', ...consents] : []),
    '',
    `Reçu le ${received}. ${answerHint}`,
    '',
    '--',
    companyFooterText(),
  ].join('\n');

  return { subject: `Nouvelle demande de contact - ${service}`, html, text };
}

/** A later question of a chat conversation already sent: the question, and where the conversation is. */
export interface ChatFollowUpEmailRequest {
  name: string;
  email: string;
  phone?: string;
  page?: string;
  /** The question just added, the last line of the conversation. */
  question: ChatLine;
  /** The message in the back-office, where the whole conversation is. */
  link: string;
}

/**
 * The company's notification of a later question in a chat conversation (docs/product.md#une-conversation-un-message):
 * one per question added, with that question only and a link to the whole conversation in the back-office, so that
 * 60 questions do not send the conversation 60 times. The visitor gets no new confirmation. Reply-to is the visitor.
 */
export function chatFollowUpNotificationEmail(req: ChatFollowUpEmailRequest): BuiltEmail {
  const email = req.email.trim();
  const phone = req.phone?.trim();
  const title = 'Nouvelle question dans la discussion';
  const intro =
    'Le visiteur a posé une nouvelle question dans une discussion déjà transmise : elle s’ajoute à la conversation du même message de la boîte de réception.';
  const answerHint = email
    ? `Répondez directement à cet e-mail pour écrire à ${req.name}.`
    : `Pas d’adresse e-mail : rappelez ${req.name} au ${phone ?? ''}.`;
  const question = chatLineText(req.question);
  const rows = [
    detailRow('Nom', escapeHtml(req.name)),
    email ? emailRow(email) : '',
    phone ? detailRow('Téléphone', escapeHtml(phone)) : '',
    req.page ? detailRow('Page', escapeHtml(req.page)) : '',
  ].join('');
  const html = emailLayout(
    title,
    `<p style="margin:0 0 16px;">${escapeHtml(intro)}</p>
<table role="presentation" style="border-collapse:collapse;border-spacing:0;font-size:15px;">${rows}</table>
<h2 style="margin:20px 0 4px;font-size:16px;">Nouvelle question</h2>
${quoteBlock(`<p style="margin:0;"><strong>${escapeHtml(question.who)} :</strong><br />${escapeMultiline(question.text)}</p>`)}
<p style="margin:20px 0 0;">${button(req.link, 'Voir toute la conversation')}</p>
<p style="margin:20px 0 0;color:${EMAIL_COLORS.muted};font-size:13px;">${escapeHtml(answerHint)}</p>`,
  );
  const text = [
    title,
    '',
    intro,
    '',
    `Nom : ${req.name}`,
    ...(email ? [`E-mail : ${email}`] : []),
    ...(phone ? [`Téléphone : ${phone}`] : []),
    ...(req.page ? [`Page : ${req.page}`] : []),
    '',
    'Nouvelle question :',
    `${question.who} :`,
    question.text,
    '',
    `Toute la conversation : ${req.link}`,
    '',
    answerHint,
    '',
    '--',
    companyFooterText(),
  ].join('\n');
  return { subject: `${title} - ${req.name}`, html, text };
}
