import { http, type HttpHandler } from 'msw';
import { DEFAULT_COMPANY } from '@shared/domain/company';
import { ABUSE } from '@shared/domain/constants';
import { emailPayloadSchema, sentEmailSchema, type SentEmail } from '@shared/domain/emails';
import { EMAIL_MISSING_PARAMETERS } from '@shared/http/errors';
import type { EmulatorContext } from '../context';
import { emailFilter, sinceIso } from './documentRules';
import { ApiError, isRecord, ok, parseJson, parseWith } from './envelope';
import { api, lmPath, type Identity } from './guards';
import { limitVisitorWrite } from './rateLimit';
import { subscriberToken } from './subscriberToken';

/**
 * `{{unsubscribeToken}}` in an email's html or text is replaced, per recipient, with that recipient's subscriber
 * token. The welcome email's unsubscribe link can thus carry a valid token although the browser that asks for
 * the email never knows the subscriber secret. An email using it is stored once per recipient.
 */
export const UNSUBSCRIBE_TOKEN_PLACEHOLDER = '{{unsubscribeToken}}';

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

function missingParameters(body: unknown): boolean {
  if (!isRecord(body)) return true;
  const noRecipient = Array.isArray(body.to) ? body.to.length === 0 : blank(body.to);
  return noRecipient || blank(body.subject) || (blank(body.html) && blank(body.text));
}

const asList = (value: string | string[] | undefined) =>
  value === undefined
    ? undefined
    : (Array.isArray(value) ? value : [value]).map((e) => e.trim().toLowerCase());

/** The site's own addresses: the company's (default or as edited in the footer) and the administrators'. */
function siteAddresses(ctx: EmulatorContext): Set<string> {
  const addresses = new Set([DEFAULT_COMPANY.email, ...ctx.config.adminEmails].map((e) => e.toLowerCase()));
  for (const doc of ctx.store.list('content', { filter: { section: { $in: ['footer', 'contact'] } } })) {
    if (typeof doc.email === 'string' && doc.email) addresses.add(doc.email.toLowerCase());
  }
  return addresses;
}

/** A visitor may write to the site, or to someone who just left a message or subscribed (their confirmation). */
function checkVisitorRecipients(ctx: EmulatorContext, to: string[]): void {
  const now = ctx.now();
  const site = siteAddresses(ctx);
  const since = sinceIso(now, ABUSE.visitorReplyWindowMs);
  const justCreated = (email: string) =>
    ['messages', 'subscribers'].some(
      (entity) =>
        ctx.store.find(entity, {
          filter: { email: emailFilter(email), createdAt: { $gte: since } },
          limit: 1,
        }).total > 0,
    );
  const refused = to.filter((email) => !site.has(email) && !justCreated(email));
  if (refused.length) {
    throw new ApiError(403, 'Accès refusé : seul un administrateur peut envoyer un e-mail à cette adresse.', {
      reason: 'forbidden',
    });
  }
  const hourAgo = sinceIso(now, 3600_000);
  const recent = ctx.store.list('emails', { filter: { sentBy: 'visitor', createdAt: { $gte: hourAgo } } });
  for (const email of to) {
    const count = recent.filter((doc) => Array.isArray(doc.to) && doc.to.includes(email)).length;
    if (count >= ABUSE.maxVisitorEmailsPerRecipientPerHour) {
      throw new ApiError(429, 'Trop d’e-mails envoyés à cette adresse. Veuillez réessayer dans une heure.', {
        reason: 'rate_limited',
      });
    }
  }
}

const sender = (identity: Identity) => (identity.role === 'admin' ? identity.email : 'visitor');

export function emailHandlers(ctx: EmulatorContext): HttpHandler[] {
  return [
    http.post(
      lmPath(ctx, ':projectId/email/send'),
      api(ctx, async ({ bodyText, identity, request }) => {
        const body = parseJson(bodyText);
        if (missingParameters(body)) throw new ApiError(400, EMAIL_MISSING_PARAMETERS);
        const payload = parseWith(emailPayloadSchema, body, 'E-mail invalide');
        const to = asList(payload.to) ?? [];
        if (identity.role !== 'admin') {
          if (payload.headers || payload.campaignId) {
            throw new ApiError(403, 'Accès refusé : seuls les administrateurs envoient des newsletters.', {
              reason: 'forbidden',
            });
          }
          checkVisitorRecipients(ctx, to);
          limitVisitorWrite(ctx, request, identity.role, 'email');
        }

        const now = ctx.now();
        const scheduled =
          payload.scheduledAt !== undefined && Date.parse(payload.scheduledAt) > now.getTime();
        const base: SentEmail = {
          ...payload,
          to,
          replyTo: asList(payload.replyTo),
          status: scheduled ? 'scheduled' : 'sent',
          sentAt: now.toISOString(),
          sentBy: sender(identity),
        };
        const headerValues = Object.values(payload.headers ?? {});
        const personal = [payload.html, payload.text, ...headerValues].some((part) =>
          part?.includes(UNSUBSCRIBE_TOKEN_PLACEHOLDER),
        );
        const emails: SentEmail[] = personal
          ? await Promise.all(
              to.map(async (recipient) => {
                const token = await subscriberToken(recipient, ctx.secrets.subscriber);
                const fill = (part?: string) => part?.split(UNSUBSCRIBE_TOKEN_PLACEHOLDER).join(token);
                const headers = base.headers
                  ? Object.fromEntries(
                      Object.entries(base.headers).map(([name, value]) => [name, fill(value)]),
                    )
                  : undefined;
                return { ...base, to: [recipient], html: fill(base.html), text: fill(base.text), headers };
              }),
            )
          : [base];
        const docs = emails.map((email) =>
          Object.fromEntries(
            Object.entries(parseWith(sentEmailSchema, email)).filter(([, v]) => v !== undefined),
          ),
        );
        const stored = ctx.store.insertMany('emails', docs);
        await ctx.store.flush();
        return ok({ ids: stored.map((doc) => doc._id) });
      }),
    ),
  ];
}
