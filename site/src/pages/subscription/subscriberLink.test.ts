import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES, PREFERENCE_KEYS } from '@shared/domain/subscribers';
import { PlatformError } from '@shared/http/errors';
import { fakeClient } from '../../forms/contact/testClient';
import { PREFERENCE_OPTIONS, preferencesOf } from './preferenceOptions';
import { atLeast, checkSubscriberLink, readSubscriberLink, subscriptionHref } from './subscriberLink';

afterEach(() => {
  vi.useRealTimers();
});

describe('readSubscriberLink', () => {
  it('reads the URL-decoded e-mail and the token', () => {
    expect(readSubscriberLink('?email=marie%2Bnews%40example.fr&token=abc_-1')).toEqual({
      email: 'marie+news@example.fr',
      token: 'abc_-1',
    });
  });

  it('keeps a literal "+" of an address that was not encoded', () => {
    expect(readSubscriberLink('?token=t&email=marie+news@example.fr')?.email).toBe('marie+news@example.fr');
  });

  it.each([
    ['', 'nothing'],
    ['?email=a%40b.fr', 'no token'],
    ['?token=abc', 'no e-mail'],
    ['?email=&token=abc', 'an empty e-mail'],
    ['?email=a%40b.fr&token=%20', 'a blank token'],
    ['?email=%E0%A4%A&token=abc', 'a malformed encoding'],
  ])('is null for %s (%s)', (search) => {
    expect(readSubscriberLink(search)).toBeNull();
  });
});

describe('subscriptionHref', () => {
  it('links to the other page with the same e-mail and token, encoded', () => {
    const href = subscriptionHref('/email-preferences', { email: 'marie+news@example.fr', token: 'a=b' });
    expect(href).toBe('/email-preferences?email=marie%2Bnews%40example.fr&token=a%3Db');
    expect(readSubscriberLink(href.slice(href.indexOf('?')))).toEqual({
      email: 'marie+news@example.fr',
      token: 'a=b',
    });
  });
});

describe('checkSubscriberLink', () => {
  const link = { email: 'marie@example.fr', token: 'tok' };
  const subscriber = {
    _id: 's1',
    email: 'marie@example.fr',
    status: 'active',
    preferences: DEFAULT_PREFERENCES,
  };

  it('reads the subscriber with the token, as the platform requires', async () => {
    const { client, mocks } = fakeClient();
    mocks.find.mockResolvedValue({ total: 1, list: [subscriber] });
    expect(await checkSubscriberLink(client, link)).toEqual({ status: 'valid', subscriber });
    expect(mocks.find).toHaveBeenCalledWith('subscribers', {
      filter: { email: 'marie@example.fr' },
      token: 'tok',
      limit: 1,
    });
  });

  it('calls a link invalid when the platform refuses the token or knows no such subscriber', async () => {
    const { client, mocks } = fakeClient();
    mocks.find.mockRejectedValueOnce(new PlatformError(403, 'Lien invalide'));
    expect(await checkSubscriberLink(client, link)).toEqual({ status: 'invalid' });
    mocks.find.mockResolvedValueOnce({ total: 0, list: [] });
    expect(await checkSubscriberLink(client, link)).toEqual({ status: 'invalid' });
  });

  it('calls the service unavailable when the platform cannot answer', async () => {
    const { client, mocks } = fakeClient();
    mocks.find.mockRejectedValueOnce(new PlatformError(503, 'Indisponible'));
    expect(await checkSubscriberLink(client, link)).toEqual({ status: 'unavailable' });
    mocks.find.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await checkSubscriberLink(client, link)).toEqual({ status: 'unavailable' });
  });
});

describe('atLeast', () => {
  it('waits for the minimum time after a quick success, then gives its value', async () => {
    vi.useFakeTimers();
    let value: string | undefined;
    void atLeast(Promise.resolve('ok'), 2000).then((v) => (value = v));
    await vi.advanceTimersByTimeAsync(1999);
    expect(value).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(value).toBe('ok');
  });

  it('waits for the minimum time after a quick failure too, then rejects with its error', async () => {
    vi.useFakeTimers();
    let error: unknown;
    void atLeast(Promise.reject(new Error('boom')), 2000).catch((e: unknown) => (error = e));
    await vi.advanceTimersByTimeAsync(1999);
    expect(error).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(error).toEqual(new Error('boom'));
  });
});

describe('preference options', () => {
  it('lists the five topics in order (docs/product.md#désinscription-et-préférences), with their frequencies', () => {
    expect(PREFERENCE_OPTIONS.map((o) => o.key)).toEqual([...PREFERENCE_KEYS]);
    expect(PREFERENCE_OPTIONS.map((o) => o.frequency)).toEqual([
      'Mensuelle',
      'Occasionnelle',
      'Deux fois par mois',
      'Hebdomadaire',
      'Occasionnelle',
    ]);
    for (const option of PREFERENCE_OPTIONS) {
      expect(option.title).not.toBe('');
      expect(option.description).not.toBe('');
    }
  });

  it('takes the stored preferences, and the defaults only where none is stored', () => {
    const stored = {
      newsletter: false,
      promotions: true,
      productUpdates: false,
      energyTips: false,
      events: true,
    };
    expect(preferencesOf(stored)).toEqual(stored);
    expect(preferencesOf(undefined)).toEqual(DEFAULT_PREFERENCES);
    expect(preferencesOf({ promotions: true, events: 'yes' })).toEqual({
      ...DEFAULT_PREFERENCES,
      promotions: true,
    });
  });
});
