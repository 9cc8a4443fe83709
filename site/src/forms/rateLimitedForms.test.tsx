// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlatformError, TOO_MANY_REQUESTS } from '@shared/http/errors';
import type { PlatformClient } from '@shared/http/types';
import { ContactForm, SEND_ERROR } from './contact/ContactForm';
import { fakeClient } from './contact/testClient';
import { ReviewForm } from './review/ReviewForm';

const fake = vi.hoisted(() => ({ client: null as PlatformClient | null }));
vi.mock('@shared/http/platform', () => ({
  get platform() {
    return fake.client;
  },
}));
const { NewsletterSignup } = await import('../newsletter/NewsletterSignup');

/** What the platform answers past a limit (docs/security.md#limites), as the HTTP client hands it over. */
const WAIT = 'Trop de demandes en peu de temps. Veuillez réessayer dans 12 minutes.';
const rateLimited = () =>
  new PlatformError(429, WAIT, { reason: 'rate_limited', retryAfter: 720, scope: 'client' });

// The validation and the sending load on the first check (lazy chunks): loaded once here, as the forms' own tests do.
beforeAll(async () => {
  await Promise.all([
    import('./contact/contactValidation'),
    import('./contact/submitContactRequest'),
    import('./review/reviewValidation'),
    import('./review/submitReview'),
  ]);
});

let mocks: ReturnType<typeof fakeClient>['mocks'];
let client: PlatformClient;
beforeEach(() => {
  ({ mocks, client } = fakeClient());
  fake.client = client;
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('forms refused for volume', () => {
  async function fillQuote(user: ReturnType<typeof userEvent.setup>) {
    await user.type(field('Nom'), 'Jeanne Martin');
    await user.type(field('E-mail'), 'jeanne+devis@example.fr');
    await user.type(field('Téléphone'), '06 12 34 56 78');
    await user.type(field('Code postal'), '76600');
    await user.selectOptions(screen.getByLabelText('Type de projet'), 'Rénovation énergétique');
    await user.type(field('Message'), 'Isolation des combles.');
  }

  it('quote form: shows the platform’s French message with the wait, and keeps what was typed', async () => {
    const clock = { ms: 0 };
    const user = userEvent.setup();
    render(<ContactForm client={client} now={() => clock.ms} shownAt={0} />);
    mocks.create.mockRejectedValueOnce(rateLimited());
    await fillQuote(user);
    clock.ms = 10_000;
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));

    expect(await screen.findByText(WAIT)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(WAIT);
    expect(field('Nom').value).toBe('Jeanne Martin');
    expect(field('E-mail').value).toBe('jeanne+devis@example.fr');
    expect(field('Téléphone').value).toBe('06 12 34 56 78');
    expect(field('Code postal').value).toBe('76600');
    expect(field('Message').value).toBe('Isolation des combles.');
    expect(screen.getByRole('button', { name: 'Envoyer la demande' })).toBeEnabled();
  });

  it('quote form: any other refusal, even a 429 of the client’s own guard, keeps the usual message', async () => {
    const clock = { ms: 0 };
    const user = userEvent.setup();
    render(<ContactForm client={client} now={() => clock.ms} shownAt={0} />);
    mocks.create.mockRejectedValueOnce(new PlatformError(429, TOO_MANY_REQUESTS));
    await fillQuote(user);
    clock.ms = 10_000;
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByText(SEND_ERROR)).toBeInTheDocument();
  });

  it('review form: shows the message and keeps the review', async () => {
    const user = userEvent.setup();
    render(<ReviewForm client={client} />);
    mocks.create.mockRejectedValueOnce(rateLimited());
    await user.type(field('Nom'), 'Julie Moreau');
    await user.type(field('E-mail'), 'julie@example.org');
    await user.click(screen.getByRole('radio', { name: '4 étoiles' }));
    await user.type(field('Votre avis'), 'Chantier propre.');
    await user.click(screen.getByRole('button', { name: 'Publier mon avis' }));

    expect(await screen.findByText(WAIT)).toBeInTheDocument();
    expect(field('Nom').value).toBe('Julie Moreau');
    expect(field('Votre avis').value).toBe('Chantier propre.');
  });

  it('newsletter sign-up: shows the message and keeps the address', async () => {
    const user = userEvent.setup();
    render(<NewsletterSignup />);
    mocks.create.mockRejectedValueOnce(rateLimited());
    await user.type(field('Votre adresse e-mail'), 'camille@exemple.fr');
    await user.click(screen.getByRole('button', { name: 'S’inscrire' }));

    // The alert is a live region, in the page from the start: wait for its text, not for it.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(WAIT));
    expect(field('Votre adresse e-mail').value).toBe('camille@exemple.fr');
  });
});
