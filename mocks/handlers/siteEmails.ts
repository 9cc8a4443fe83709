import type { ChatLine } from '@shared/domain/chatQuestion';
import { EMAIL_FROM_NAME, type CompanyInfo } from '@shared/domain/company';
import { companyFrom } from '@shared/domain/companyFrom';
import type { EmailHeaders, SentEmail, SiteEmail, SiteEmailRequest } from '@shared/domain/emails';
import { oneLine } from '@shared/domain/document';
import type { Template } from '@shared/domain/templates';
import { VISITOR_REPLY_WINDOW_MS } from '@shared/domain/visitorReplyWindow';
import {
  chatFollowUpNotificationEmail,
  contactNotificationEmail,
  type ContactEmailRequest,
} from '@shared/email/contactEmails';
import type { BuiltEmail } from '@shared/email/layout';
import { newsletterConfirmationEmail } from '@shared/email/newsletterConfirmationEmail';
import { visitorConfirmationEmail } from '@shared/email/visitorConfirmationEmail';
import { listUnsubscribeHeaders } from '@shared/email/newsletterEmail';
import { UNSUBSCRIBE_TOKEN_PLACEHOLDER, welcomeNewsletterEmail } from '@shared/email/welcomeNewsletterEmail';
import { welcomeTemplateEmail } from '@shared/email/welcomeTemplateEmail';
import { linkBase } from '../auth/origins';
import type { EmulatorContext } from '../context';
import type { StoredDoc } from '../db/records';
import { sinceIso } from './documentRules';
import { ApiError } from './envelope';
import { subscriberToken } from './subscriberToken';

/**
 * The site's own e-mails (docs/security.md#e-mails-du-site): a visitor names one and the stored document it follows
 * from; the platform renders it with the shared builders, addresses it, and sends it at most once per document and
 * cycle. A cycle starts when the document is created — or, for a subscriber, when it becomes active again
 * (`subscribedAt`) or pending (`resubscribeRequestedAt`) — and the e-mail may be asked for in its first 10 minutes.
 */
interface Rule {
  entity: 'messages' | 'subscribers';
  /** The status the document must have, and the refusal otherwise. */
  status?: { value: string; refusal: string };
  cycleStart: (doc: StoredDoc) => string;
  render: (doc: StoredDoc, site: SiteData, ctx: EmulatorContext) => Addressed;
}

interface SiteData {
  company: CompanyInfo;
  /** Where the quote requests go: the contact page's address, else the company's. */
  companyEmail: string;
  siteUrl: string;
  /** Where this platform answers: the one-click unsubscribe URL of the `List-Unsubscribe` header. */
  apiUrl: string;
}

type Addressed = BuiltEmail & { to: string; replyTo?: string; headers?: EmailHeaders };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The back-office's welcome template (docs/newsletter.md#e-mail-de-bienvenue): the most recently updated one of type
 * `welcome` whose subject and content are not blank, if any.
 */
function welcomeTemplate(ctx: EmulatorContext): Pick<Template, 'subject' | 'content'> | undefined {
  const usable = ctx.store
    .list('templates', { filter: { type: 'welcome' }, sort: { updatedAt: -1 } })
    .find((doc) => text(doc.subject).trim() && text(doc.content).trim());
  return usable && { subject: text(usable.subject), content: text(usable.content) };
}

/** The welcome from the back-office's template when there is a usable one, else the built-in e-mail. */
function welcomeEmail(email: string, site: SiteData, ctx: EmulatorContext): BuiltEmail {
  const template = welcomeTemplate(ctx);
  const input = { email, siteUrl: site.siteUrl, company: site.company };
  return (
    (template && welcomeTemplateEmail({ ...input, template, now: ctx.now() })) ||
    welcomeNewsletterEmail(input)
  );
}

const quoteOf = (doc: StoredDoc): ContactEmailRequest => ({
  name: text(doc.name),
  email: text(doc.email),
  company: text(doc.company),
  phone: text(doc.phone),
  service: text(doc.subject),
  message: text(doc.message),
  date: text(doc.date) || doc.createdAt,
  // Validated by the messages' schema when stored (docs/product.md#discussion).
  ...(doc.source === 'chat'
    ? { chat: { page: text(doc.page) || undefined, conversation: doc.conversation as ChatLine[] } }
    : {}),
});

