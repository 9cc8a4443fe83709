// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PlatformError } from '@shared/http/errors';
import { ContactForm, SEND_ERROR, TOO_FAST } from './ContactForm';
import { fakeClient } from './testClient';

/** A clock the test moves by hand: the form is "shown" at 0 ms. */
function manualClock() {
  const clock = { ms: 0, now: () => clock.ms };
  return clock;
}

function setup() {
  const { client, mocks } = fakeClient();
  const clock = manualClock();
  const user = userEvent.setup();
  render(<ContactForm client={client} now={clock.now} shownAt={0} />);
  return { client, mocks, clock, user };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Nom'), 'Jeanne Martin');
  await user.type(field('E-mail'), 'jeanne@example.fr');
  await user.type(field('Entreprise (optionnel)'), 'Atelier Martin');
  await user.type(field('Téléphone'), '06 12 34 56 78');
  await user.type(field('Code postal'), '76600');
  await user.selectOptions(screen.getByLabelText('Type de projet'), 'Rénovation énergétique');
  await user.type(field('Message'), 'Isolation des combles.{Enter}Merci');
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));

// The validation and the sending load on the first check (lazy chunks in the browser): loaded here once, so each
// test measures the form, not the first import of zod.
beforeAll(async () => {
  await Promise.all([import('./contactValidation'), import('./submitContactRequest')]);
});
afterEach(cleanup);

