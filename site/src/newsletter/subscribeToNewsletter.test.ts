import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '@shared/domain/subscribers';
import { EMAIL_FROM_NAME } from '@shared/domain/company';
import { fakeClient } from '../forms/contact/testClient';
import { newsletterEmailError, subscribeToNewsletter } from './subscribeToNewsletter';

const SITE = 'https://www.exemple.fr';

describe('newsletterEmailError', () => {
  it('gives the French messages of the quote form', () => {
    expect(newsletterEmailError('')).toBe('Veuillez indiquer votre adresse e-mail.');
    expect(newsletterEmailError('   ')).toBe('Veuillez indiquer votre adresse e-mail.');
    expect(newsletterEmailError('camille@')).toBe(
      'Veuillez saisir une adresse e-mail valide (ex. : nom@domaine.fr).',
    );
    expect(newsletterEmailError(' camille@exemple.fr ')).toBeNull();
  });
});

describe('subscribeToNewsletter', () => {
  it('stores an active subscriber with the default preferences, source footer', async () => {
    const { client, mocks } = fakeClient();
    await subscribeToNewsletter(client, '  Camille.Martin@Exemple.fr ', SITE);
    expect(mocks.create).toHaveBeenCalledWith('subscribers', {
      email: 'camille.martin@exemple.fr',
      status: 'active',
      preferences: DEFAULT_PREFERENCES,
      source: 'footer',
    });
  });

  it('then sends the welcome email whose unsubscribe link carries the e-mail and the token placeholder', async () => {
    const { client, mocks } = fakeClient();
    const result = await subscribeToNewsletter(client, 'camille@exemple.fr', SITE);
    expect(result).toEqual({ email: 'camille@exemple.fr', welcomeSent: true });
    expect(mocks.create.mock.invocationCallOrder[0]).toBeLessThan(
      mocks.sendEmail.mock.invocationCallOrder[0]!,
    );
    const payload = mocks.sendEmail.mock.calls[0]![0] as Record<string, string>;
    expect(payload).toMatchObject({ to: 'camille@exemple.fr', fromName: EMAIL_FROM_NAME });
    expect(payload.subject).toMatch(/Bienvenue/);
    const link = `${SITE}/unsubscribe?email=camille%40exemple.fr&token={{unsubscribeToken}}`;
    expect(payload.text).toContain(link);
    expect(payload.html).toContain(link.replace(/&/g, '&amp;'));
  });

  it('reports a subscription whose welcome email failed, without throwing', async () => {
    const { client, mocks } = fakeClient();
    mocks.sendEmail.mockRejectedValueOnce(new Error('indisponible'));
    await expect(subscribeToNewsletter(client, 'camille@exemple.fr', SITE)).resolves.toEqual({
      email: 'camille@exemple.fr',
      welcomeSent: false,
    });
  });

  it('throws, and sends nothing, when the subscriber cannot be stored', async () => {
    const { client, mocks } = fakeClient();
    mocks.create.mockRejectedValueOnce(new Error('refusé'));
    await expect(subscribeToNewsletter(client, 'camille@exemple.fr', SITE)).rejects.toThrow('refusé');
    expect(mocks.sendEmail).not.toHaveBeenCalled();
  });
});
