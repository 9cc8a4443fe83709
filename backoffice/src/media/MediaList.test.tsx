// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type DataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaPlace } from '../providers/mediaUsage';
import { MediaList } from './MediaList';
import { TestAdminContext } from '../testing/TestAdminContext';

afterEach(cleanup);
beforeEach(() => {
  localStorage.clear();
  // react-admin keeps a list's filters in the address: each test starts on a fresh one.
  window.history.replaceState(null, '', '/');
});

const files = [
  {
    id: 'm1',
    name: 'toit.png',
    url: '/lm-files/a/toit.png',
    type: 'image',
    size: 1536,
    folder: 'projets',
    alt: 'Toit',
    uploadedAt: '2025-01-02T10:00:00Z',
    uploadedBy: 'admin@example.com',
  },
  {
    id: 'm2',
    name: 'logo.svg',
    url: '/lm-files/b/logo.svg',
    type: 'image',
    size: 1234567,
    folder: 'branding',
    alt: 'Logo',
    uploadedAt: '2025-01-01T10:00:00Z',
    uploadedBy: 'admin@example.com',
  },
];
const unused = async (urls: string[]): Promise<Usage> => urls.map((url) => ({ url, places: [] }));

const folders = [
  { id: 'f1', slug: 'projets', name: 'Projets' },
  { id: 'f2', slug: 'branding', name: 'Branding' },
];

type MediaFile = (typeof files)[number];
type Usage = { url: string; places: MediaPlace[] }[];

/** A media library in memory: moves really change a file's folder, as the platform does. */
function setup(
  initial: MediaFile[] = files,
  usage: (urls: string[]) => Promise<Usage> = unused,
  { platformDown = (): boolean => false } = {},
) {
  const media = initial.map((file) => ({ ...file }));
  const dataProvider = {
    getList: vi.fn(
      async (
        resource: string,
        params: { filter: Record<string, unknown>; pagination: { perPage: number } },
      ) => {
        if (resource === 'folders') return { data: folders, total: folders.length };
        if (platformDown()) throw new Error('Serveur injoignable');
        const list = media.filter((f) => !params.filter.folder || f.folder === params.filter.folder);
        return { data: list.slice(0, params.pagination.perPage), total: list.length };
      },
    ),
    getMany: vi.fn(async (_r: string, { ids }: { ids: string[] }) => ({
      data: media.filter((f) => ids.includes(f.id)),
    })),
    deleteMany: vi.fn(async (_r: string, { ids }: { ids: string[] }) => ({ data: ids })),
    delete: vi.fn(async (_r: string, { previousData }: { previousData: object }) => ({ data: previousData })),
    update: vi.fn(async (_r: string, { id, data }: { id: string; data: Partial<MediaFile> }) => {
      const file = media.find((f) => f.id === id)!;
      Object.assign(file, data);
      return { data: { ...file } };
    }),
    create: vi.fn(async (_r: string, { data }: { data: object }) => ({ data: { ...data, id: 'new' } })),
    findMediaUsage: vi.fn(usage),
  };
  render(
    <TestAdminContext dataProvider={dataProvider as unknown as DataProvider}>
      <MediaList />
    </TestAdminContext>,
  );
  return dataProvider;
}

