import { DEFAULT_COMPANY, type CompanyInfo } from '@shared/domain/company';
import { formatFrenchDateTime } from './date';
import { escapeHtml, escapeMultiline } from './escape';
import { companyFooterText, emailLayout, EMAIL_COLORS, type BuiltEmail } from './layout';

/** 'Re: ' + the original subject, without stacking prefixes ("Re: Re: …"). */
export function replySubject(originalSubject: string): string {
  const subject = originalSubject.trim();
  return /^re\s*:/i.test(subject) ? subject : `Re: ${subject}`;
}

/**
 * The greeting a reply starts with. The dialog puts it in the text the administrator edits, so the e-mail says
 * exactly what was shown: `replyEmail` adds none of its own.
 */
export const replyGreeting = (recipientName: string): string =>
  recipientName.trim() ? `Bonjour ${recipientName.trim()},` : 'Bonjour,';

/** The reply's text before the administrator writes: the greeting, then an empty line. */
export const replyDraft = (recipientName: string): string => `${replyGreeting(recipientName)}\n\n`;

/** Nothing written beyond the greeting. */
export const isBlankReply = (message: string, recipientName: string): boolean =>
  message.trim() === '' || message.trim() === replyGreeting(recipientName);

export interface ReplyEmailInput {
  /** Subject of the message answered; the reply's subject is 'Re: ' + it unless `subject` is given. */
  originalSubject: string;
  /** The subject as edited in the reply dialog, if any. */
  subject?: string;
  /** The administrator's answer as typed, greeting included (plain text, line breaks kept). */
  message: string;
  /** The visitor's message, quoted under the answer. */
  original?: { message: string; date?: string | Date; name?: string };
  company?: CompanyInfo;
}

function quoteHeader({ date, name }: NonNullable<ReplyEmailInput['original']>): string {
  const when = date ? formatFrenchDateTime(date) : '';
  if (name) return when ? `Le ${when}, ${name} a écrit :` : `${name} a écrit :`;
  return when ? `Votre message du ${when} :` : 'Votre message :';
}

/** The back-office's answer to a contact message. */
export function replyEmail(input: ReplyEmailInput): BuiltEmail {
  const company = input.company ?? DEFAULT_COMPANY;
  const subject = input.subject?.trim() || replySubject(input.originalSubject);
  const original = input.original;
  const originalHeader = original ? quoteHeader(original) : '';

  const html = emailLayout(
    subject,
    `<div style="margin:0 0 16px;">${escapeMultiline(input.message)}</div>
${
  original
    ? `<p style="margin:20px 0 4px;color:${EMAIL_COLORS.muted};font-size:13px;">${escapeHtml(originalHeader)}</p>
<div style="padding:10px 14px;border-left:3px solid ${EMAIL_COLORS.border};color:${EMAIL_COLORS.muted};font-size:14px;">${escapeMultiline(original.message)}</div>`
    : ''
}`,
    { company },
  );

  const text = [
    input.message,
    ...(original
      ? ['', originalHeader, ...original.message.split(/\r\n|\r|\n/).map((line) => `> ${line}`)]
      : []),
    '',
    '--',
    companyFooterText(company),
  ].join('\n');

  return { subject, html, text };
}
