// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Resource, TestMemoryRouter, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectLoadErrorOnly, platformDown } from '../layout/testing';
import { EmailList } from './EmailList';
import { EmailShow } from './EmailShow';
import { TestAdminContext } from '../testing/TestAdminContext';
import { onAPhone } from '../testing/phone';

afterEach(cleanup);

const emails = [
  {
    id: 'e1',
    to: ['camille@example.org'],
    subject: 'Re: Ossature bois',
    fromName: 'Habitat Durable Le Havre',
    replyTo: ['contact@habitat-durable.example'],
    html: '<p>Bonjour <b>Camille</b></p><script>parent.document.title = "piraté"</script>',
    text: 'Bonjour Camille,\nÀ bientôt',
    status: 'sent',
    sentAt: '2026-11-22T13:05:00.000Z',
    sentBy: 'admin@example.com',
  },
  {
    id: 'e2',
    to: ['contact@habitat-durable.example', 'direction@example.com'],
    subject: 'Nouvelle demande de contact - Ossature bois',
    text: 'Une demande',
    status: 'scheduled',
    scheduledAt: '2026-12-01T08:00:00.000Z',
    sentAt: '2026-11-20T09:00:00.000Z',
    sentBy: 'visitor',
  },
];

function renderOutbox(
  path: string,
  getList = vi.fn().mockResolvedValue({ data: emails, total: emails.length }),
) {
  const dataProvider = {
    getList,
    getOne: vi.fn(async (_r: string, { id }: { id: string }) => ({ data: emails.find((e) => e.id === id) })),
  };
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <TestAdminContext dataProvider={dataProvider as unknown as DataProvider}>
        <Routes>
          <Route path="/emails/*" element={<Resource name="emails" list={EmailList} show={EmailShow} />} />
        </Routes>
      </TestAdminContext>
    </TestMemoryRouter>,
  );
  return dataProvider;
}

describe('the outbox list', () => {
  it('lists every email newest first with date, recipients, subject, status and sender, read-only', async () => {
    const dp = renderOutbox('/emails');
    const first = (await screen.findByText('Re: Ossature bois')).closest('tr') as HTMLElement;
    expect(dp.getList).toHaveBeenCalledWith(
      'emails',
      expect.objectContaining({
        sort: { field: 'sentAt', order: 'DESC' },
        pagination: { page: 1, perPage: 25 },
      }),
    );
    expect(within(first).getByText('22 novembre 2026 à 14:05')).toBeInTheDocument();
    expect(within(first).getByText('camille@example.org')).toBeInTheDocument();
    expect(within(first).getByText('Envoyé')).toBeInTheDocument();
    expect(within(first).getByText('admin@example.com')).toBeInTheDocument();

    const second = screen
      .getByText('Nouvelle demande de contact - Ossature bois')
      .closest('tr') as HTMLElement;
    expect(
      within(second).getByText('contact@habitat-durable.example, direction@example.com'),
    ).toBeInTheDocument();
    expect(within(second).getByText('Programmé')).toBeInTheDocument();
    expect(within(second).getByText('Site (visiteur)')).toBeInTheDocument();

    for (const header of ['Date', 'Destinataires', 'Sujet', 'Statut', 'Expéditeur']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: /créer/i })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('opens the email when its row is clicked', async () => {
    renderOutbox('/emails');
    fireEvent.click(await screen.findByText('Re: Ossature bois'));
    expect(await screen.findByTitle('Contenu HTML de l’e-mail')).toBeInTheDocument();
  });

  it('when the platform fails, shows the error only, then the e-mails once « Réessayer » succeeds', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const getList = vi.fn().mockResolvedValue({ data: emails, total: emails.length });
    getList.mockRejectedValueOnce(platformDown());
    renderOutbox('/emails', getList);
    await expectLoadErrorOnly('Erreur lors du chargement des e-mails envoyés', [
      'Aucun e-mail envoyé pour le moment.',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Re: Ossature bois')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Serveur injoignable' }));
  });
});

describe('the outbox on a phone', () => {
  it('lists each email as one item (subject, recipients, date, status) that opens it', async () => {
    onAPhone();
    try {
      renderOutbox('/emails');
      const subject = await screen.findByText('Re: Ossature bois');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const item = subject.closest('li') as HTMLElement;
      expect(
        within(item).getByText('camille@example.org · 22 novembre 2026 à 14:05 · Envoyé'),
      ).toBeInTheDocument();
      fireEvent.click(subject);
      expect(await screen.findByTitle('Contenu HTML de l’e-mail')).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the outbox view of one email', () => {
  it('shows the headers, the HTML in a sandbox where no script runs, and the text version', async () => {
    renderOutbox('/emails/e1/show');
    const frame = (await screen.findByTitle('Contenu HTML de l’e-mail')) as HTMLIFrameElement;
    // The screen's one h1 names the e-mail (docs/product.md#accessibilité-du-back-office).
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'E-mail « Re: Ossature bois »',
    ]);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(emails[0]?.html);
    expect(screen.getByText('Bonjour Camille,\nÀ bientôt', { normalizer: (s) => s })).toBeInTheDocument();
    expect(screen.getByText('Re: Ossature bois')).toBeInTheDocument();
    expect(screen.getByText('camille@example.org')).toBeInTheDocument();
    expect(screen.getByText('contact@habitat-durable.example')).toBeInTheDocument();
    expect(screen.getByText('Habitat Durable Le Havre')).toBeInTheDocument();
    expect(screen.getByText('22 novembre 2026 à 14:05')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /supprimer|éditer/i })).toBeNull();
  });

  it('shows the scheduled date and says when there is no HTML version', async () => {
    renderOutbox('/emails/e2/show');
    expect(await screen.findByText('Cet e-mail n’a pas de version HTML.')).toBeInTheDocument();
    expect(screen.getByText('Programmé')).toBeInTheDocument();
    expect(screen.getByText('1 décembre 2026 à 09:00')).toBeInTheDocument();
    expect(screen.getByText('Site (visiteur)')).toBeInTheDocument();
    // No « Répondre à » address: a dash, as for a missing sender's name.
    expect(screen.getByText('Répondre à').closest('.ra-field-replyTo')).toHaveTextContent(/^Répondre à—$/);
  });
});

describe('the empty outbox', () => {
  it('says so in French', async () => {
    const dataProvider = { getList: vi.fn().mockResolvedValue({ data: [], total: 0 }) };
    render(
      <TestMemoryRouter initialEntries={['/emails']}>
        <TestAdminContext dataProvider={dataProvider as unknown as DataProvider}>
          <Routes>
            <Route path="/emails/*" element={<Resource name="emails" list={EmailList} />} />
          </Routes>
        </TestAdminContext>
      </TestMemoryRouter>,
    );
    expect(await screen.findByText('Aucun e-mail envoyé pour le moment.')).toBeInTheDocument();
  });
});