describe('MediaList', () => {
  it('shows the files with their sizes, and counts each folder on the server without loading its files', async () => {
    const dp = setup();
    expect(screen.getByText('Médias & Images')).toBeInTheDocument();
    expect(await screen.findByText('toit.png')).toBeInTheDocument();
    expect(screen.getByText('1,5 Ko')).toBeInTheDocument();
    expect(screen.getByText('1,18 Mo')).toBeInTheDocument();
    const folderList = screen.getByRole('list', { name: 'Dossiers' });
    await waitFor(() => expect(within(folderList).getAllByText('1')).toHaveLength(2));
    expect(within(folderList).getByText('Tous les fichiers')).toBeInTheDocument();
    const countCalls = dp.getList.mock.calls.filter(([r, p]) => r === 'media' && p.pagination.perPage === 1);
    expect(countCalls.map(([, p]) => p.filter)).toEqual(
      expect.arrayContaining([{}, { folder: 'projets' }, { folder: 'branding' }]),
    );
  });

  it('bulk-deletes the ticked files after the confirmation', async () => {
    const dp = setup();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Sélectionner toit.png' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner logo.svg' }));
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer (2)' }));
    expect(await screen.findByText('Supprimer 2 fichier(s) sélectionné(s) ?')).toBeInTheDocument();
    expect(
      await screen.findByText('Aucun de ces fichiers n’est affiché sur le site ni dans les templates.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('2 fichier(s) supprimé(s)')).toBeInTheDocument();
    expect(dp.deleteMany).toHaveBeenCalledWith('media', expect.objectContaining({ ids: ['m1', 'm2'] }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Supprimer \(/ })).toBeNull());
  });

  it('deletes one file after its confirmation', async () => {
    const dp = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer — toit.png' }));
    expect(screen.getByText('Êtes-vous sûr de vouloir supprimer ce fichier ?')).toBeInTheDocument();
    expect(
      await screen.findByText('Ce fichier n’est affiché nulle part sur le site ni dans les templates.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Fichier supprimé avec succès')).toBeInTheDocument();
    expect(dp.delete).toHaveBeenCalledWith('media', expect.objectContaining({ id: 'm1' }));
  });

  it('moves a file into another folder', async () => {
    const dp = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Déplacer — toit.png' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Dossier' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Branding' }));
    fireEvent.click(screen.getByRole('button', { name: 'Déplacer' }));
    expect(await screen.findByText('Fichier déplacé vers « Branding »')).toBeInTheDocument();
    expect(dp.update).toHaveBeenCalledWith(
      'media',
      expect.objectContaining({ id: 'm1', data: { folder: 'branding' } }),
    );
  });

  it('creates a folder whose id is the lower-cased name with hyphens, and ignores a blank name', async () => {
    const dp = setup();
    await screen.findByText('toit.png');
    fireEvent.click(screen.getByRole('button', { name: 'Nouveau Dossier' }));
    const input = screen.getByPlaceholderText('Nom du dossier');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
    expect(dp.create).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '  Salle de Bain ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Dossier créé avec succès')).toBeInTheDocument();
    expect(dp.create).toHaveBeenCalledWith(
      'folders',
      expect.objectContaining({ data: { slug: 'salle-de-bain', name: 'Salle de Bain' } }),
    );
  });

  it('shows the empty folder state with its upload button', async () => {
    setup([]);
    expect(await screen.findByText('Aucun fichier trouvé')).toBeInTheDocument();
    expect(screen.getByText('Ce dossier est vide')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Uploader le premier fichier' }));
    expect(await screen.findByText('Uploader un fichier')).toBeInTheDocument();
    expect(screen.getByText('PNG, JPG, GIF jusqu’à 10 Mo')).toBeInTheDocument();
  });

  it('searches on the server and says when nothing matches', async () => {
    const dp = setup();
    await screen.findByText('toit.png');
    dp.getList.mockImplementation(async (resource: string) =>
      resource === 'folders' ? { data: folders, total: 2 } : { data: [], total: 0 },
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher des fichiers...' }), {
      target: { value: 'TOIT' },
    });
    expect(await screen.findByText('Aucun fichier ne correspond à votre recherche')).toBeInTheDocument();
    expect(dp.getList).toHaveBeenCalledWith('media', expect.objectContaining({ filter: { q: 'TOIT' } }));
  });

  it('searches within the open folder, and keeps the search when another folder is opened', async () => {
    const dp = setup();
    await screen.findByText('toit.png');
    const folderList = screen.getByRole('list', { name: 'Dossiers' });
    fireEvent.click(within(folderList).getByText('Projets'));
    // As a person would, type once the folder is open: a search typed while a slow machine is still applying the
    // folder is debounced from the list as it was (react-admin's list parameters), as docs/testing.md#attentes says.
    await waitFor(() => expect(screen.queryByText('logo.svg')).toBeNull());
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher des fichiers...' }), {
      target: { value: 'toit' },
    });
    const mediaFilters = () =>
      dp.getList.mock.calls
        .filter(([r, p]) => r === 'media' && p.pagination.perPage !== 1)
        .map(([, p]) => p.filter);
    await waitFor(() => expect(mediaFilters()).toContainEqual({ folder: 'projets', q: 'toit' }));
    fireEvent.click(within(folderList).getByText('Tous les fichiers'));
    await waitFor(() => expect(mediaFilters().at(-1)).toEqual({ q: 'toit' }));
    expect(screen.getByRole('searchbox', { name: 'Rechercher des fichiers...' })).toHaveValue('toit');
  });

  it('after a move, the file leaves the folder on screen and the counts follow, without a reload', async () => {
    const dp = setup();
    await screen.findByText('toit.png');
    const folderList = screen.getByRole('list', { name: 'Dossiers' });
    fireEvent.click(within(folderList).getByText('Projets'));
    await waitFor(() => expect(screen.queryByText('logo.svg')).toBeNull());
    fireEvent.click(await screen.findByRole('button', { name: 'Déplacer — toit.png' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Dossier' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Branding' }));
    fireEvent.click(screen.getByRole('button', { name: 'Déplacer' }));
    expect(await screen.findByText('Fichier déplacé vers « Branding »')).toBeInTheDocument();
    expect(dp.update).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Ce dossier est vide')).toBeInTheDocument();
    expect(screen.queryByText('toit.png')).toBeNull();
    const count = (name: string) =>
      within(within(folderList).getByText(name).closest('[role="button"]') as HTMLElement).getByLabelText(
        /fichier\(s\)$/,
      );
    await waitFor(() => expect(count('Projets')).toHaveTextContent('0'));
    expect(count('Branding')).toHaveTextContent('2');
    expect(count('Tous les fichiers')).toHaveTextContent('2');
  });

  it('says where a file is shown before deleting it, with the fate of each place', async () => {
    const places: MediaPlace[] = [
      { kind: 'content', id: 'c1', section: 'home', field: 'heroImage' },
      { kind: 'template', id: 't1', name: 'Newsletter mensuelle' },
      { kind: 'project', id: 'p1', title: 'Maison passive' },
    ];
    const dp = setup(files, async (urls) => urls.map((url) => ({ url, places })));
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer — toit.png' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Ce fichier est affiché à 3 endroits :')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Contenu du site, Accueil — Image principale : remplacée par l’image par défaut du site',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Template e-mail « Newsletter mensuelle » : image retirée du contenu'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Réalisation « Maison passive » : affichée sans photo'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Si vous confirmez, ces endroits n’afficheront plus l’image.'),
    ).toBeInTheDocument();
    expect(dp.findMediaUsage).toHaveBeenCalledWith(['/lm-files/a/toit.png']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Fichier supprimé avec succès')).toBeInTheDocument();
    expect(dp.delete).toHaveBeenCalledWith('media', expect.objectContaining({ id: 'm1' }));
  });

  it('names each ticked file that is shown somewhere before a bulk delete', async () => {
    const dp = setup(files, async (urls) =>
      urls.map((url) => ({
        url,
        places: url.includes('logo')
          ? [{ kind: 'content' as const, id: 'c2', section: 'about' as const, field: 'teamImage' }]
          : [],
      })),
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Sélectionner toit.png' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner logo.svg' }));
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer (2)' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        '1 fichier sélectionné est affiché sur le site ou dans des templates :',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('logo.svg')).toBeInTheDocument();
    expect(within(dialog).queryByText('toit.png')).toBeNull();
    expect(
      within(dialog).getByText(
        'Contenu du site, À propos — Photo de l’équipe : remplacée par l’image par défaut du site',
      ),
    ).toBeInTheDocument();
    expect(dp.findMediaUsage).toHaveBeenCalledWith(['/lm-files/a/toit.png', '/lm-files/b/logo.svg']);
  });

  it('cannot confirm a deletion while it is unknown where the file is shown', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const dp = setup(files, async (urls) => {
      if (fail) throw new Error('réseau');
      return unused(urls);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer — toit.png' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        'Impossible de vérifier où le fichier est affiché : la suppression attend cette vérification.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirmer' })).toBeDisabled();
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirmer' })).toBeEnabled());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dp.delete).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'réseau' }));
  });

  it('when the files cannot be loaded, shows the error only: no empty folder, no page count', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    let down = true;
    setup(files, unused, { platformDown: () => down });
    expect(await screen.findByText('Erreur lors du chargement des fichiers')).toBeInTheDocument();
    expect(screen.queryByText('Ce dossier est vide')).toBeNull();
    expect(screen.queryByText('Aucun fichier trouvé')).toBeNull();
    expect(screen.queryByText(/\d+-\d+ sur \d+/)).toBeNull();
    expect(screen.getAllByLabelText('Nombre de fichiers inconnu').length).toBeGreaterThan(0);
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('toit.png')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Serveur injoignable' }));
  });
});

