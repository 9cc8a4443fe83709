// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { MediaList } from './MediaList';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

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
const folders = [
  { id: 'f1', slug: 'projets', name: 'Projets' },
  { id: 'f2', slug: 'branding', name: 'Branding' },
];

function setup(media = files) {
  const dataProvider = {
    getList: vi.fn(
      async (
        resource: string,
        params: { filter: Record<string, unknown>; pagination: { perPage: number } },
      ) => {
        if (resource === 'folders') return { data: folders, total: folders.length };
        const list = media.filter((f) => !params.filter.folder || f.folder === params.filter.folder);
        return { data: list.slice(0, params.pagination.perPage), total: list.length };
      },
    ),
    deleteMany: vi.fn(async (_r: string, { ids }: { ids: string[] }) => ({ data: ids })),
    delete: vi.fn(async (_r: string, { previousData }: { previousData: object }) => ({ data: previousData })),
    update: vi.fn(async (_r: string, { id, data }: { id: string; data: object }) => ({
      data: { ...data, id },
    })),
    create: vi.fn(async (_r: string, { data }: { data: object }) => ({ data: { ...data, id: 'new' } })),
  };
  render(
    <AdminContext
      dataProvider={dataProvider as unknown as DataProvider}
      i18nProvider={i18nProvider}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MediaList />
    </AdminContext>,
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
    expect(screen.getByText('Supprimer 2 fichier(s) sélectionné(s) ?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('2 fichier(s) supprimé(s)')).toBeInTheDocument();
    expect(dp.deleteMany).toHaveBeenCalledWith('media', expect.objectContaining({ ids: ['m1', 'm2'] }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Supprimer \(/ })).toBeNull());
  });

  it('deletes one file after its confirmation', async () => {
    const dp = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer — toit.png' }));
    expect(screen.getByText('Êtes-vous sûr de vouloir supprimer ce fichier ?')).toBeInTheDocument();
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
    expect(screen.getByText("PNG, JPG, GIF jusqu'à 10MB")).toBeInTheDocument();
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
    expect(
      await screen.findByText('Aucun fichier ne correspond à votre recherche', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(dp.getList).toHaveBeenCalledWith('media', expect.objectContaining({ filter: { q: 'TOIT' } }));
  });
});