/** A chat question may leave a telephone number only: there is no one to confirm it to. */
function visitorAddress(doc: StoredDoc): string {
  const email = text(doc.email);
  if (!email) {
    throw new ApiError(409, 'Cette demande n’a pas d’adresse e-mail : aucune confirmation à envoyer.', {
      reason: 'no_address',
    });
  }
  return email;
}

const RULES: Record<SiteEmail, Rule> = {
  'quote-notification': {
    entity: 'messages',
    cycleStart: (doc) => doc.createdAt,
    render: (doc, site) => ({
      to: site.companyEmail,
      replyTo: text(doc.email),
      ...contactNotificationEmail(quoteOf(doc)),
    }),
  },
  'quote-confirmation': {
    entity: 'messages',
    cycleStart: (doc) => doc.createdAt,
    render: (doc, site) => ({
      to: visitorAddress(doc),
      replyTo: site.companyEmail,
      // An address nobody proved: none of the visitor's text goes to it (docs/security.md#e-mails-du-site).
      ...visitorConfirmationEmail(doc.source === 'chat' ? 'chat' : 'quote', site.company),
    }),
  },
  'newsletter-welcome': {
    entity: 'subscribers',
    status: { value: 'active', refusal: 'Cette adresse n’est pas abonnée : pas d’e-mail de bienvenue.' },
    cycleStart: (doc) => text(doc.subscribedAt) || doc.createdAt,
    render: (doc, site, ctx) => ({
      to: text(doc.email),
      ...welcomeEmail(text(doc.email), site, ctx),
      headers: listUnsubscribeHeaders(site.apiUrl, ctx.config.projectId, text(doc.email)),
    }),
  },
  'newsletter-confirmation': {
    entity: 'subscribers',
    status: { value: 'pending', refusal: 'Aucune réinscription en attente pour cette adresse.' },
    cycleStart: (doc) => text(doc.resubscribeRequestedAt) || doc.updatedAt,
    render: (doc, site) => ({
      to: text(doc.email),
      ...newsletterConfirmationEmail({
        email: text(doc.email),
        siteUrl: site.siteUrl,
        company: site.company,
      }),
    }),
  },
};

/** The company's identity (stored `footer` section over the defaults) and the address quote requests go to. */
function siteData(ctx: EmulatorContext, request: Request): SiteData {
  const section = (name: string) => ctx.store.list('content', { filter: { section: name } })[0];
  const company = companyFrom(section('footer'));
  return {
    company,
    companyEmail: text(section('contact')?.email) || company.email,
    siteUrl: linkBase(request, ctx.config.siteUrl),
    apiUrl: ctx.config.apiBaseUrl || new URL(request.url).origin,
  };
}

/** The outbox is looked up by the document an e-mail is about, on each sign-up (docs/persistence.md#index). */
const documentOf = (email: Readonly<StoredDoc>) =>
  typeof email.documentId === 'string' ? email.documentId : undefined;

/** The outbox entry of this e-mail for this document since its cycle started, if any. */
function alreadySent(ctx: EmulatorContext, kind: SiteEmail, doc: StoredDoc, since: string) {
  return ctx.store
    .lookup('emails', documentOf, doc._id)
    .find((email) => email.message === kind && typeof email.sentAt === 'string' && email.sentAt >= since);
}

