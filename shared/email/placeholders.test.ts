import { describe, expect, it } from 'vitest';
import { fillPlaceholders, fillTemplate, frenchMonth, sampleValues, subscriberValues } from './placeholders';

const values = sampleValues('https://www.site.example/', new Date('2025-03-10T12:00:00Z'));

describe('template placeholders', () => {
  it('has French sample values', () => {
    expect(values).toMatchObject({ firstName: 'Marie', month: 'mars 2025', discount: '30 %' });
    expect(values.unsubscribeUrl).toBe(
      'https://www.site.example/unsubscribe?email=exemple%40example.com&token=exemple',
    );
  });

  it('fills every known placeholder in the subject and the body, and leaves others alone', () => {
    const filled = fillTemplate(
      {
        subject: 'Les nouvelles de {month} — {discount} pour {firstName}',
        content: '<p>Bonjour {firstName}</p><a href="{unsubscribeUrl}">x</a> {inconnu}',
      },
      values,
    );
    expect(filled.subject).toBe('Les nouvelles de mars 2025 — 30 % pour Marie');
    expect(filled.html).toContain('<p>Bonjour Marie</p>');
    expect(filled.html).toContain('token=exemple');
    expect(filled.html).toContain('{inconnu}');
  });

  it('escapes values in HTML, not in plain text', () => {
    const odd = { ...values, firstName: '<b>"Zoé"</b>' };
    expect(fillPlaceholders('{firstName}', odd, true)).toBe('&lt;b&gt;&quot;Zoé&quot;&lt;/b&gt;');
    expect(fillPlaceholders('{firstName}', odd)).toBe('<b>"Zoé"</b>');
  });

  it('takes the spaces before an empty value along: « Bonjour {firstName}, » reads « Bonjour, »', () => {
    const noName = { ...values, firstName: '' };
    expect(fillPlaceholders('<p>Bonjour {firstName},</p>', noName, true)).toBe('<p>Bonjour,</p>');
    expect(fillPlaceholders('Bonjour&nbsp;{firstName} !', noName, true)).toBe('Bonjour !');
    expect(fillPlaceholders('Merci {firstName}\u202F!', noName)).toBe('Merci\u202F!');
    // A value keeps its space.
    expect(fillPlaceholders('Bonjour {firstName},', values)).toBe('Bonjour Marie,');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(fillPlaceholders('Jusqu’à {discount} de remise, {month}', { month: 'mai 2025' })).toBe(
      'Jusqu’à {discount} de remise, mai 2025',
    );
  });

  it('gives a subscriber no first name, the month in Paris and their own unsubscribe link', () => {
    // 23:30 UTC on 31 March is already April in Paris.
    expect(frenchMonth(new Date('2025-03-31T23:30:00Z'))).toBe('avril 2025');
    expect(
      subscriberValues({
        siteUrl: 'https://www.site.example/',
        email: 'léa+news@example.net',
        now: new Date('2025-03-10T12:00:00Z'),
      }),
    ).toEqual({
      firstName: '',
      month: 'mars 2025',
      unsubscribeUrl:
        'https://www.site.example/unsubscribe?email=l%C3%A9a%2Bnews%40example.net&token={{unsubscribeToken}}',
      siteUrl: 'https://www.site.example',
    });
  });

  it('fills {siteUrl} with the site that sends, for content links as for personal ones', () => {
    const values = subscriberValues({ siteUrl: 'http://127.0.0.1:4173/', email: 'a@b.fr' });
    expect(fillPlaceholders('<a href="{siteUrl}/portfolio">Réalisations</a>', values, true)).toBe(
      '<a href="http://127.0.0.1:4173/portfolio">Réalisations</a>',
    );
    expect(sampleValues('https://www.site.example/').siteUrl).toBe('https://www.site.example');
  });
});