describe('ContactForm', () => {
  it('shows the French message of every required field and sends nothing', async () => {
    const { mocks, clock, user } = setup();
    clock.ms = 10_000;
    await submit(user);

    const expected: Record<string, string> = {
      Nom: 'Veuillez indiquer votre nom.',
      'E-mail': 'Veuillez indiquer votre adresse e-mail.',
      Téléphone: 'Veuillez indiquer votre numéro de téléphone.',
      'Code postal': 'Veuillez indiquer votre code postal.',
      'Type de projet': 'Veuillez choisir un type de projet.',
      Message: 'Veuillez décrire votre projet.',
    };
    for (const [label, text] of Object.entries(expected)) {
      const control = screen.getByLabelText(label);
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(text);
    }
    expect(field('Entreprise (optionnel)')).not.toHaveAttribute('aria-invalid');
    expect(mocks.create).not.toHaveBeenCalled();
    expect(mocks.sendSiteEmail).not.toHaveBeenCalled();
  });

  it('rejects a badly formed email with its message', async () => {
    const { mocks, clock, user } = setup();
    await fillValid(user);
    await user.clear(field('E-mail'));
    await user.type(field('E-mail'), 'jeanne@');
    clock.ms = 10_000;
    await submit(user);
    expect(
      await screen.findByText('Veuillez saisir une adresse e-mail valide (ex. : nom@domaine.fr).'),
    ).toBeInTheDocument();
    expect(mocks.create).not.toHaveBeenCalled();
  });

  it('requires exactly 5 digits in the postal code, which is limited to 5 characters and numeric input', async () => {
    const { mocks, clock, user } = setup();
    await fillValid(user);
    const postal = field('Code postal');
    expect(postal).toHaveAttribute('maxLength', '5');
    expect(postal).toHaveAttribute('inputMode', 'numeric');
    await user.clear(postal);
    await user.type(postal, '76A0');
    clock.ms = 10_000;
    await submit(user);
    expect(
      await screen.findByText('Le code postal doit contenir exactement 5 chiffres.'),
    ).toBeInTheDocument();
    expect(mocks.create).not.toHaveBeenCalled();

    await user.clear(postal);
    await user.type(postal, '7660012');
    expect(postal.value).toBe('76600');
  });

  it('goes idle → "Envoi en cours..." → "Message envoyé !" and stores, asks for its two e-mails, then flags', async () => {
    const { mocks, clock, user } = setup();
    let finishStore: () => void = () => {};
    mocks.create.mockImplementationOnce(
      (_entity, doc) =>
        new Promise((resolve) => {
          finishStore = () =>
            resolve({ ...doc, _id: 'msg-42', createdAt: 'x', updatedAt: 'x', ownerToken: 'jeton-42' });
        }),
    );
    await fillValid(user);
    clock.ms = 10_000;
    await submit(user);

    const busy = await screen.findByRole('button', { name: 'Envoi en cours...' });
    expect(busy).toBeDisabled();
    finishStore();

    expect(await screen.findByRole('heading', { name: 'Message envoyé !' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Nom')).not.toBeInTheDocument();

    expect(mocks.create).toHaveBeenCalledWith(
      'messages',
      expect.objectContaining({
        name: 'Jeanne Martin',
        email: 'jeanne@example.fr',
        company: 'Atelier Martin',
        phone: '06 12 34 56 78',
        postalCode: '76600',
        subject: 'Rénovation énergétique',
        message: 'Isolation des combles.\nMerci',
        status: 'unread',
        source: 'contact_form',
        priority: 'medium',
        notificationStatus: 'pending',
        date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
      { idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    );
    expect(mocks.sendSiteEmail.mock.calls).toEqual([
      [{ message: 'quote-notification', documentId: 'msg-42' }, { idempotencyKey: expect.any(String) }],
      [{ message: 'quote-confirmation', documentId: 'msg-42' }, { idempotencyKey: expect.any(String) }],
    ]);
    await waitFor(() =>
      expect(mocks.update).toHaveBeenCalledWith(
        'messages',
        { _id: 'msg-42' },
        { notificationStatus: 'sent' },
        { token: 'jeton-42' },
      ),
    );
  });

  it('shows the error in an alert and keeps the form filled when storing fails', async () => {
    const { mocks, clock, user } = setup();
    mocks.create.mockRejectedValueOnce(new PlatformError(500, 'Erreur serveur'));
    await fillValid(user);
    clock.ms = 10_000;
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Une erreur est survenue lors de l’envoi du message. Veuillez réessayer.',
    );
    expect(field('Nom').value).toBe('Jeanne Martin');
    expect(field('E-mail').value).toBe('jeanne@example.fr');
    expect(field('Code postal').value).toBe('76600');
    expect(field('Message').value).toBe('Isolation des combles.\nMerci');
    expect(screen.getByRole('button', { name: 'Envoyer la demande' })).toBeEnabled();
    expect(mocks.sendSiteEmail).not.toHaveBeenCalled();
  });

  it('still shows success when an e-mail fails, and flags the message "failed"', async () => {
    const { mocks, clock, user } = setup();
    mocks.sendSiteEmail.mockRejectedValueOnce(new PlatformError(500, 'SMTP en panne'));
    await fillValid(user);
    clock.ms = 10_000;
    await submit(user);

    expect(await screen.findByRole('heading', { name: 'Message envoyé !' })).toBeInTheDocument();
    expect(mocks.update).toHaveBeenCalledWith(
      'messages',
      { _id: 'msg-1' },
      { notificationStatus: 'failed' },
      { token: 'jeton-1' },
    );
  });

  it('drops a filled honeypot: success shown, nothing sent', async () => {
    const { mocks, clock, user } = setup();
    const honeypot = document.querySelector<HTMLInputElement>('.honeypot input')!;
    expect(honeypot).toHaveAttribute('tabIndex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    // Named like no field a browser's autofill knows (a `website`, `url` or `email` would be filled).
    expect(honeypot.name).not.toMatch(/web|site|url|mail|name|phone|tel|address|company/i);
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    await fillValid(user);
    await user.type(honeypot, 'https://spam.example');
    clock.ms = 10_000;
    await submit(user);

    expect(await screen.findByRole('heading', { name: 'Message envoyé !' })).toBeInTheDocument();
    expect(mocks.create).not.toHaveBeenCalled();
    expect(mocks.sendSiteEmail).not.toHaveBeenCalled();
  });

  it('says in French that a submission under 3 s went too fast, sends nothing, keeps the values, and sends again', async () => {
    const { mocks, clock, user } = setup();
    await fillValid(user);
    clock.ms = 2_999;
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_FAST);
    expect(screen.queryByRole('heading', { name: 'Message envoyé !' })).not.toBeInTheDocument();
    expect(mocks.create).not.toHaveBeenCalled();
    expect(field('Nom').value).toBe('Jeanne Martin');
    expect(field('Message').value).toBe('Isolation des combles.\nMerci');

    clock.ms = 4_000;
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Message envoyé !' })).toBeInTheDocument();
    expect(mocks.create).toHaveBeenCalledTimes(1);
  });

  it('counts the fill time from when the page was shown, not from when its code woke', async () => {
    const { client, mocks } = fakeClient();
    const user = userEvent.setup();
    const wokeAt = 5_000;
    // Shown at 0, woken 5 s later, sent at once: a person who typed while the code loaded.
    render(<ContactForm client={client} now={() => wokeAt} shownAt={0} />);
    await fillValid(user);
    await submit(user);

    expect(await screen.findByRole('heading', { name: 'Message envoyé !' })).toBeInTheDocument();
    expect(mocks.create).toHaveBeenCalledTimes(1);
  });

  it('"Envoyer un autre message" returns to an empty form, whose fill time starts then', async () => {
    const { mocks, clock, user } = setup();
    await fillValid(user);
    clock.ms = 10_000;
    await submit(user);
    await user.click(await screen.findByRole('button', { name: 'Envoyer un autre message' }));

    for (const label of ['Nom', 'E-mail', 'Entreprise (optionnel)', 'Téléphone', 'Code postal', 'Message']) {
      expect(field(label).value).toBe('');
    }
    expect((screen.getByLabelText('Type de projet') as HTMLSelectElement).value).toBe('');
    expect(mocks.create).toHaveBeenCalledTimes(1);

    await fillValid(user);
    clock.ms = 11_000;
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_FAST);
    expect(mocks.create).toHaveBeenCalledTimes(1);
  });

  it('sends once on a double click, the button disabled while it is sent', async () => {
    const { mocks, clock, user } = setup();
    let finishStore: () => void = () => {};
    mocks.create.mockImplementationOnce(
      (_entity, doc) =>
        new Promise((resolve) => {
          finishStore = () => resolve({ ...doc, _id: 'msg-7', createdAt: 'x', updatedAt: 'x' });
        }),
    );
    await fillValid(user);
    clock.ms = 10_000;
    // Both clicks land before React renders again (as in a browser): the button is not disabled yet for the second.
    const button = screen.getByRole('button', { name: 'Envoyer la demande' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Envoi en cours...' })).toBeDisabled();
    finishStore();

    await screen.findByRole('heading', { name: 'Message envoyé !' });
    expect(mocks.create).toHaveBeenCalledTimes(1);
    expect(mocks.sendSiteEmail).toHaveBeenCalledTimes(2);
  });

  it('sends the same key again for the same values after a failure, a new one for changed values', async () => {
    const { mocks, clock, user } = setup();
    mocks.create.mockRejectedValueOnce(new PlatformError(0, 'Impossible de joindre le serveur.'));
    mocks.create.mockRejectedValueOnce(new PlatformError(0, 'Impossible de joindre le serveur.'));
    await fillValid(user);
    clock.ms = 10_000;
    await submit(user);
    await screen.findByText(SEND_ERROR);
    clock.ms = 20_000;
    await submit(user);
    await waitFor(() => expect(mocks.create).toHaveBeenCalledTimes(2));
    await user.type(field('Message'), ' beaucoup');
    await submit(user);
    await screen.findByRole('heading', { name: 'Message envoyé !' });

    const calls = mocks.create.mock.calls as unknown as [
      string,
      Record<string, unknown>,
      { idempotencyKey: string },
    ][];
    const keys = calls.map((call) => call[2].idempotencyKey);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(calls[1]![1]).toEqual(calls[0]![1]); // the very same body, its date included
    expect(keys[2]).not.toBe(keys[0]);
    expect(mocks.sendSiteEmail.mock.calls.map((call) => (call as unknown[])[1])).toEqual([
      { idempotencyKey: `${keys[2]}.notification` },
      { idempotencyKey: `${keys[2]}.confirmation` },
    ]);
  });
});

describe('ContactForm draft (sessionStorage)', () => {
  it('keeps what is typed for the tab, restores it in a new form, and clears it once sent', async () => {
    const first = setup();
    await fillValid(first.user);
    expect(window.localStorage.length).toBe(0);
    cleanup();

    const { clock, user } = setup(); // a reload
    expect(field('Nom').value).toBe('Jeanne Martin');
    expect(field('Message').value).toBe('Isolation des combles.\nMerci');
    expect((screen.getByLabelText('Type de projet') as HTMLSelectElement).value).toBe(
      'Rénovation énergétique',
    );
    clock.ms = 10_000;
    await submit(user);
    await screen.findByRole('heading', { name: 'Message envoyé !' });
    cleanup();

    setup();
    expect(field('Nom').value).toBe('');
  });

  it('« Effacer le formulaire » empties the form and forgets the draft', async () => {
    const { user } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Effacer le formulaire' }));
    expect(field('Nom').value).toBe('');
    expect(window.sessionStorage.length).toBe(0);
    cleanup();

    setup();
    expect(field('Nom').value).toBe('');
    expect(field('Message').value).toBe('');
  });
});
