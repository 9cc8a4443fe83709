// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectLoadErrorOnly, platformDown } from '../layout/testing';
import { currentPath, fakeDataProvider, renderInbox, sampleMessages } from './testing';

afterEach(cleanup);
// The machine is shared: leave react-admin's queries time to settle.

const list = () => screen.getByRole('region', { name: 'Liste des messages' });
const row = (name: string) => within(list()).getByText(name).closest('a') as HTMLElement;
const lastGetListParams = (dp: ReturnType<typeof fakeDataProvider>) =>
  (dp.getList.mock.calls.at(-1) as unknown as [string, Record<string, unknown>])[1];

describe('MessageInbox', () => {
  it('asks the server for the newest 25 messages, with no filter', async () => {
    const dp = renderInbox();
    await screen.findByText('Sophie Martin');
    expect(dp.getList).toHaveBeenCalledWith(
      'messages',
      expect.objectContaining({
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'date', order: 'DESC' },
        filter: {},
      }),
    );
  });

  it('shows the back link, title, count with the filter, and each row with its date, badges and flag', async () => {
    renderInbox();
    await screen.findByText('Sophie Martin');
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { level: 1, name: 'Messages & Contacts' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 messages · Tous');

    const first = row('Sophie Martin');
    expect(within(first).getByText('Diagnostic énergétique')).toBeInTheDocument();
    expect(within(first).getByText('22 novembre 2026 à 14:05')).toBeInTheDocument();
    expect(within(first).getByText('Urgent')).toBeInTheDocument();
    expect(within(first).getByTitle('Non lu')).toBeInTheDocument();
    expect(within(first).getByText('E-mail non envoyé')).toBeInTheDocument();

    const second = row('Karim Benali');
    expect(within(second).getByText('1 juillet 2025 à 10:05')).toBeInTheDocument();
    expect(within(second).getByText('Faible')).toBeInTheDocument();
    expect(within(second).getByTitle('Lu')).toBeInTheDocument();
    expect(within(second).queryByText('E-mail non envoyé')).toBeNull();
    expect(within(row('Claire Dubois')).getByText('Normal')).toBeInTheDocument();
    expect(within(row('Claire Dubois')).getByTitle('Archivé')).toBeInTheDocument();
    // Only « Urgent » stands out; « Normal » and « Faible » share one neutral colour, not a warning's yellow.
    const colour = (text: string) => getComputedStyle(screen.getByText(text)).backgroundColor;
    expect(colour('Normal')).toBe(colour('Faible'));
    expect(colour('Normal')).toBe('rgb(243, 244, 246)');
    expect(colour('Urgent')).toBe('rgb(254, 226, 226)');

    expect(screen.getByText('Aucun message sélectionné')).toBeInTheDocument();
    expect(
      screen.getByText('Sélectionnez un message dans la liste pour voir les détails'),
    ).toBeInTheDocument();
  });

  it('filters by status on the server and names the filter in the title', async () => {
    const dp = renderInbox();
    await screen.findByText('Sophie Martin');
    const filters = screen.getByRole('group', { name: 'Filtrer par statut' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Tous', 'Non lus', 'Lus', 'Archivés']);

    fireEvent.click(within(filters).getByRole('button', { name: 'Non lus' }));
    await waitFor(() => expect(lastGetListParams(dp)).toMatchObject({ filter: { status: 'unread' } }));
    expect(lastGetListParams(dp)).toMatchObject({ pagination: { page: 1, perPage: 25 } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('messages · Non lus'));

    fireEvent.click(within(filters).getByRole('button', { name: 'Archivés' }));
    await waitFor(() => expect(lastGetListParams(dp)).toMatchObject({ filter: { status: 'archived' } }));

    fireEvent.click(within(filters).getByRole('button', { name: 'Tous' }));
    await waitFor(() => expect(lastGetListParams(dp).filter).toEqual({}));
  });

  it('searches on the server with q, keeping the status filter', async () => {
    const dp = renderInbox();
    await screen.findByText('Sophie Martin');
    fireEvent.click(screen.getByRole('button', { name: 'Lus' }));
    await waitFor(() => expect(lastGetListParams(dp)).toMatchObject({ filter: { status: 'read' } }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher par nom, e-mail ou sujet' }), {
      target: { value: 'KARIM@' },
    });
    await waitFor(() => expect(lastGetListParams(dp).filter).toEqual({ status: 'read', q: 'KARIM@' }));
  });

  it('asks once the typing settles, and keeps the search and the status in the address', async () => {
    const dp = renderInbox();
    await screen.findByText('Sophie Martin');
    const box = screen.getByRole('searchbox', { name: 'Rechercher par nom, e-mail ou sujet' });
    // French typography: an ellipsis, not three dots.
    expect(box).toHaveAttribute('placeholder', 'Rechercher…');
    for (const value of ['k', 'ka', 'kar']) fireEvent.change(box, { target: { value } });
    await waitFor(() => expect(lastGetListParams(dp).filter).toEqual({ q: 'kar' }));
    const searches = dp.getList.mock.calls
      .map((call) => (call as unknown as [string, { filter: Record<string, unknown> }])[1].filter)
      .filter((filter) => 'q' in filter);
    expect(searches).toHaveLength(1);
    expect(decodeURIComponent(currentPath() ?? '')).toContain('"q":"kar"');
  });

  it('a status chosen while the search waits for its pause applies both at once, and keeps both', async () => {
    const dp = renderInbox();
    await screen.findByText('Sophie Martin');
    const asked = dp.getList.mock.calls.length;
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher par nom, e-mail ou sujet' }), {
      target: { value: 'karim' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Non lus' }));
    await waitFor(() => expect(lastGetListParams(dp).filter).toEqual({ q: 'karim', status: 'unread' }));
    // One request with both: never the unread of every search, nor a search that forgot the status.
    const filters = dp.getList.mock.calls
      .slice(asked)
      .map((call) => (call as unknown as [string, { filter: Record<string, unknown> }])[1].filter);
    expect(filters.every((filter) => filter.q === 'karim' && filter.status === 'unread')).toBe(true);
    expect(screen.getByRole('button', { name: 'Non lus' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('searchbox', { name: 'Rechercher par nom, e-mail ou sujet' })).toHaveValue(
      'karim',
    );
  });

  it('opens with the search and the status of the address (a reload)', async () => {
    const filter = encodeURIComponent(JSON.stringify({ q: 'karim', status: 'read' }));
    const dp = renderInbox(fakeDataProvider(), `/messages?filter=${filter}`);
    await screen.findByText('Karim Benali');
    expect(screen.getByRole('searchbox', { name: 'Rechercher par nom, e-mail ou sujet' })).toHaveValue(
      'karim',
    );
    expect(screen.getByRole('button', { name: 'Lus' })).toHaveAttribute('aria-pressed', 'true');
    expect(lastGetListParams(dp)).toMatchObject({ filter: { q: 'karim', status: 'read' } });
  });

  it('says when the list is empty, and when a search finds nothing', async () => {
    const dp = fakeDataProvider([]);
    renderInbox(dp);
    expect(await screen.findByText('Aucun message')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 message · Tous');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
    expect(await screen.findByText('Aucun message ne correspond à votre recherche')).toBeInTheDocument();
  });

  it('when the platform fails, shows the error only, then the messages once « Réessayer » succeeds', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const dp = fakeDataProvider();
    dp.getList.mockRejectedValueOnce(platformDown());
    renderInbox(dp);
    await expectLoadErrorOnly('Erreur lors du chargement des messages', ['Aucun message']);
    expect(screen.queryByText(/messages? · /)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Sophie Martin')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 messages · Tous');
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Serveur injoignable' }));
  });

  it('when a refresh fails, hides the rows and the count it had', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const dp = renderInbox(fakeDataProvider(), '/messages/m2');
    const pane = await screen.findByRole('article', { name: 'Ossature bois' });
    await within(list()).findByText('Sophie Martin');
    dp.getList.mockRejectedValue(platformDown());
    // Archiving refreshes the list, which the platform now refuses.
    fireEvent.click(within(pane).getByRole('button', { name: 'Archiver' }));
    await expectLoadErrorOnly('Erreur lors du chargement des messages', ['Aucun message']);
    expect(within(list()).queryByText('Sophie Martin')).toBeNull();
    expect(screen.queryByText(/messages? · /)).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Serveur injoignable' }));
  });

  it('opens a message in the pane, with its address, and marks an unread one read on the server', async () => {
    const dp = renderInbox();
    fireEvent.click(await screen.findByText('Sophie Martin'));
    const pane = await screen.findByRole('article', { name: 'Diagnostic énergétique' });
    expect(currentPath()).toBe('/messages/m1');
    for (const text of [
      'sophie@example.fr',
      '06 12 34 56 78',
      'SCI Les Docks',
      '76620',
      '22 novembre 2026 à 14:05',
    ]) {
      expect(within(pane).getByText(text)).toBeInTheDocument();
    }
    // The badge beside the subject, and the Priorité field.
    expect(within(pane).getAllByText('Urgent')).toHaveLength(2);
    const text = within(pane).getByTestId('message-text');
    expect(text.textContent).toBe('Bonjour,\nUne maison de 1965.\n\nMerci');
    expect(text).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(within(pane).getByText(/n’a pas été envoyé/)).toBeInTheDocument();

    await waitFor(() =>
      expect(dp.update).toHaveBeenCalledWith(
        'messages',
        expect.objectContaining({ id: 'm1', data: { status: 'read' } }),
      ),
    );
    expect(dp.update).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(row('Sophie Martin')).getByTitle('Lu')).toBeInTheDocument());
  });

  it('shows a chat question with its source, page and conversation, and no reply without an address', async () => {
    const chat = {
      id: 'c1',
      name: 'Lucie Morel',
      phone: '02 35 00 11 22',
      subject: 'Question posée dans la discussion',
      message: 'Isolez-vous les combles ?',
      source: 'chat',
      page: '/services',
      conversation: [
        { from: 'visitor', text: 'Isolez-vous les combles ?', at: '2026-11-28T09:15:00.000Z' },
        {
          from: 'bot',
          text: 'Merci pour votre message ! Un de nos experts vous répondra très rapidement.',
          at: '2026-11-28T09:15:01.000Z',
        },
      ],
      date: '2026-11-28T09:16:00.000Z',
      status: 'read',
      priority: 'medium',
      notificationStatus: 'sent',
    };
    renderInbox(fakeDataProvider([chat, ...sampleMessages()]));
    await screen.findByText('Lucie Morel');
    expect(within(row('Lucie Morel')).getByText('Discussion')).toBeInTheDocument();
    expect(within(row('Sophie Martin')).getByText('Formulaire de devis')).toBeInTheDocument();

    fireEvent.click(screen.getByText('Lucie Morel'));
    const pane = await screen.findByRole('article', { name: 'Question posée dans la discussion' });
    expect(within(pane).getByText('Discussion, page /services')).toBeInTheDocument();
    const conversation = within(pane).getByRole('region', { name: 'Conversation' });
    const lines = within(conversation)
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    expect(lines).toEqual([
      'Visiteur · 10:15Isolez-vous les combles ?',
      'Réponse automatique · 10:15Merci pour votre message ! Un de nos experts vous répondra très rapidement.',
    ]);
    expect(within(pane).queryByText('E-mail')).toBeNull();
    expect(within(pane).getByRole('button', { name: 'Répondre' })).toBeDisabled();
    expect(within(pane).getByText(/Pas d’adresse e-mail/)).toBeInTheDocument();
  });

  it('shows the questions added to a chat conversation after the first, in order, their day once past it, and their count', async () => {
    const chat = {
      id: 'c2',
      name: 'Marc Leroy',
      email: 'marc@example.org',
      subject: 'Question posée dans la discussion',
      message: 'Isolez-vous les combles ?',
      source: 'chat',
      page: '/',
      conversation: [
        { from: 'visitor', text: 'Isolez-vous les combles ?', at: '2026-11-28T21:15:00.000Z' },
        {
          from: 'bot',
          text: 'Un de nos experts vous répondra très rapidement.',
          at: '2026-11-28T21:15:01.000Z',
        },
        { from: 'visitor', text: 'Et les murs ?', at: '2026-11-28T21:20:00.000Z' },
        { from: 'visitor', text: 'Quel délai pour un devis ?', at: '2026-11-29T07:05:00.000Z' },
      ],
      date: '2026-11-28T21:15:02.000Z',
      status: 'read',
      priority: 'medium',
      notificationStatus: 'sent',
    };
    renderInbox(fakeDataProvider([chat, ...sampleMessages()]));
    await screen.findByText('Marc Leroy');
    expect(within(row('Marc Leroy')).getByText('3 questions')).toBeInTheDocument();
    expect(within(row('Sophie Martin')).queryByText(/questions?$/)).toBeNull();

    fireEvent.click(screen.getByText('Marc Leroy'));
    const pane = await screen.findByRole('article', { name: 'Question posée dans la discussion' });
    const conversation = within(pane).getByRole('region', { name: 'Conversation' });
    expect(within(conversation).getByText('3 questions du visiteur')).toBeInTheDocument();
    expect(
      within(conversation)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      'Visiteur · 22:15Isolez-vous les combles ?',
      'Réponse automatique · 22:15Un de nos experts vous répondra très rapidement.',
      'Visiteur · 22:20Et les murs ?',
      'Visiteur · 29 novembre à 08:05Quel délai pour un devis ?',
    ]);
  });

  it('opens the message named in the address on load, without marking a read one again, with its replies', async () => {
    const dp = renderInbox(fakeDataProvider(), '/messages/m2');
    const pane = await screen.findByRole('article', { name: 'Ossature bois' });
    expect(dp.getOne).toHaveBeenCalledWith('messages', expect.objectContaining({ id: 'm2' }));
    const replies = within(pane).getByRole('region', { name: 'Réponses envoyées (1)' });
    expect(within(replies).getByText('Re: Ossature bois')).toBeInTheDocument();
    expect(
      within(replies).getByText('Envoyée le 2 juillet 2025 à 09:30 par admin@example.com'),
    ).toBeInTheDocument();
    expect(within(pane).queryByText('06 12 34 56 78')).toBeNull();
    expect(dp.update).not.toHaveBeenCalled();
  });

  it('archives on the server', async () => {
    const dp = renderInbox(fakeDataProvider(), '/messages/m2');
    const pane = await screen.findByRole('article', { name: 'Ossature bois' });
    fireEvent.click(within(pane).getByRole('button', { name: 'Archiver' }));
    await waitFor(() =>
      expect(dp.update).toHaveBeenCalledWith(
        'messages',
        expect.objectContaining({ id: 'm2', data: { status: 'archived' } }),
      ),
    );
    expect(await screen.findByText('Message archivé')).toBeInTheDocument();
    await waitFor(() => expect(within(pane).getByRole('button', { name: 'Archiver' })).toBeDisabled());
  });

  it('deletes only after the confirmation, then clears the selection', async () => {
    const dp = renderInbox(fakeDataProvider(), '/messages/m2?filter=%7B%7D');
    const pane = await screen.findByRole('article', { name: 'Ossature bois' });
    fireEvent.click(within(pane).getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Êtes-vous sûr de vouloir supprimer ce message ?')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dp.delete).not.toHaveBeenCalled();

    fireEvent.click(within(pane).getByRole('button', { name: 'Supprimer' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(dp.delete).toHaveBeenCalledWith('messages', expect.objectContaining({ id: 'm2' })),
    );
    expect(await screen.findByText('Aucun message sélectionné')).toBeInTheDocument();
    expect(currentPath()).toBe('/messages?filter=%7B%7D');
    await waitFor(() => expect(screen.queryByText('Karim Benali')).toBeNull());
  });
});

describe('the reply dialog', () => {
  async function openReply(dp = fakeDataProvider()) {
    renderInbox(dp, '/messages/m1');
    const pane = await screen.findByRole('article', { name: 'Diagnostic énergétique' });
    fireEvent.click(within(pane).getByRole('button', { name: 'Répondre' }));
    return { dp, dialog: await screen.findByRole('dialog', { name: 'Répondre à Sophie Martin' }) };
  }

  it('has a read-only recipient, the "Re: " subject, an 8-row message area, Annuler and Envoyer', async () => {
    const { dialog } = await openReply();
    const to = within(dialog).getByLabelText('Destinataire');
    expect(to).toHaveValue('sophie@example.fr');
    expect(to).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText(/^Sujet/)).toHaveValue('Re: Diagnostic énergétique');
    const area = within(dialog).getByPlaceholderText('Votre réponse...');
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '8');
    // The greeting is in the text the administrator edits: the e-mail adds none out of sight.
    expect(area).toHaveValue('Bonjour Sophie Martin,\n\n');
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Envoyer' })).toBeInTheDocument();
  });

  it('sends through the data provider and confirms with the expected message (docs/product.md#boîte-de-réception)', async () => {
    const { dp, dialog } = await openReply();
    fireEvent.change(within(dialog).getByPlaceholderText('Votre réponse...'), {
      target: { value: 'Bonjour Sophie,\nNous passons samedi.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() =>
      expect(dp.sendReply).toHaveBeenCalledWith('m1', {
        subject: 'Re: Diagnostic énergétique',
        message: 'Bonjour Sophie,\nNous passons samedi.',
      }),
    );
    expect(await screen.findByText('Réponse envoyée avec succès !')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends nothing without a text, and keeps the text with a French error when sending fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const dp = fakeDataProvider();
    dp.sendReply.mockRejectedValueOnce(new Error('Service e-mail indisponible'));
    const { dialog } = await openReply(dp);
    // The greeting alone is no answer.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await within(dialog).findByText('Veuillez écrire une réponse.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByPlaceholderText('Votre réponse...'), { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(within(dialog).getByText('Veuillez écrire une réponse.')).toBeInTheDocument();
    expect(dp.sendReply).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByPlaceholderText('Votre réponse...'), {
      target: { value: 'Bonjour' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(
      await within(dialog).findByText('Erreur lors de l’envoi de la réponse : Service e-mail indisponible'),
    ).toBeInTheDocument();
    expect(within(dialog).getByPlaceholderText('Votre réponse...')).toHaveValue('Bonjour');
    expect(screen.queryByText('Réponse envoyée avec succès !')).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Service e-mail indisponible' }),
    );
  });
});

describe('closing the reply dialog', () => {
  const DISCARD = 'Abandonner la réponse ?';

  async function openReply() {
    const pane = await screen.findByRole('article', { name: 'Diagnostic énergétique' });
    fireEvent.click(within(pane).getByRole('button', { name: 'Répondre' }));
    return screen.findByRole('dialog', { name: 'Répondre à Sophie Martin' });
  }
  const type = (dialog: HTMLElement, value: string) =>
    fireEvent.change(within(dialog).getByPlaceholderText('Votre réponse...'), { target: { value } });
  const escape = (dialog: HTMLElement) => fireEvent.keyDown(dialog, { key: 'Escape' });
  // MUI closes on a click that both starts and ends on the backdrop's container.
  const clickBackdrop = (dialog: HTMLElement) => {
    const container = dialog.parentElement as HTMLElement;
    fireEvent.mouseDown(container);
    fireEvent.click(container);
  };
  const discardQuestion = () => screen.findByRole('dialog', { name: DISCARD });

  it('closes at once while the text is unchanged: « Annuler », Échap, the backdrop', async () => {
    renderInbox(fakeDataProvider(), '/messages/m1');
    for (const close of [
      (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' })),
      escape,
      clickBackdrop,
    ]) {
      close(await openReply());
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    expect(screen.queryByText(DISCARD)).toBeNull();
  });

  it('asks before dropping a changed text; « Continuer la saisie » keeps it, « Abandonner » drops it', async () => {
    const dp = renderInbox(fakeDataProvider(), '/messages/m1');
    const dialog = await openReply();
    type(dialog, 'Bonjour Sophie,\nNous passons samedi.');
    for (const close of [
      () => fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' })),
      () => escape(dialog),
      () => clickBackdrop(dialog),
    ]) {
      close();
      const question = await discardQuestion();
      expect(within(question).getByText('Le texte saisi sera perdu.')).toBeInTheDocument();
      fireEvent.click(within(question).getByRole('button', { name: 'Continuer la saisie' }));
      await waitFor(() => expect(screen.queryByText(DISCARD)).toBeNull());
      expect(within(dialog).getByPlaceholderText('Votre réponse...')).toHaveValue(
        'Bonjour Sophie,\nNous passons samedi.',
      );
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    fireEvent.click(within(await discardQuestion()).getByRole('button', { name: 'Abandonner' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dp.sendReply).not.toHaveBeenCalled();
  });

  it('asks about a changed subject too, and nothing once the text is back as it was', async () => {
    renderInbox(fakeDataProvider(), '/messages/m1');
    const dialog = await openReply();
    const subject = within(dialog).getByLabelText(/^Sujet/);
    fireEvent.change(subject, { target: { value: 'Votre diagnostic' } });
    escape(dialog);
    fireEvent.click(within(await discardQuestion()).getByRole('button', { name: 'Continuer la saisie' }));
    await waitFor(() => expect(screen.queryByText(DISCARD)).toBeNull());
    fireEvent.change(subject, { target: { value: 'Re: Diagnostic énergétique' } });
    escape(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before a navigation or the closing of the page drops a changed text', async () => {
    renderInbox(fakeDataProvider(), '/messages/m1');
    const dialog = await openReply();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    type(dialog, 'Bonjour Sophie');
    expect(unload()).toBe(true);

    // The list is behind the dialog: a link followed there stands for the browser's back button.
    const otherMessage = screen.getByText('Karim Benali').closest('a') as HTMLElement;
    fireEvent.click(otherMessage);
    fireEvent.click(within(await discardQuestion()).getByRole('button', { name: 'Continuer la saisie' }));
    await waitFor(() => expect(screen.queryByText(DISCARD)).toBeNull());
    expect(currentPath()).toBe('/messages/m1');
    expect(within(dialog).getByPlaceholderText('Votre réponse...')).toHaveValue('Bonjour Sophie');

    fireEvent.click(otherMessage);
    fireEvent.click(within(await discardQuestion()).getByRole('button', { name: 'Abandonner' }));
    expect(await screen.findByRole('article', { name: 'Ossature bois' })).toBeInTheDocument();
    expect(currentPath()).toBe('/messages/m2');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(unload()).toBe(false);
  });
});

// Guards the fixture itself: the dates above are read in Paris time.
it('uses sample messages in every status', () => {
  expect(new Set(sampleMessages().map((m) => m.status))).toEqual(new Set(['unread', 'read', 'archived']));
});
