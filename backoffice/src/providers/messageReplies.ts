import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'react-admin';
import { DEFAULT_COMPANY, EMAIL_FROM_NAME, type CompanyInfo } from '@shared/domain/company';
import { companyFrom } from '@shared/domain/companyFrom';
import type { Message } from '@shared/domain/messages';
import type { PlatformClient } from '@shared/http/types';

export interface ReplyInput {
  subject: string;
  message: string;
}

export type Reply = NonNullable<Message['replies']>[number];

/** The data provider's custom methods for the inbox (react-admin "calling custom methods"). */
export interface InboxMethods {
  /** Sends the answer to the visitor through `email/send`, then keeps it in the message's `replies`. */
  sendReply(messageId: Identifier, input: ReplyInput): Promise<{ data: RaRecord }>;
}

export const NO_EMAIL_TO_REPLY =
  'Ce message n’a pas d’adresse e-mail : répondez par téléphone au numéro indiqué.';

/** The email went out but the history could not be saved: the screen must not offer to send it again. */
export class ReplyNotRecordedError extends Error {
  readonly sent = true;
  constructor(readonly reason: unknown) {
    super('La réponse a été envoyée, mais elle n’a pas pu être ajoutée à l’historique du message.');
    this.name = 'ReplyNotRecordedError';
  }
}

export interface ReplyOptions {
  /** The signed-in administrator's e-mail, recorded as the reply's author. */
  currentUserEmail(): string | undefined;
  now?: () => Date;
}

/** The company's identity as edited in the back-office footer section, over the defaults (companyFrom). */
async function companyInfo(dataProvider: DataProvider): Promise<CompanyInfo> {
  try {
    const { data } = await dataProvider.getList('content', {
      filter: { section: 'footer' },
      pagination: { page: 1, perPage: 1 },
    });
    return companyFrom(data[0]);
  } catch {
    // The defaults are valid placeholders: an unreadable footer must not block an answer.
    return DEFAULT_COMPANY;
  }
}

/** `dataProvider` gives the nine methods the reply reads and writes the message with. */
export function inboxMethods(
  dataProvider: DataProvider,
  client: Pick<PlatformClient, 'sendEmail'>,
  options: ReplyOptions,
): InboxMethods {
  const now = options.now ?? (() => new Date());

  async function sendReply(messageId: Identifier, input: ReplyInput): Promise<{ data: RaRecord }> {
    const text = input.message.trim();
    if (!text) throw new HttpError('Veuillez écrire une réponse.', 400);
    const sentBy = options.currentUserEmail();
    if (!sentBy) throw new HttpError('Session expirée : veuillez vous reconnecter.', 401);

    const { data: record } = await dataProvider.getOne<RaRecord & Message>('messages', { id: messageId });
    // A chat question may have left only a telephone number.
    if (!record.email) throw new HttpError(NO_EMAIL_TO_REPLY, 400);
    const company = await companyInfo(dataProvider);
    // The email builder loads with the first reply, not with the back-office.
    const { replyEmail } = await import('@shared/email/replyEmail');
    const email = replyEmail({
      originalSubject: record.subject,
      subject: input.subject,
      message: text,
      original: { message: record.message, date: record.date, name: record.name },
      company,
    });
    await client.sendEmail({
      to: record.email,
      subject: email.subject,
      fromName: EMAIL_FROM_NAME,
      html: email.html,
      text: email.text,
      replyTo: company.email,
    });

    const reply: Reply = { subject: email.subject, message: text, sentAt: now().toISOString(), sentBy };
    // Answered means read; an archived message stays archived (nothing leaves the archive by itself).
    const data = {
      replies: [...(record.replies ?? []), reply],
      ...(record.status === 'archived' ? {} : { status: 'read' as const }),
    };
    try {
      return await dataProvider.update('messages', { id: messageId, data, previousData: record });
    } catch (error) {
      throw new ReplyNotRecordedError(error);
    }
  }

  return { sendReply };
}
