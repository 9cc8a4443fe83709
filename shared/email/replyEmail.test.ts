import { describe, expect, it } from 'vitest';
import { isBlankReply, replyDraft, replyEmail, replySubject } from './replyEmail';

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
      message: 'Bonjour Paul,\n\nMerci.\nÀ bientôt',
      original: { message: 'Ligne 1\nLigne 2', name: 'Paul', date: '2025-03-03T13:05:00.000Z' },
    });
    expect(text.startsWith('Bonjour Paul,\n\nMerci.\nÀ bientôt')).toBe(true);
    expect(text).toContain('Le lundi 3 mars 2025 à 14:05, Paul a écrit :\n> Ligne 1\n> Ligne 2');
    expect(html).toContain('Merci.<br />\nÀ bientôt');
    expect(html).toContain('Ligne 1<br />\nLigne 2');
  });

  it('escapes the answer and the quoted visitor text', () => {
    const { html } = replyEmail({
      originalSubject: '<script>x</script>',
      message: replyDraft('<i>Paul</i>') + 'ok',
      original: { message: '<script>alert(1)</script>' },
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<i>Paul</i>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('the greeting', () => {
  it('is the start of the text the administrator edits, and the e-mail adds none of its own', () => {
    const draft = replyDraft('Claire Dubois-Lefèvre');
    expect(draft).toBe('Bonjour Claire Dubois-Lefèvre,\n\n');
    // The administrator rewrites it: what was typed is what is sent, greeting once.
    const message = 'Bonjour Claire,\nNous passons mardi.';
    const { text, html } = replyEmail({ originalSubject: 'Devis', message });
    expect(text.startsWith(message)).toBe(true);
    expect(text.match(/Bonjour/g)).toHaveLength(1);
    expect(html.match(/Bonjour/g)).toHaveLength(1);
  });

  it('counts a text with nothing beyond the greeting as empty', () => {
    expect(isBlankReply('Bonjour Claire Dubois,\n\n', 'Claire Dubois')).toBe(true);
    expect(isBlankReply('  \n', 'Claire Dubois')).toBe(true);
    expect(isBlankReply('Bonjour Claire Dubois,\nMerci.', 'Claire Dubois')).toBe(false);
    expect(replyDraft('  ')).toBe('Bonjour,\n\n');
  });
});
