import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY } from '@shared/domain/company';
import { emailLayout } from './layout';
import { welcomeTemplateEmail } from './welcomeTemplateEmail';

const email = 'lea+news@example.net';
const siteUrl = 'https://www.site.example';
const now = new Date('2025-03-10T12:00:00Z');
const unsubscribe = `${siteUrl}/unsubscribe?email=lea%2Bnews%40example.net&amp;token={{unsubscribeToken}}`;
const preferences = `${siteUrl}/email-preferences?email=lea%2Bnews%40example.net&amp;token={{unsubscribeToken}}`;

/** Like the seed's « E-mail de bienvenue »: a whole document, a greeting, no unsubscribe link. */
const seedLike = {
  subject: 'Bienvenue {firstName} — {month}',
  content: emailLayout('Bienvenue', '<p style="margin:0 0 14px;">Bonjour {firstName},</p><p>Merci !</p>'),
};

describe('welcomeTemplateEmail', () => {
  it('fills the template for a subscriber who only gave an address: neutral greeting, month in French', () => {
    const built = welcomeTemplateEmail({ template: seedLike, email, siteUrl, now })!;
    expect(built.subject).toBe('Bienvenue — mars 2025');
    expect(built.html).toContain('<p style="margin:0 0 14px;">Bonjour,</p>');
    expect(built.html).not.toMatch(/\{firstName\}|\{month\}|Bonjour ,/);
    expect(built.text).toContain('Bonjour,');
  });

  it('adds both links inside the document when the template has no {unsubscribeUrl}', () => {
    const built = welcomeTemplateEmail({ template: seedLike, email, siteUrl, now })!;
    expect(built.html).toContain(`href="${unsubscribe}"`);
    expect(built.html).toContain(`href="${preferences}"`);
    expect(built.html).toMatch(/Se désinscrire<\/a><\/p>\n<\/body>\n<\/html>$/);
    expect(built.html).toContain(`la newsletter d’${DEFAULT_COMPANY.name}`);
    expect(built.text).toContain(`Se désinscrire : ${unsubscribe.replace('&amp;', '&')}`);
    expect(built.text).toContain(`Gérer mes préférences : ${preferences.replace('&amp;', '&')}`);
  });

  it('fills {unsubscribeUrl} with the person’s link, escaped, and then adds the preferences link only', () => {
    const built = welcomeTemplateEmail({
      template: {
        subject: 'Bienvenue',
        content: '<p>Bonjour {firstName} !</p><a href="{unsubscribeUrl}">Partir</a>',
      },
      email,
      siteUrl,
      now,
    })!;
    expect(built.html).toContain(`<body>\n<p>Bonjour !</p><a href="${unsubscribe}">Partir</a>\n<p `);
    expect(built.html).toContain(`href="${preferences}"`);
    expect(built.html).not.toContain('Se désinscrire');
  });

  it('escapes the address in the footer and makes a subject one line', () => {
    const built = welcomeTemplateEmail({
      template: { subject: 'Bien\r\nBcc: x@example.net', content: '<p>Salut</p>' },
      email: '"<b>"@example.net',
      siteUrl,
      now,
    })!;
    expect(built.html).not.toContain('<b>');
    expect(built.subject).toBe('Bien Bcc: x@example.net');
  });

  it('gives nothing for a blank subject or content', () => {
    for (const template of [
      { subject: '{firstName}', content: '<p>x</p>' },
      { subject: 'Bienvenue', content: ' \n ' },
    ]) {
      expect(welcomeTemplateEmail({ template, email, siteUrl, now })).toBeNull();
    }
  });
});
