import { describe, expect, it } from 'vitest';
import { newsletterConfirmationEmail } from './newsletterConfirmationEmail';

describe('newsletterConfirmationEmail', () => {
  const email = 'marie+news@example.fr';
  const built = newsletterConfirmationEmail({ email, siteUrl: 'https://www.site.example/' });
  const url =
    'https://www.site.example/email-preferences?email=marie%2Bnews%40example.fr&token={{unsubscribeToken}}';

  it('links to the preferences page with the encoded e-mail and the token placeholder', () => {
    expect(built.text).toContain(url);
    expect(built.html).toContain(url.replace('&', '&amp;'));
    expect(built.html).toContain('Confirmer ma réinscription');
  });

  it('says what it is and what to do when it was not asked for', () => {
    expect(built.subject).toBe('Confirmez votre réinscription à la newsletter d’Habitat Durable Le Havre');
    expect(built.text).toContain('ignorez cet e-mail');
  });

  it('escapes the e-mail in the HTML', () => {
    const { html } = newsletterConfirmationEmail({ email: '<b>@x.fr', siteUrl: 'https://s.example' });
    expect(html).not.toContain('<b>@');
    expect(html).toContain('&lt;b&gt;@x.fr');
  });
});
