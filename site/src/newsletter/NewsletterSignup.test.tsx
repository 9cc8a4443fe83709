// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
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

  it('stores the subscriber, asks for the welcome e-mail and says so', async () => {
    const user = userEvent.setup();
    render(<NewsletterSignup />);
    await user.type(field(), 'camille@exemple.fr');
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Merci ! Votre inscription est confirmée. Un e-mail de bienvenue vient de vous être envoyé.',
    );
    expect(mocks.create).toHaveBeenCalledWith('subscribers', {
      email: 'camille@exemple.fr',
      status: 'active',
      preferences: DEFAULT_PREFERENCES,
      source: 'footer',
    });
    expect(mocks.sendSiteEmail).toHaveBeenCalledWith({ message: 'newsletter-welcome', documentId: 'msg-1' });
    expect(field()).toHaveValue('');
  });

  it('shows a French error and keeps the address when storing fails', async () => {
    mocks.create.mockRejectedValueOnce(new Error('500'));
    const user = userEvent.setup();
    render(<NewsletterSignup />);
    await user.type(field(), 'camille@exemple.fr');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'L’inscription n’a pas abouti. Veuillez réessayer dans quelques instants.',
    );
    expect(field()).toHaveValue('camille@exemple.fr');
    expect(mocks.sendSiteEmail).not.toHaveBeenCalled();
  });

  it('says the address is recorded when the welcome is refused (already subscribed)', async () => {
    mocks.sendSiteEmail.mockRejectedValueOnce(new Error('409'));
    const user = userEvent.setup();
    render(<NewsletterSignup />);
    await user.type(field(), 'camille@exemple.fr');
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent('Merci ! Votre inscription est enregistrée.');
  });

  it('asks a returning address to confirm through the link sent by e-mail', async () => {
    mocks.create.mockImplementationOnce(async (_entity, doc) => ({
      ...doc,
      status: 'pending',
      _id: 'sub-7',
      createdAt: 'x',
      updatedAt: 'x',
    }));
    const user = userEvent.setup();
    render(<NewsletterSignup />);
    await user.type(field(), 'camille@exemple.fr');
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Merci ! Pour confirmer votre inscription, ouvrez le lien que nous venons de vous envoyer par e-mail.',
    );
    expect(mocks.sendSiteEmail).toHaveBeenCalledWith({
      message: 'newsletter-confirmation',
      documentId: 'sub-7',
    });
  });
});
