import { describe, expect, it } from 'vitest';
import { seedTemplates } from '../../mocks/seed/templates';
import { chatFollowUpNotificationEmail, contactNotificationEmail } from './contactEmails';
import type { BuiltEmail } from './layout';
import { newsletterConfirmationEmail } from './newsletterConfirmationEmail';
import { newsletterEmail } from './newsletterEmail';
import { filledTemplateEmail, sampleValues } from './placeholders';
import { replyEmail } from './replyEmail';
import { visitorConfirmationEmail } from './visitorConfirmationEmail';
import { welcomeNewsletterEmail } from './welcomeNewsletterEmail';
import { welcomeTemplateEmail } from './welcomeTemplateEmail';

/** Every e-mail the product sends is one valid document with its text part (docs/newsletter.md#e-mails-bien-formés). */
const siteUrl = 'http://127.0.0.1:4173';
const email = 'lea+news@example.net';
const now = new Date('2026-03-10T12:00:00Z');
const templates = Object.fromEntries(seedTemplates(now).map((t) => [t.type, t]));
const sample = (type: string) => {
  const template = templates[type];
  if (!template) throw new Error(`modèle ${type} absent`);
  return template;
};
const campaign = (html: string, subject = 'Nos nouvelles de {month}') =>
  newsletterEmail({
    html,
    subject,
    email,
    topic: 'newsletter',
    siteUrl,
    apiUrl: siteUrl,
    projectId: 'renovation-lehavre',
    now,
  });
const quote = {
  name: 'Jean Dupont',
  email: 'jean@example.fr',
  phone: '06 01 02 03 04',
  service: 'Isolation',
  message: 'Bonjour,\nun devis ?',
  date: now,
};

/** Newsletter e-mails: they carry the person's links, and « Se désinscrire » exactly once. */
const NEWSLETTER: [string, BuiltEmail][] = [
  ['campaign from the sample newsletter template', campaign(sample('newsletter').content)],
  ['campaign from the sample promotion template', campaign(sample('promotion').content)],
  ['campaign typed as a fragment', campaign('<p>Bonjour {firstName},</p><p>Voici nos conseils.</p>')],
  [
    'campaign with its own {unsubscribeUrl}',
    campaign('<p>Bonjour</p><p><a href="{unsubscribeUrl}">Se désinscrire</a></p>'),
  ],
  [
    'welcome from the sample template',
    welcomeTemplateEmail({ template: sample('welcome'), email, siteUrl, now })!,
  ],
  [
    'welcome from a fragment template',
    welcomeTemplateEmail({
      template: { subject: 'Bienvenue', content: '<p>Merci !</p>' },
      email,
      siteUrl,
      now,
    })!,
  ],
  ['built-in welcome', welcomeNewsletterEmail({ email, siteUrl })],
];

const OTHERS: [string, BuiltEmail][] = [
  ['quote notification', contactNotificationEmail(quote)],
  ['quote confirmation', visitorConfirmationEmail('quote')],
  ['chat question confirmation', visitorConfirmationEmail('chat')],
  [
    'notification of a later chat question',
    chatFollowUpNotificationEmail({
      name: 'Jean Dupont',
      email: 'jean@example.fr',
      page: '/services',
      question: { from: 'visitor', text: 'Et les murs ?', at: now.toISOString() },
      link: `${siteUrl}/admin/messages/abc123`,
    }),
  ],
  [
    'reply',
    replyEmail({
      originalSubject: 'Devis',
      message: 'Bonjour,\nvoici.',
      original: { message: 'Un devis ?' },
    }),
  ],
  ['re-subscription confirmation', newsletterConfirmationEmail({ email, siteUrl })],
  ...(['newsletter', 'promotion', 'welcome'] as const).map((type): [string, BuiltEmail] => [
    `test send of the sample ${type} template`,
    filledTemplateEmail(sample(type), sampleValues(siteUrl, now)),
  ]),
  [
    'test send of a fragment template',
    filledTemplateEmail({ subject: 'Essai', content: '<p>Essai</p>' }, sampleValues(siteUrl, now)),
  ],
];

const decode = (url: string) => url.replaceAll('&amp;', '&');
const hrefs = (html: string) => [...html.matchAll(/\bhref="([^"]*)"/g)].map((m) => decode(m[1] ?? ''));
const count = (text: string, part: string) => text.split(part).length - 1;

function expectOneDocument(html: string) {
  expect(html).toMatch(/^<!doctype html>\n<html lang="fr">/i);
  expect(html).toMatch(/<head>[^]*<meta charset="utf-8" \/>[^]*<title>[^<]+<\/title>[^]*<\/head>/);
  expect(count(html, '<html')).toBe(1);
  expect(count(html, '<head')).toBe(1);
  expect(count(html, '<body')).toBe(1);
  expect(count(html, '</body>')).toBe(1);
  // Nothing after the document, nothing between the body and its end.
  expect(html).toMatch(/<\/body>\n<\/html>$/);
  expect(html).not.toMatch(/cellpadding|cellspacing|\balign=|<table[^>]*\swidth=/);
}

describe.each([...NEWSLETTER, ...OTHERS])('the %s', (_name, built) => {
  it('is one HTML document: doctype, French, charset and title, everything inside the body', () => {
    expectOneDocument(built.html);
  });

  it('has a text part with every link of the HTML written out', () => {
    expect(built.text.trim()).not.toBe('');
    expect(built.text).not.toMatch(/<[a-z/!]/i);
    for (const href of hrefs(built.html)) expect(built.text).toContain(href.replace(/^mailto:/, ''));
  });

  it('leaves no placeholder of a template but the platform’s token', () => {
    expect(built.html.replaceAll('{{unsubscribeToken}}', '')).not.toMatch(
      /\{(siteUrl|unsubscribeUrl|month|firstName)\}/,
    );
    for (const href of hrefs(built.html).filter((h) => h.startsWith('http'))) {
      expect(href.startsWith(siteUrl)).toBe(true);
    }
  });
});

describe.each(NEWSLETTER)('the %s', (_name, built) => {
  it('has « Se désinscrire » once, and the person’s unsubscribe URL in its text part', () => {
    expect(count(built.html, 'Se désinscrire')).toBe(1);
    const unsubscribe = `${siteUrl}/unsubscribe?email=lea%2Bnews%40example.net&token={{unsubscribeToken}}`;
    expect(hrefs(built.html)).toContain(unsubscribe);
    expect(built.text).toContain(unsubscribe);
    expect(built.text).toContain(`${siteUrl}/email-preferences?email=lea%2Bnews%40example.net`);
  });
});

describe('a campaign', () => {
  it('carries the RFC 8058 headers', () => {
    expect(campaign('<p>x</p>') as ReturnType<typeof newsletterEmail>).toMatchObject({
      headers: {
        'List-Unsubscribe': `<${siteUrl}/lm/renovation-lehavre/subscribers/unsubscribe?email=lea%2Bnews%40example.net&token={{unsubscribeToken}}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  });

  it('from the sample welcome template leads « Découvrir nos réalisations » to /portfolio', () => {
    const built = welcomeTemplateEmail({ template: sample('welcome'), email, siteUrl, now })!;
    expect(built.text).toContain(`Découvrir nos réalisations : ${siteUrl}/portfolio`);
  });

  it('moves what a template has after </html> inside the body', () => {
    const built = campaign('<html><body><p>Corps</p></body></html><p>Égaré</p>');
    expectOneDocument(built.html);
    expect(built.html).toMatch(/<p>Égaré<\/p>[^]*<\/body>/);
  });
});
