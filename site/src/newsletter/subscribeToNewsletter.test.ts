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

  it('then asks the platform for the welcome e-mail of the stored subscriber', async () => {
    const { client, mocks } = fakeClient();
    const result = await subscribeToNewsletter(client, 'camille@exemple.fr');
    expect(result).toEqual({ email: 'camille@exemple.fr', status: 'active', emailSent: true });
    expect(mocks.create.mock.invocationCallOrder[0]).toBeLessThan(
      mocks.sendSiteEmail.mock.invocationCallOrder[0]!,
    );
    expect(mocks.sendSiteEmail).toHaveBeenCalledWith({ message: 'newsletter-welcome', documentId: 'msg-1' });
    expect(mocks.sendEmail).not.toHaveBeenCalled();
  });

  it('asks for the confirmation e-mail when the platform keeps a returning address pending', async () => {
    const { client, mocks } = fakeClient();
    mocks.create.mockImplementationOnce(async (_entity, doc) => ({
      ...doc,
      status: 'pending',
      _id: 'sub-7',
      createdAt: 'x',
      updatedAt: 'x',
    }));
    const result = await subscribeToNewsletter(client, 'camille@exemple.fr');
    expect(result).toEqual({ email: 'camille@exemple.fr', status: 'pending', emailSent: true });
    expect(mocks.sendSiteEmail).toHaveBeenCalledWith({
      message: 'newsletter-confirmation',
      documentId: 'sub-7',
    });
  });

  it('reports a subscription whose e-mail was refused or failed, without throwing', async () => {
    const { client, mocks } = fakeClient();
    mocks.sendSiteEmail.mockRejectedValueOnce(new Error('déjà envoyé'));
    await expect(subscribeToNewsletter(client, 'camille@exemple.fr')).resolves.toEqual({
      email: 'camille@exemple.fr',
      status: 'active',
      emailSent: false,
    });
  });

  it('throws, and asks for nothing, when the subscriber cannot be stored', async () => {
    const { client, mocks } = fakeClient();
    mocks.create.mockRejectedValueOnce(new Error('refusé'));
    await expect(subscribeToNewsletter(client, 'camille@exemple.fr')).rejects.toThrow('refusé');
    expect(mocks.sendSiteEmail).not.toHaveBeenCalled();
  });
});
