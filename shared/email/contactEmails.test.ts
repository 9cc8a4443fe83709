import { describe, expect, it } from 'vitest';
import { contactNotificationEmail, type ContactEmailRequest } from './contactEmails';

const request: ContactEmailRequest = {
  name: 'Jeanne Martin',
  email: 'jeanne@example.fr',
  company: 'Atelier Martin',
  phone: '06 12 34 56 78',
  service: 'Ossature bois',
  message: 'Bonjour,\nJe voudrais une extension.\r\nMerci',
  date: '2025-03-03T13:05:00.000Z',
};

describe('contactNotificationEmail', () => {
  it('names the service in the subject, or "Service non spécifié"', () => {
    expect(contactNotificationEmail(request).subject).toBe('Nouvelle demande de contact - Ossature bois');
    expect(contactNotificationEmail({ ...request, service: undefined }).subject).toBe(
      'Nouvelle demande de contact - Service non spécifié',
    );
    expect(contactNotificationEmail({ ...request, service: '  ' }).subject).toBe(
      'Nouvelle demande de contact - Service non spécifié',
    );
  });

  it('lists name, email, company, phone, service and the French reception date', () => {
    const { html, text } = contactNotificationEmail(request);
    for (const part of [
      'Jeanne Martin',
      'jeanne@example.fr',
      'Atelier Martin',
      '06 12 34 56 78',
      'Ossature bois',
    ]) {
      expect(html).toContain(part);
      expect(text).toContain(part);
    }
    expect(text).toContain('Reçu le lundi 3 mars 2025 à 14:05');
    expect(html).toContain('Reçu le lundi 3 mars 2025 à 14:05');
  });

  it('leaves out the optional company and phone when absent', () => {
    const { text, html } = contactNotificationEmail({ ...request, company: '', phone: undefined });
    expect(text).not.toContain('Entreprise');
    expect(text).not.toContain('Téléphone');
    expect(html).not.toContain('Entreprise');
  });

  it('keeps the message line breaks', () => {
    const { html, text } = contactNotificationEmail(request);
    expect(html).toContain('Bonjour,<br />\nJe voudrais une extension.<br />\nMerci');
    expect(text).toContain('Bonjour,\nJe voudrais une extension.\r\nMerci');
  });

  it('escapes visitor text in the HTML', () => {
    const { html } = contactNotificationEmail({
      ...request,
      name: '<script>alert(1)</script>',
      company: '<img src=x onerror=alert(1)>',
      message: 'Salut <script>document.cookie</script>',
      email: 'a"b@example.fr',
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Salut &lt;script&gt;document.cookie&lt;/script&gt;');
    expect(html).toContain('mailto:a&quot;b@example.fr');
  });

  it('adds the consent lines only when given', () => {
    expect(contactNotificationEmail(request).text).not.toContain('Consentement');
    const { text, html } = contactNotificationEmail({
      ...request,
      dataProcessingConsent: true,
      marketingConsent: false,
    });
    expect(text).toContain('Consentement au traitement des données : oui');
    expect(text).toContain('Consentement aux communications commerciales : non');
    expect(html).toContain('Consentement au traitement des données : oui');
  });
});
