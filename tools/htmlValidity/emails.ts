import { chatFollowUpNotificationEmail, contactNotificationEmail } from '@shared/email/contactEmails';
import { newsletterConfirmationEmail } from '@shared/email/newsletterConfirmationEmail';
import { newsletterEmail } from '@shared/email/newsletterEmail';
import { fillTemplate, sampleValues } from '@shared/email/placeholders';
import { replyEmail } from '@shared/email/replyEmail';
import { visitorConfirmationEmail } from '@shared/email/visitorConfirmationEmail';
import { UNSUBSCRIBE_TOKEN_PLACEHOLDER, welcomeNewsletterEmail } from '@shared/email/welcomeNewsletterEmail';
import { welcomeTemplateEmail } from '@shared/email/welcomeTemplateEmail';
import { subscriberToken } from '../../mocks/handlers/subscriberToken';
import { seedTemplates } from '../../mocks/seed/templates';

/** One e-mail as its recipient gets it: the HTML part, placeholders and token filled. */
export interface SampleEmail {
  /** A file name: the kind of e-mail and the case. */
  name: string;
  html: string;
}

const SITE = 'https://www.renovation-lehavre.example';
const API = 'https://api.renovation-lehavre.example';
const PROJECT = 'renovation-lehavre';
const NOW = new Date('2026-03-10T10:00:00Z');
/** A visitor's values with every character HTML escapes, and a line break. */
const QUOTE = {
  name: 'Léa <Martin> & "fils"',
  email: 'lea+devis@example.org',
  company: 'Martin & Fils',
  phone: '06 12 34 56 78',
  service: 'Rénovation énergétique',
  message: 'Bonjour,\nUne isolation <b>par l’extérieur</b> & des combles ?',
  date: NOW,
  dataProcessingConsent: true,
  marketingConsent: false,
};
const SUBSCRIBER = 'camille.durand@example.org';

/** What the platform does before sending: the recipient's own token in place of the placeholder. */
async function withToken(html: string, email: string): Promise<string> {
  return html.split(UNSUBSCRIBE_TOKEN_PLACEHOLDER).join(await subscriberToken(email));
}

/**
 * Every kind of e-mail the product sends, built by the same code that sends it (docs/islands.md#html-valide):
 * the platform's site e-mails (quote notification, quote and chat confirmation, a later chat question's notification, welcome — built-in and from the
 * back-office's template —, re-subscription confirmation), the back-office's reply, each seed template's
 * test send, and a campaign's copy from each seed template and from scratch.
 */
export async function sampleEmails(): Promise<SampleEmail[]> {
  const templates = seedTemplates(NOW);
  const welcomeTemplate = templates.find((t) => t.type === 'welcome')!;
  const samples: SampleEmail[] = [
    { name: 'devis-notification', html: contactNotificationEmail(QUOTE).html },
    {
      name: 'devis-notification-minimal',
      html: contactNotificationEmail({ ...QUOTE, company: '', phone: '', service: '' }).html,
    },
    { name: 'devis-confirmation', html: visitorConfirmationEmail('quote').html },
    { name: 'discussion-confirmation', html: visitorConfirmationEmail('chat').html },
    {
      name: 'discussion-suite',
      html: chatFollowUpNotificationEmail({
        ...QUOTE,
        page: '/services',
        question: { from: 'visitor', text: QUOTE.message, at: NOW.toISOString() },
        link: `${SITE}/admin/messages/abc123`,
      }).html,
    },
    {
      name: 'reponse',
      html: replyEmail({
        originalSubject: 'Devis <isolation>',
        message: 'Bonjour Léa Martin,\n\nVoici notre proposition & nos disponibilités.',
        original: { message: QUOTE.message, date: NOW, name: QUOTE.name },
      }).html,
    },
    {
      name: 'bienvenue-integre',
      html: await withToken(welcomeNewsletterEmail({ email: SUBSCRIBER, siteUrl: SITE }).html, SUBSCRIBER),
    },
    {
      name: 'bienvenue-modele',
      html: await withToken(
        welcomeTemplateEmail({ template: welcomeTemplate, email: SUBSCRIBER, siteUrl: SITE, now: NOW })!.html,
        SUBSCRIBER,
      ),
    },
    {
      name: 'reinscription-confirmation',
      html: await withToken(
        newsletterConfirmationEmail({ email: SUBSCRIBER, siteUrl: SITE }).html,
        SUBSCRIBER,
      ),
    },
  ];
  for (const template of templates) {
    samples.push({
      name: `modele-test-${template.type}`,
      html: fillTemplate(template, sampleValues(SITE, NOW)).html,
    });
    if (template.type === 'welcome') continue;
    const copy = newsletterEmail({
      html: template.content,
      subject: template.subject,
      email: SUBSCRIBER,
      topic: template.type === 'promotion' ? 'promotions' : 'newsletter',
      siteUrl: SITE,
      apiUrl: API,
      projectId: PROJECT,
      now: NOW,
    });
    samples.push({ name: `campagne-${template.type}`, html: await withToken(copy.html, SUBSCRIBER) });
  }
  // A campaign written from scratch in the composer: a few paragraphs, no document around them.
  const scratch = newsletterEmail({
    html: '<p>Bonjour {firstName},</p>\n<p>Nos conseils de {month} : <a href="https://www.renovation-lehavre.example/services">nos services</a>.</p>',
    subject: 'Nouvelles de {month}',
    email: SUBSCRIBER,
    topic: 'energyTips',
    siteUrl: SITE,
    apiUrl: API,
    projectId: PROJECT,
    now: NOW,
  });
  samples.push({ name: 'campagne-de-zero', html: await withToken(scratch.html, SUBSCRIBER) });
  return samples;
}
