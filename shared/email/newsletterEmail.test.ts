import { describe, expect, it } from 'vitest';
import { newsletterEmail, oneClickUnsubscribeUrl } from './newsletterEmail';

const input = {
  html: '<p>Bonjour</p>',
  subject: 'Conseils d’hiver',
  email: 'lea+news@example.net',
  topic: 'energyTips' as const,
  siteUrl: 'http://127.0.0.1:4173/',
  apiUrl: 'http://127.0.0.1:4173',
  projectId: 'renovation-lehavre',
};

describe('a newsletter e-mail', () => {
  it('carries the RFC 8058 headers pointing at the platform, with the token left for the platform', () => {
    const { headers } = newsletterEmail(input);
    expect(headers).toEqual({
      'List-Unsubscribe':
        '<http://127.0.0.1:4173/lm/renovation-lehavre/subscribers/unsubscribe?email=lea%2Bnews%40example.net&token={{unsubscribeToken}}>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('keeps visible links to the confirmation pages of the site the e-mail was sent from', () => {
    const { html, subject } = newsletterEmail(input);
    expect(subject).toBe('Conseils d’hiver');
    expect(html).toMatch(
      /^<!doctype html>\n<html lang="fr">\n<head>.*<title>Conseils d’hiver<\/title><\/head>\n<body>\n<p>Bonjour<\/p>\n/,
    );
    expect(html).toContain(
      'href="http://127.0.0.1:4173/unsubscribe?email=lea%2Bnews%40example.net&amp;token={{unsubscribeToken}}"',
    );
    expect(html).toContain('/email-preferences?email=lea%2Bnews%40example.net');
    expect(html).toContain('« Conseils énergie »');
  });

  it('fills the campaign’s placeholders for the person: no first name, the month, their own unsubscribe link', () => {
    const { html, subject } = newsletterEmail({
      ...input,
      subject: 'Les nouvelles de {month}',
      html: '<p>Bonjour {firstName},</p><a href="{unsubscribeUrl}">Se désinscrire</a> {discount}',
      now: new Date('2025-03-10T12:00:00Z'),
    });
    expect(subject).toBe('Les nouvelles de mars 2025');
    expect(html).toContain(
      '<p>Bonjour,</p><a href="http://127.0.0.1:4173/unsubscribe?email=lea%2Bnews%40example.net&amp;token={{unsubscribeToken}}">',
    );
    expect(html).toContain('{discount}');
  });

  it('escapes the address in the footer', () => {
    const { html } = newsletterEmail({ ...input, email: '"<b>"@example.net' });
    expect(html).not.toContain('<b>');
  });

  it('builds the one-click URL on a same-origin platform', () => {
    expect(oneClickUnsubscribeUrl('https://api.example/', 'p', 'a@b.fr')).toBe(
      'https://api.example/lm/p/subscribers/unsubscribe?email=a%40b.fr&token={{unsubscribeToken}}',
    );
  });
});
