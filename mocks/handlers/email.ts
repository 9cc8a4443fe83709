import { http, type HttpHandler } from 'msw';
import {
  emailPayloadSchema,
  missingEmailParameters,
  sentEmailSchema,
  siteEmailRequestSchema,
  type SentEmail,
  type SiteEmailRequest,
} from '@shared/domain/emails';
import { htmlToText } from '@shared/email/htmlToText';
import { UNSUBSCRIBE_TOKEN_PLACEHOLDER } from '@shared/email/welcomeNewsletterEmail';
import { isRecord } from '@shared/guards';
import { EMAIL_MISSING_PARAMETERS } from '@shared/http/errors';
import type { EmulatorContext } from '../context';
import { ApiError, ok, parseJson, parseWith } from './envelope';
import { refuse } from './access';
import type { Identity } from './apiTypes';
import { api, lmPath } from './guards';
import { limitRecipient, limitVisitorWrite } from './rateLimit';
import { claimSiteEmail, renderSiteEmail } from './siteEmails';
import { subscriberToken } from './subscriberToken';

/** Recipients as the platform records them: a list, each address trimmed and in lower case. */
const addressList = (value: string | string[] | undefined) =>
  value === undefined
    ? undefined
    : (Array.isArray(value) ? value : [value]).map((e) => e.trim().toLowerCase());

const sender = (identity: Identity) => (identity.role === 'admin' ? identity.email : 'visitor');

const stored = (email: SentEmail) =>
  Object.fromEntries(Object.entries(parseWith(sentEmailSchema, email)).filter(([, v]) => v !== undefined));

/**
 * An administrator's e-mail, as written (replies, campaigns, template tests). `{{unsubscribeToken}}` in its html,
 * text or headers is replaced, per recipient, with that recipient's subscriber token: a campaign's links carry a valid
 * token although the back-office never knows the subscriber secret. Such an e-mail is stored once per recipient.
 */
async function adminEmails(ctx: EmulatorContext, body: unknown, identity: Identity): Promise<SentEmail[]> {
  if (missingEmailParameters(body)) throw new ApiError(400, EMAIL_MISSING_PARAMETERS);
  const payload = parseWith(emailPayloadSchema, body, 'E-mail invalide');
  // A campaign's e-mails leave through its send, which checks the cap and records the delivery
  // (docs/platform.md#campagnes); one written here would escape both.
  if (payload.campaignId !== undefined) {
    throw new ApiError(
      403,
      'Les e-mails d’une campagne partent par son envoi (…/campaigns/{id}/send), qui tient le plafond et les livraisons.',
      { reason: 'platform_managed' },
    );
  }
  const to = addressList(payload.to) ?? [];
  const now = ctx.now();
  const scheduled = payload.scheduledAt !== undefined && Date.parse(payload.scheduledAt) > now.getTime();
  const base: SentEmail = {
    ...payload,
    // Every e-mail has its text part (docs/newsletter.md#e-mails-bien-formés): written from the HTML when not given.
    text: payload.text ?? (payload.html === undefined ? undefined : htmlToText(payload.html)),
    to,
    replyTo: addressList(payload.replyTo),
    status: scheduled ? 'scheduled' : 'sent',
    sentAt: now.toISOString(),
    sentBy: sender(identity),
  };
  const headerValues = Object.values(payload.headers ?? {});
  const personal = [payload.html, payload.text, ...headerValues].some((part) =>
    part?.includes(UNSUBSCRIBE_TOKEN_PLACEHOLDER),
  );
  if (!personal) return [base];
  return Promise.all(
    to.map(async (recipient) => {
      const token = await subscriberToken(recipient, ctx.secrets.subscriber);
      const fill = (part?: string) => part?.split(UNSUBSCRIBE_TOKEN_PLACEHOLDER).join(token);
      const headers = base.headers
        ? Object.fromEntries(Object.entries(base.headers).map(([name, value]) => [name, fill(value)]))
        : undefined;
      return { ...base, to: [recipient], html: fill(base.html), text: fill(base.text), headers };
    }),
  );
}

/**
 * A site e-mail the platform sends on its own: the welcome or the confirmation that follows a visitor's sign-up
 * (docs/newsletter.md#inscription). Rendered, claimed once and stored as `email/send` does; not counted against the
 * visitor's e-mail limit, the sign-up itself was. The caller flushes the store.
 */
