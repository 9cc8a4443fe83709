import { escapeHtml } from './escape';
import { htmlToText } from './htmlToText';
import { newsletterHtml, type NewsletterEmailInput } from './newsletterEmail';
import { UNSUBSCRIBE_TOKEN_PLACEHOLDER } from './welcomeNewsletterEmail';

/**
 * A campaign rendered once for all its readers (docs/newsletter.md#un-rendu-par-campagne): the HTML and the text of
 * newsletterEmail with, in place of what differs from one reader to the next, three slots (private-use characters,
 * removed from the campaign's own text first, so nothing written can pass for one). The outbox keeps this body once
 * and, per e-mail, the reader's own values (`ReaderFields`); `readerCopy` gives back the very e-mail newsletterEmail
 * would have built for that reader.
 */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const SLOTS = {
  /** The address as subscribed (escaped in HTML). */
  email: `${OPEN}e${CLOSE}`,
  /** The address inside a URL (encodeURIComponent, then escaped in HTML). */
  emailInUrl: `${OPEN}u${CLOSE}`,
  /** The reader's subscriber token. */
  token: `${OPEN}t${CLOSE}`,
} as const;
const MARKERS = /[\uE000\uE001]/g;
const SLOT = /\uE000([eut])\uE001/g;

export interface CampaignBody {
  /** The subject with its slots (a `{placeholder}` of the subject may hold the address). */
  subject: string;
  html: string;
  text: string;
}

export interface ReaderFields {
  /** The address as subscribed. */
  email: string;
  /** The subscriber token of the address (the links of the e-mail). */
  token: string;
}

/** Resolves after the current turn of the event loop: other requests are served between two stages. */
const nextTurn = () =>
  new Promise<void>((done) =>
    typeof setImmediate === 'function' ? setImmediate(done) : setTimeout(done, 0),
  );

/**
 * The campaign's e-mail with slots for the reader: the only costly work of a send, done once per campaign, in
 * stages that yield to other requests (the HTML, then its text: each a few passes over up to 500 KB).
 */
export async function campaignBody(input: Omit<NewsletterEmailInput, 'email'>): Promise<CampaignBody> {
  const built = newsletterHtml({
    ...input,
    html: input.html.replace(MARKERS, ''),
    subject: input.subject.replace(MARKERS, ''),
    email: SLOTS.email,
  });
  await nextTurn();
  const text = htmlToText(built.html);
  await nextTurn();
  // The address went through encodeURIComponent in the links: that spelling is the URL slot.
  const inUrl = encodeURIComponent(SLOTS.email);
  const slotted = (part: string) =>
    part.split(inUrl).join(SLOTS.emailInUrl).split(UNSUBSCRIBE_TOKEN_PLACEHOLDER).join(SLOTS.token);
  return { subject: slotted(built.subject), html: slotted(built.html), text: slotted(text) };
}

function fill(part: string, reader: ReaderFields, html: boolean): string {
  const inUrl = encodeURIComponent(reader.email);
  const values = {
    e: html ? escapeHtml(reader.email) : reader.email,
    u: html ? escapeHtml(inUrl) : inUrl,
    t: reader.token,
  };
  return part.replace(SLOT, (_, slot: keyof typeof values) => values[slot]);
}

/** One reader's e-mail from the campaign's body: subject, HTML and text, as newsletterEmail builds them. */
export function readerCopy(
  body: CampaignBody,
  reader: ReaderFields,
): { subject: string; html: string; text: string } {
  return {
    subject: fill(body.subject, reader, false),
    html: fill(body.html, reader, true),
    text: fill(body.text, reader, false),
  };
}
