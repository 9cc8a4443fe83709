import { describe, expect, it } from 'vitest';
import { replyEmail, replySubject } from './replyEmail';

describe('replySubject', () => {
  it('prefixes "Re: " once', () => {
    expect(replySubject('Ossature bois')).toBe('Re: Ossature bois');
    expect(replySubject('Re: Ossature bois')).toBe('Re: Ossature bois');
    expect(replySubject('RE:Devis')).toBe('RE:Devis');
  });
});

describe('replyEmail', () => {
  it('uses "Re: " + the original subject unless the admin edited it', () => {
    expect(replyEmail({ originalSubject: 'Devis', message: 'Bonjour' }).subject).toBe('Re: Devis');
    expect(replyEmail({ originalSubject: 'Devis', subject: 'Votre devis', message: 'x' }).subject).toBe(
      'Votre devis',
    );
  });

  it('keeps line breaks in text and HTML and quotes the original message', () => {
    const { text, html } = replyEmail({
      originalSubject: 'Devis',
      message: 'Merci.\nÀ bientôt',
      recipientName: 'Paul',
      original: { message: 'Ligne 1\nLigne 2', name: 'Paul', date: '2025-03-03T13:05:00.000Z' },
    });
    expect(text).toContain('Bonjour Paul,\n\nMerci.\nÀ bientôt');
    expect(text).toContain('Le lundi 3 mars 2025 à 14:05, Paul a écrit :\n> Ligne 1\n> Ligne 2');
    expect(html).toContain('Merci.<br />\nÀ bientôt');
    expect(html).toContain('Ligne 1<br />\nLigne 2');
  });

  it('escapes the recipient name and the quoted visitor text', () => {
    const { html } = replyEmail({
      originalSubject: '<script>x</script>',
      message: 'ok',
      recipientName: '<i>Paul</i>',
      original: { message: '<script>alert(1)</script>' },
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<i>Paul</i>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
