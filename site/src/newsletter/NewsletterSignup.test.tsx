// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES } from '@shared/domain/subscribers';
import type { PlatformClient } from '@shared/http/types';
import { NewsletterSignup } from './NewsletterSignup';

const fake = vi.hoisted(() => ({ client: null as PlatformClient | null }));
vi.mock('@shared/http/platform', () => ({
  get platform() {
    return fake.client;
  },
}));

const { fakeClient } = await import('../forms/contact/testClient');
let mocks: ReturnType<typeof fakeClient>['mocks'];

beforeEach(() => {
  const created = fakeClient();
  mocks = created.mocks;
  fake.client = created.client;
});

const field = () => screen.getByLabelText('Votre adresse e-mail');
const submit = () => screen.getByRole('button', { name: 'S’inscrire' });

describe('newsletter sign-up (footer)', () => {
  it('refuses an empty or malformed address with a French message and stores nothing', async () => {
    const user = userEvent.setup();
    render(<NewsletterSignup />);
    await user.click(submit());
    expect(await screen.findByText('Veuillez indiquer votre adresse e-mail.')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('Veuillez indiquer votre adresse e-mail.');
    await user.type(field(), 'camille@exemple');
    await user.click(submit());
    expect(
      await screen.findByText('Veuillez saisir une adresse e-mail valide (ex. : nom@domaine.fr).'),
    ).toBeInTheDocument();
    expect(mocks.create).not.toHaveBeenCalled();
    expect(mocks.sendSiteEmail).not.toHaveBeenCalled();
  });

  const SIGNED_UP =
    'Merci ! Votre demande est enregistrée. Si cette adresse n’était pas encore abonnée, vous allez recevoir un e-mail de notre part.';

  it('stores the sign-up and says so in one message, asking for no e-mail itself', async () => {
    const user = userEvent.setup();
    render(<NewsletterSignup />);
    await user.type(field(), 'camille@exemple.fr');
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent(SIGNED_UP);
    expect(mocks.create).toHaveBeenCalledWith(
      'subscribers',
      { email: 'camille@exemple.fr', status: 'active', preferences: DEFAULT_PREFERENCES, source: 'footer' },
      { idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    );
    expect(mocks.sendSiteEmail).not.toHaveBeenCalled();
    expect(field()).toHaveValue('');
  });

  it('shows the same message for an address signed up again, without an error in the console', async () => {
    const errors = vi.spyOn(console, 'error');
    // The platform answers every sign-up `{ email }`, whatever the address.
    mocks.create.mockResolvedValue({ email: 'camille@exemple.fr' } as never);
    const user = userEvent.setup();
    render(<NewsletterSignup />);
    for (let i = 0; i < 2; i += 1) {
      await user.type(field(), 'camille@exemple.fr');
      await user.click(submit());
      expect(await screen.findByText(SIGNED_UP)).toBeInTheDocument();
      expect(field()).toHaveValue('');
    }
    expect(mocks.create).toHaveBeenCalledTimes(2);
    expect(mocks.sendSiteEmail).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('signs up once on a double click, and sends the same key when the same address is sent again', async () => {
    let fail: () => void = () => undefined;
    mocks.create.mockImplementationOnce(
      () =>
        new Promise((_resolve, reject) => {
          fail = () => reject(new Error('réseau'));
        }),
    );
    const user = userEvent.setup();
    render(<NewsletterSignup />);
    await user.type(field(), 'camille@exemple.fr');
    // Both clicks land before React renders again (as in a browser): the button is not disabled yet for the second.
    const button = submit();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Inscription...' })).toBeDisabled();
    fail();
    await screen.findByText('L’inscription n’a pas abouti. Veuillez réessayer dans quelques instants.');
    expect(mocks.create).toHaveBeenCalledTimes(1);

    await user.click(submit());
    await screen.findByText(SIGNED_UP);
    const keys = mocks.create.mock.calls.map((call) => (call as unknown[])[2]);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toEqual(keys[0]);
  });

  it('shows a French error and keeps the address when storing fails', async () => {
    mocks.create.mockRejectedValueOnce(new Error('500'));
    const user = userEvent.setup();
    render(<NewsletterSignup />);
    await user.type(field(), 'camille@exemple.fr');
    await user.click(submit());
    // The alert is a live region, in the page from the start: wait for its text, not for it.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'L’inscription n’a pas abouti. Veuillez réessayer dans quelques instants.',
      ),
    );
    expect(field()).toHaveValue('camille@exemple.fr');
    expect(mocks.sendSiteEmail).not.toHaveBeenCalled();
  });
});