describe('closing a dialog with typed text', () => {
  const ALT_QUESTION = 'Abandonner les modifications ?';
  const FOLDER_QUESTION = 'Abandonner le nouveau dossier ?';

  const escape = (dialog: HTMLElement) => fireEvent.keyDown(dialog, { key: 'Escape' });
  // MUI closes on a click that both starts and ends on the backdrop's container.
  const clickBackdrop = (dialog: HTMLElement) => {
    const container = dialog.parentElement as HTMLElement;
    fireEvent.mouseDown(container);
    fireEvent.click(container);
  };
  const unload = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  /** Each way out (its button, Échap, the backdrop) asks `question`; « Continuer la saisie » keeps what was typed. */
  async function expectEveryCloseToAsk(
    dialog: HTMLElement,
    ask: { closeButton: string; question: string; text: string; field: () => HTMLElement; typed: string },
  ) {
    for (const close of [
      () => fireEvent.click(within(dialog).getByRole('button', { name: ask.closeButton })),
      () => escape(dialog),
      () => clickBackdrop(dialog),
    ]) {
      close();
      const question = await screen.findByRole('dialog', { name: ask.question });
      expect(within(question).getByText(ask.text)).toBeInTheDocument();
      fireEvent.click(within(question).getByRole('button', { name: 'Continuer la saisie' }));
      await waitFor(() => expect(screen.queryByText(ask.question)).toBeNull());
      expect(ask.field()).toHaveValue(ask.typed);
    }
  }

  async function openPreview() {
    fireEvent.click(await screen.findByRole('button', { name: 'Aperçu — toit.png' }));
    return screen.findByRole('dialog', { name: 'toit.png' });
  }
  const altField = (dialog: HTMLElement) =>
    within(dialog).getByRole('textbox', { name: 'Texte alternatif de l’image' });

  async function openNewFolder() {
    fireEvent.click(await screen.findByRole('button', { name: 'Nouveau Dossier' }));
    return screen.findByRole('dialog', { name: 'Créer un nouveau dossier' });
  }
  const folderField = (dialog: HTMLElement) => within(dialog).getByPlaceholderText('Nom du dossier');

  it('closes the preview at once while its alt text is unchanged: « Fermer », Échap, the backdrop', async () => {
    setup();
    for (const close of [
      (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' })),
      escape,
      clickBackdrop,
    ]) {
      close(await openPreview());
      await closed();
    }
    // Spaces around the stored text are no change: « Enregistrer » would save nothing.
    const dialog = await openPreview();
    fireEvent.change(altField(dialog), { target: { value: ' Toit ' } });
    expect(unload()).toBe(false);
    escape(dialog);
    await closed();
    expect(screen.queryByText(ALT_QUESTION)).toBeNull();
  });

  it('asks before dropping a changed alt text; « Continuer la saisie » keeps it, « Abandonner » drops it', async () => {
    const dp = setup();
    const dialog = await openPreview();
    fireEvent.change(altField(dialog), { target: { value: 'Toit en ardoise' } });
    await expectEveryCloseToAsk(dialog, {
      closeButton: 'Fermer',
      question: ALT_QUESTION,
      text: 'Le texte alternatif modifié sera perdu.',
      field: () => altField(dialog),
      typed: 'Toit en ardoise',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    const question = await screen.findByRole('dialog', { name: ALT_QUESTION });
    fireEvent.click(within(question).getByRole('button', { name: 'Abandonner' }));
    await closed();
    expect(dp.update).not.toHaveBeenCalled();
    expect(altField(await openPreview())).toHaveValue('Toit');
  });

  it('closes the preview without asking once the alt text is saved', async () => {
    const dp = setup();
    const dialog = await openPreview();
    fireEvent.change(altField(dialog), { target: { value: 'Toit en ardoise ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Texte alternatif enregistré')).toBeInTheDocument();
    expect(dp.update).toHaveBeenCalledWith(
      'media',
      expect.objectContaining({ id: 'm1', data: { alt: 'Toit en ardoise' } }),
    );
    expect(unload()).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await closed();
    expect(screen.queryByText(ALT_QUESTION)).toBeNull();
  });

  it('asks before a navigation or the closing of the page drops a changed alt text', async () => {
    setup();
    const dialog = await openPreview();
    expect(unload()).toBe(false);
    fireEvent.change(altField(dialog), { target: { value: 'Toit en ardoise' } });
    expect(unload()).toBe(true);

    // The folders are behind the dialog: opening one changes the address, as the back button would.
    const address = window.location.href;
    const branding = within(screen.getByRole('list', { name: 'Dossiers', hidden: true })).getByText(
      'Branding',
    );
    fireEvent.click(branding);
    let question = await screen.findByRole('dialog', { name: ALT_QUESTION });
    fireEvent.click(within(question).getByRole('button', { name: 'Continuer la saisie' }));
    await waitFor(() => expect(screen.queryByText(ALT_QUESTION)).toBeNull());
    expect(window.location.href).toBe(address);
    expect(altField(dialog)).toHaveValue('Toit en ardoise');

    fireEvent.click(branding);
    question = await screen.findByRole('dialog', { name: ALT_QUESTION });
    fireEvent.click(within(question).getByRole('button', { name: 'Abandonner' }));
    await closed();
    await waitFor(() => expect(window.location.href).not.toBe(address));
    expect(window.location.href).toContain('branding');
    expect(unload()).toBe(false);
  });

  it('closes « Nouveau dossier » at once while no name is typed: « Annuler », Échap, the backdrop', async () => {
    setup();
    for (const close of [
      (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' })),
      escape,
      clickBackdrop,
    ]) {
      close(await openNewFolder());
      await closed();
    }
    const dialog = await openNewFolder();
    fireEvent.change(folderField(dialog), { target: { value: '   ' } });
    escape(dialog);
    await closed();
    expect(screen.queryByText(FOLDER_QUESTION)).toBeNull();
  });

  it('asks before dropping a typed folder name; « Continuer la saisie » keeps it, « Abandonner » drops it', async () => {
    const dp = setup();
    const dialog = await openNewFolder();
    fireEvent.change(folderField(dialog), { target: { value: 'Salle de bain' } });
    expect(unload()).toBe(true);
    await expectEveryCloseToAsk(dialog, {
      closeButton: 'Annuler',
      question: FOLDER_QUESTION,
      text: 'Le nom saisi sera perdu.',
      field: () => folderField(dialog),
      typed: 'Salle de bain',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    const question = await screen.findByRole('dialog', { name: FOLDER_QUESTION });
    fireEvent.click(within(question).getByRole('button', { name: 'Abandonner' }));
    await closed();
    expect(unload()).toBe(false);
    expect(dp.create).not.toHaveBeenCalled();
    expect(folderField(await openNewFolder())).toHaveValue('');
  });

  it('closes « Nouveau dossier » without asking once the folder is created', async () => {
    const dp = setup();
    const dialog = await openNewFolder();
    fireEvent.change(folderField(dialog), { target: { value: 'Salle de bain' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Dossier créé avec succès')).toBeInTheDocument();
    expect(dp.create).toHaveBeenCalledTimes(1);
    await closed();
    expect(screen.queryByText(FOLDER_QUESTION)).toBeNull();
    expect(unload()).toBe(false);
  });
});
