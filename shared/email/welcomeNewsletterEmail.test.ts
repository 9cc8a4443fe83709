import { describe, expect, it } from 'vitest';
import { welcomeNewsletterEmail } from './welcomeNewsletterEmail';

describe('welcomeNewsletterEmail', () => {
  const email = 'marie+news@example.fr';
  const built = welcomeNewsletterEmail({ email, siteUrl: 'https://www.site.example/' });

  it('carries an unsubscribe link with the encoded e-mail and the token placeholder', () => {
    const url =
      'https://www.site.example/unsubscribe?email=marie%2Bnews%40example.fr&token={{unsubscribeToken}}';
    expect(built.text).toContain(url);
    // In HTML the `&` of the query is escaped as an attribute value must be.
    expect(built.html).toContain(url.replace('&', '&amp;'));
  });

  it('carries a preferences link likewise', () => {
    expect(built.text).toContain(
      'https://www.site.example/email-preferences?email=marie%2Bnews%40example.fr&token={{unsubscribeToken}}',
    );
    expect(built.html).toContain('Gérer mes préférences');
  });

  it('has a welcome subject and mentions the monthly rhythm', () => {
    expect(built.subject).toMatch(/^Bienvenue/);
    expect(built.text).toContain('Chaque mois');
  });

  it('escapes the e-mail in the HTML', () => {
    const { html } = welcomeNewsletterEmail({ email: '<script>@x.fr', siteUrl: 'https://s.example' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('email=%3Cscript%3E%40x.fr');
  });
});
