import { describe, expect, it } from 'vitest';
import { fillPlaceholders, fillTemplate, sampleValues } from './placeholders';

const values = sampleValues(new Date('2025-03-10T12:00:00Z'));

describe('template placeholders', () => {
  it('has French sample values', () => {
    expect(values).toMatchObject({ firstName: 'Marie', month: 'mars 2025', discount: '30 %' });
    expect(values.unsubscribeUrl).toMatch(/\/unsubscribe\?email=/);
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
});