export async function sendOwnSiteEmail(
  ctx: EmulatorContext,
  request: Request,
  named: SiteEmailRequest,
): Promise<void> {
  const email = await renderSiteEmail(ctx, request, named, 'visitor');
  const doc = stored(email);
  claimSiteEmail(ctx, email);
  if (mayReach(ctx, email)) ctx.store.insert('emails', doc);
}

/**
 * Whether a site e-mail to a visitor's address may go now: what the platform sends to one mailbox is bounded
 * (DEFAULT_SEND_LIMIT), whoever asked, and an e-mail past it is left unsent, never answered as a refusal
 * (docs/security.md#limites). The company's notification is never bounded.
 */
function mayReach(ctx: EmulatorContext, email: SentEmail): boolean {
  if (email.message === 'quote-notification') return true;
  const nowMs = ctx.now().getTime();
  return email.to.every((address) => ctx.limiter.takeSend(address, nowMs));
}

/**
 * `email/send` is no open relay (docs/security.md#e-mails-du-site): anyone may ask for one of the site's own e-mails
 * by name (`{ message, documentId }`), which the platform renders and addresses; any other e-mail needs an
 * administrator.
 */
export function emailHandlers(ctx: EmulatorContext): HttpHandler[] {
  return [
    http.post(
      lmPath(ctx, ':projectId/email/send'),
      api(ctx, async ({ bodyText, identity, request, ctx }) => {
        const body = parseJson(bodyText);
        let emails: SentEmail[];
        if (isRecord(body) && 'message' in body) {
          const named = parseWith(siteEmailRequestSchema, body, 'Demande d’e-mail invalide');
          emails = [await renderSiteEmail(ctx, request, named, sender(identity))];
        } else if (identity.role === 'admin') {
          emails = await adminEmails(ctx, body, identity);
        } else {
          throw new ApiError(
            403,
            'Accès refusé : un visiteur ne peut demander que les e-mails du site (demande de devis, newsletter) ; tout autre e-mail est réservé aux administrateurs.',
            { reason: 'forbidden' },
          );
        }
        const docs = emails.map(stored);
        // Checked, counted and stored with no await in between: the same site e-mail is never sent twice.
        for (const email of emails) claimSiteEmail(ctx, email);
        // A site e-mail counts against the visitor limits (docs/security.md#limites) once it is really sent; the
        // company's notification of a stored request never does: it is never refused for volume.
        const counted = emails.filter((email) => email.message && email.message !== 'quote-notification');
        // One client has the site write to a few distinct addresses a day, no more (docs/security.md#e-mails-du-site).
        for (const email of counted)
          for (const to of email.to) limitRecipient(ctx, request, identity.role, to);
        if (counted.length) limitVisitorWrite(ctx, request, identity.role, 'email');
        // An e-mail past its mailbox's budget is left unsent; the request is answered all the same (its ids).
        const going =
          identity.role === 'admin' ? docs : docs.filter((_, index) => mayReach(ctx, emails[index]!));
        const saved = ctx.store.insertMany('emails', going);
        await ctx.store.flush();
        return ok({ ids: saved.map((doc) => doc._id) });
      }),
    ),
  ];
}

/** `email/preview` (docs/platform.md#aperçu-dun-e-mail): the `emailPreview` extension. */
export function emailPreviewHandlers(ctx: EmulatorContext): HttpHandler[] {
  return [
    http.post(
      lmPath(ctx, ':projectId/email/preview'),
      api(ctx, async ({ bodyText, identity, ctx }) => {
        if (identity.role !== 'admin') throw refuse(identity);
        // Exactly what `email/send` would store for this recipient, stored nowhere.
        const emails = await adminEmails(ctx, parseJson(bodyText), identity);
        const email = emails[0];
        if (emails.length !== 1 || email?.to.length !== 1) {
          throw new ApiError(400, 'Un aperçu se fait pour une seule adresse (« to »).');
        }
        return ok({
          subject: email.subject,
          ...(email.html === undefined ? {} : { html: email.html }),
          ...(email.text === undefined ? {} : { text: email.text }),
          ...(email.headers === undefined ? {} : { headers: email.headers }),
        });
      }),
    ),
  ];
}
