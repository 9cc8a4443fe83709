import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '@shared/domain/subscribers';
import { fakeClient } from '../forms/contact/testClient';
import { newsletterEmailError, subscribeToNewsletter } from './subscribeToNewsletter';

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
    await subscribeToNewsletter(client, '  Camille.Martin@Exemple.fr ');
    expect(mocks.create).toHaveBeenCalledWith('subscribers', {
      email: 'camille.martin@exemple.fr',
      status: 'active',
      preferences: DEFAULT_PREFERENCES,
      source: 'footer',
    });
  });

  it('asks for no e-mail itself: the platform sends what follows, whatever it answered', async () => {
    const { client, mocks } = fakeClient();
    // The platform's answer to a visitor's sign-up: the same for a known and an unknown address.
    mocks.create.mockResolvedValueOnce({ email: 'camille@exemple.fr' } as never);
    const result = await subscribeToNewsletter(client, 'camille@exemple.fr');
    expect(result).toEqual({ email: 'camille@exemple.fr' });
    expect(mocks.sendSiteEmail).not.toHaveBeenCalled();
    expect(mocks.sendEmail).not.toHaveBeenCalled();
  });

  it('throws when the sign-up cannot be stored', async () => {
    const { client, mocks } = fakeClient();
    mocks.create.mockRejectedValueOnce(new Error('refusé'));
    await expect(subscribeToNewsletter(client, 'camille@exemple.fr')).rejects.toThrow('refusé');
    expect(mocks.sendSiteEmail).not.toHaveBeenCalled();
  });
});
