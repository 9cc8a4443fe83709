// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RATING_LABELS } from '@shared/domain/reviewForm';
import { fakeClient } from '../contact/testClient';
import { REVIEW_SEND_ERROR, ReviewForm } from './ReviewForm';

// The validation and the sending load on the first check (lazy chunks in the browser): loaded here once, so each
// test measures the form, not the first import of zod.
beforeAll(async () => {
  await Promise.all([import('./reviewValidation'), import('./submitReview')]);
});
afterEach(cleanup);

const submitButton = () => screen.getByRole('button', { name: /publier mon avis|envoi en cours/i });

async function fillReview(user: ReturnType<typeof userEvent.setup>, rating = 4) {
  await user.type(screen.getByLabelText('Nom'), 'Julie Moreau');
  await user.type(screen.getByLabelText('E-mail'), 'julie@example.org');
  await user.click(screen.getByRole('radio', { name: `${rating} ${rating > 1 ? 'étoiles' : 'étoile'}` }));
  await user.type(screen.getByLabelText('Votre avis'), 'Chantier propre et délais tenus.');
}

describe('ReviewForm', () => {
  it('shows the label of each rating, starting with "Cliquez pour noter"', async () => {
    const user = userEvent.setup();
    render(<ReviewForm client={fakeClient().client} />);
    expect(screen.getByText('Cliquez pour noter')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Votre note' })).toBeInTheDocument();
    const expected = ['Très insatisfait', 'Insatisfait', 'Correct', 'Satisfait', 'Très satisfait'];
    for (const [index, label] of expected.entries()) {
      const rating = index + 1;
      await user.click(screen.getByRole('radio', { name: `${rating} ${rating > 1 ? 'étoiles' : 'étoile'}` }));
      expect(screen.getByText(label)).toBeInTheDocument();
      expect(RATING_LABELS[rating]).toBe(label);
    }
  });

  it('keeps submit disabled while the rating is 0, and enables it once a star is chosen', async () => {
    const user = userEvent.setup();
    render(<ReviewForm client={fakeClient().client} />);
    expect(submitButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '3 étoiles' }));
    expect(submitButton()).toBeEnabled();
  });

  it('shows the French messages for missing fields and stores nothing', async () => {
    const user = userEvent.setup();
    const { client, mocks } = fakeClient();
    render(<ReviewForm client={client} />);
    await user.click(screen.getByRole('radio', { name: '5 étoiles' }));
    await user.click(submitButton());
    expect(await screen.findByText('Veuillez indiquer votre nom.')).toBeInTheDocument();
    expect(screen.getByText('Veuillez indiquer votre adresse e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Veuillez écrire votre avis.')).toBeInTheDocument();
    expect(mocks.create).not.toHaveBeenCalled();
  });

  it('stores a pending review, is disabled while sending, then thanks and offers an empty form again', async () => {
    const user = userEvent.setup();
    const { client, mocks } = fakeClient();
    let release: () => void = () => undefined;
    mocks.create.mockImplementationOnce(
      (_entity, doc) =>
        new Promise((resolve) => {
          release = () => resolve({ ...doc, _id: 'rev-1', createdAt: '', updatedAt: '' });
        }),
    );
    render(<ReviewForm client={client} />);
    await fillReview(user, 4);
    await user.click(submitButton());
    expect(await screen.findByRole('button', { name: 'Envoi en cours...' })).toBeDisabled();
    expect(mocks.create).toHaveBeenCalledWith(
      'reviews',
      {
        name: 'Julie Moreau',
        email: 'julie@example.org',
        rating: 4,
        comment: 'Chantier propre et délais tenus.',
        status: 'pending',
      },
      { idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    );
    release();
    expect(await screen.findByRole('heading', { name: 'Merci pour votre avis !' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Laisser un autre avis' }));
    expect(screen.getByLabelText('Nom')).toHaveValue('');
    expect(screen.getByLabelText('Votre avis')).toHaveValue('');
    expect(screen.getByText('Cliquez pour noter')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('shows a clear French error and keeps what was typed when storing fails', async () => {
    const user = userEvent.setup();
    const { client, mocks } = fakeClient();
    mocks.create.mockRejectedValueOnce(new Error('500'));
    render(<ReviewForm client={client} />);
    await fillReview(user, 2);
    await user.click(submitButton());
    expect(await screen.findByText(REVIEW_SEND_ERROR)).toBeInTheDocument();
    expect(screen.getByLabelText('Nom')).toHaveValue('Julie Moreau');
    expect(screen.getByLabelText('Votre avis')).toHaveValue('Chantier propre et délais tenus.');
    expect(screen.getByText('Insatisfait')).toBeInTheDocument();
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('sends one review on a double click, and the same key when the same review is sent again', async () => {
    const user = userEvent.setup();
    const { client, mocks } = fakeClient();
    let fail: () => void = () => undefined;
    mocks.create.mockImplementationOnce(
      () =>
        new Promise((_resolve, reject) => {
          fail = () => reject(new Error('réseau'));
        }),
    );
    render(<ReviewForm client={client} />);
    await fillReview(user, 5);
    // Both clicks land before React renders again (as in a browser): the button is not disabled yet for the second.
    const button = submitButton();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Envoi en cours...' })).toBeDisabled();
    fail();
    expect(await screen.findByText(REVIEW_SEND_ERROR)).toBeInTheDocument();
    expect(mocks.create).toHaveBeenCalledTimes(1);

    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Merci pour votre avis !' })).toBeInTheDocument();
    const keys = mocks.create.mock.calls.map((call) => (call as unknown[])[2]);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toEqual(keys[0]);
  });

  it('keeps a draft for the tab (never localStorage), restored on a reload and cleared once sent', async () => {
    const user = userEvent.setup();
    const { client } = fakeClient();
    render(<ReviewForm client={client} />);
    await fillReview(user, 3);
    expect(window.localStorage.length).toBe(0);
    cleanup();

    render(<ReviewForm client={client} />);
    expect(screen.getByLabelText('Nom')).toHaveValue('Julie Moreau');
    expect(screen.getByLabelText('Votre avis')).toHaveValue('Chantier propre et délais tenus.');
    expect(screen.getByRole('radio', { name: '3 étoiles' })).toBeChecked();
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Merci pour votre avis !' });
    cleanup();

    render(<ReviewForm client={client} />);
    expect(screen.getByLabelText('Nom')).toHaveValue('');
  });

  it('« Effacer le formulaire » empties the form and its draft', async () => {
    const user = userEvent.setup();
    const { client } = fakeClient();
    render(<ReviewForm client={client} />);
    await fillReview(user, 3);
    await user.click(screen.getByRole('button', { name: 'Effacer le formulaire' }));
    expect(screen.getByLabelText('Nom')).toHaveValue('');
    cleanup();
    render(<ReviewForm client={client} />);
    expect(screen.getByLabelText('Votre avis')).toHaveValue('');
  });
});