/** Loads, checks and renders a site e-mail; the caller stores it through `claimSiteEmail`. */
export async function renderSiteEmail(
  ctx: EmulatorContext,
  request: Request,
  { message: kind, documentId }: SiteEmailRequest,
  sentBy: string,
): Promise<SentEmail> {
  const rule = RULES[kind];
  const doc = ctx.store.get(rule.entity, documentId);
  if (!doc) throw new ApiError(404, 'Document introuvable.');
  if (rule.status && doc.status !== rule.status.value) {
    throw new ApiError(409, rule.status.refusal, { reason: 'wrong_state' });
  }
  if (rule.cycleStart(doc) < sinceIso(ctx.now(), VISITOR_REPLY_WINDOW_MS)) {
    throw new ApiError(
      403,
      'Accès refusé : cet e-mail ne peut être demandé que dans les 10 minutes qui suivent la demande ou l’inscription.',
      { reason: 'too_late' },
    );
  }
  const { to, replyTo, ...built } = rule.render(doc, siteData(ctx, request), ctx);
  let { html, text: plain, headers } = built;
  if (rule.entity === 'subscribers') {
    // The platform's own template carries the placeholder; the token is the recipient's, computed here.
    const token = await subscriberToken(to, ctx.secrets.subscriber);
    const fill = (part: string) => part.split(UNSUBSCRIBE_TOKEN_PLACEHOLDER).join(token);
    html = fill(html);
    plain = fill(plain);
    headers =
      headers && Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, fill(value)]));
  }
  return {
    to: [to.toLowerCase()],
    ...(replyTo ? { replyTo: [replyTo.toLowerCase()] } : {}),
    // Refused at every schema; older stored text still never breaks a header (docs/security.md#en-têtes-des-e-mails).
    subject: oneLine(built.subject),
    fromName: EMAIL_FROM_NAME,
    html,
    text: plain,
    ...(headers ? { headers } : {}),
    message: kind,
    documentId,
    status: 'sent',
    sentAt: ctx.now().toISOString(),
    sentBy,
  };
}

/**
 * The work of sending a site e-mail for `doc`, without sending it: the same rendering, token and outbox lookup; gives
 * the id of the e-mail of this kind already sent in the document's cycle, if any. A sign-up of an address already
 * subscribed does it, so that it takes as long as one that sends its welcome (docs/newsletter.md#inscription).
 */
export async function rehearseSiteEmail(
  ctx: EmulatorContext,
  request: Request,
  kind: SiteEmail,
  doc: StoredDoc,
): Promise<string | undefined> {
  const rule = RULES[kind];
  const { to, ...built } = rule.render(doc, siteData(ctx, request), ctx);
  const token = rule.entity === 'subscribers' ? await subscriberToken(to, ctx.secrets.subscriber) : '';
  built.html.split(UNSUBSCRIBE_TOKEN_PLACEHOLDER).join(token);
  return alreadySent(ctx, kind, doc, rule.cycleStart(doc))?._id;
}

const isSiteEmail = (kind: string): kind is SiteEmail => kind in RULES;

/**
 * At most once per document and cycle: checked right before storing, with no await in between, so two calls at
 * the same time cannot both send. A second call answers 409 with the id of the e-mail already sent.
 */
export function claimSiteEmail(ctx: EmulatorContext, email: SentEmail): void {
  const kind = email.message;
  if (!kind || !email.documentId || !isSiteEmail(kind)) return;
  const rule = RULES[kind];
  const doc = ctx.store.get(rule.entity, email.documentId);
  const previous = doc && alreadySent(ctx, kind, doc, rule.cycleStart(doc));
  if (previous) {
    throw new ApiError(409, 'Cet e-mail a déjà été envoyé.', { reason: 'already_sent', ids: [previous._id] });
  }
}

/**
 * The company's notification of a later question of a chat conversation (docs/platform.md#conversations): who asks,
 * the new line only, and a link to the whole conversation in the back-office, so its size never grows with the
 * conversation. Never bounded by a mailbox's budget: it goes to the company, once per question added.
 */
export function renderChatFollowUp(
  ctx: EmulatorContext,
  request: Request,
  doc: StoredDoc,
  line: ChatLine,
): SentEmail {
  const site = siteData(ctx, request);
  const email = text(doc.email);
  const built = chatFollowUpNotificationEmail({
    name: text(doc.name),
    email,
    phone: text(doc.phone),
    page: text(doc.page) || undefined,
    question: line,
    link: `${site.siteUrl}/admin/messages/${encodeURIComponent(doc._id)}`,
  });
  return {
    to: [site.companyEmail.toLowerCase()],
    ...(email ? { replyTo: [email.toLowerCase()] } : {}),
    subject: oneLine(built.subject),
    fromName: EMAIL_FROM_NAME,
    html: built.html,
    text: built.text,
    message: 'chat-follow-up',
    documentId: doc._id,
    status: 'sent',
    sentAt: ctx.now().toISOString(),
    sentBy: 'visitor',
  };
}
