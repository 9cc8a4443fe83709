import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY } from '@shared/domain/company';
import { visitorConfirmationEmail } from './visitorConfirmationEmail';

describe('visitorConfirmationEmail', () => {
  it('confirms a quote request with a fixed subject and text, and promises an answer within 24 hours', () => {
    const { subject, html, text } = visitorConfirmationEmail('quote');
    expect(subject).toBe('Nous avons bien reçu votre demande');
    expect(text).toContain('Bonjour,\n\nMerci pour votre demande envoyée depuis notre site.');
    expect(text).toContain('24 heures');
    expect(html).toContain('24 heures');
    expect(text).toContain('Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail');
  });

  it('confirms a chat question with the chat’s promise', () => {
    const { subject, text } = visitorConfirmationEmail('chat');
    expect(subject).toBe('Nous avons bien reçu votre question');
    expect(text).toContain(
      'Merci pour votre question posée dans la discussion de notre site. Un de nos experts vous répondra dans un délai de 24 heures.',
    );
  });

  it('carries the company’s details, escaped', () => {
    const company = { ...DEFAULT_COMPANY, name: 'Bois & Fils', phone: '02 35 00 00 00' };
    const { html, text } = visitorConfirmationEmail('quote', company);
    expect(html).toContain('L’équipe Bois &amp; Fils');
    expect(text).toContain('appelez-nous au 02 35 00 00 00');
  });
});
