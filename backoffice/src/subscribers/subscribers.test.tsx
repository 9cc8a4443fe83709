// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  Notification,
  Resource,
  TestMemoryRouter,
  useLocation,
  type DataProvider,
  type GetListParams,
} from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES } from '@shared/domain/subscribers';
import { onAPhone } from '../testing/phone';
import { TestAdminContext } from '../testing/TestAdminContext';
import { SubscriberEdit } from './SubscriberEdit';
import { SubscriberList } from './SubscriberList';

const person = (i: number) => ({
  id: `s${i}`,
  email: `personne${i}@exemple.fr`,
  status: 'active',
  source: 'footer',
  preferences: { ...DEFAULT_PREFERENCES },
  createdAt: new Date(Date.UTC(2026, 10, 20, 10, 0, 0) - i * 60_000).toISOString(),
});

type ListParams = Omit<GetListParams, 'pagination'> & { pagination: { page: number; perPage: number } };

/** A platform holding `count` subscribers, paged as `limit`/`skip` do; the tests look at its calls. */
function platform(count: number) {
  let rows = Array.from({ length: count }, (_, i) => person(i));
  return {
    getList: vi.fn(async (_r: string, { pagination }: ListParams) => {
      const start = (pagination.page - 1) * pagination.perPage;
      return { data: rows.slice(start, start + pagination.perPage), total: rows.length };
    }),
    getOne: vi.fn(async (_r: string, { id }: { id: string }) => ({
      data: rows.find((row) => row.id === id)!,
    })),
    update: vi.fn(async (_r: string, { id, data }: { id: string; data: object }) => ({
      data: { ...rows.find((row) => row.id === id)!, ...data },
    })),
    delete: vi.fn(async (_r: string, { id }: { id: string }) => {
      const gone = rows.find((row) => row.id === id)!;
      rows = rows.filter((row) => row.id !== id);
      return { data: gone };
    }),
  };
}

const Location = () => <output data-testid="location">{useLocation().pathname}</output>;

function renderSubscribers(dataProvider: object, path = '/subscribers') {
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <TestAdminContext dataProvider={dataProvider as unknown as DataProvider}>
        <Routes>
          <Route
            path="/subscribers/*"
            element={<Resource name="subscribers" list={SubscriberList} edit={SubscriberEdit} />}
          />
        </Routes>
        <Location />
        <Notification />
      </TestAdminContext>
    </TestMemoryRouter>,
  );
}

/** The text of the CSV the page downloads, caught where react-admin hands it to the browser. */
function catchDownloads() {
  const files: { name: string; text: Promise<string> }[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    files.push({ name: this.download, text: blobs.shift()!.text() });
  });
  const blobs: Blob[] = [];
  // jsdom has no object URLs: a URL class of the test's own, put back after it (unstubAllGlobals).
  class DownloadUrl extends URL {
    static override createObjectURL(blob: Blob) {
      blobs.push(blob);
      return 'blob:export';
    }
  }
  vi.stubGlobal('URL', DownloadUrl);
  return {
    files,
    restore: () => click.mockRestore(),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('the subscribers export', () => {
  it('downloads every subscriber matching the filters, page after page, with its progress, then says how many', async () => {
    const dataProvider = platform(2_500);
    let releaseSecondPage = () => undefined as void;
    const list = dataProvider.getList.getMockImplementation()!;
    dataProvider.getList.mockImplementation(async (resource, params) => {
      if (params.pagination.perPage === 1_000 && params.pagination.page === 2)
        await new Promise<void>((resolve) => (releaseSecondPage = resolve));
      return list(resource, params);
    });
    const downloads = catchDownloads();
    try {
      renderSubscribers(dataProvider, `/subscribers?filter=${encodeURIComponent('{"status":"active"}')}`);
      await screen.findByText('personne0@exemple.fr');
      const button = screen.getByRole('button', { name: 'Exporter' });
      fireEvent.click(button);
      fireEvent.click(button);
      expect(await screen.findByText('Export en cours : 1 000 sur 2 500…')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Exporter' })).toBeDisabled();
      act(() => releaseSecondPage());
      expect(
        await screen.findByText(/^2 500 abonnés exportés dans abonnes-\d{4}-\d{2}-\d{2}\.csv$/),
      ).toBeInTheDocument();

      expect(downloads.files).toHaveLength(1);
      const [file] = downloads.files;
      expect(file!.name).toMatch(/^abonnes-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = (await file!.text).replace(/^\uFEFF/, '').split('\n');
      expect(lines[0]).toMatch(/^E-mail,Inscription,Statut,Origine du consentement,/);
      expect(lines).toHaveLength(2_501);
      expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(2_500);
      // The list's filter and order, three pages of the platform's largest size: the double click exported once.
      const exportCalls = dataProvider.getList.mock.calls.filter(([, p]) => p.pagination.perPage === 1_000);
      expect(exportCalls.map(([, p]) => p.pagination.page)).toEqual([1, 2, 3]);
      for (const [, p] of exportCalls) {
        expect(p.filter).toEqual({ status: 'active' });
        expect(p.sort).toEqual({ field: 'createdAt', order: 'DESC' });
      }
    } finally {
      downloads.restore();
    }
  });

  it('says in French when a page fails, writes no file, and exports everything on « Réessayer »', async () => {
    const dataProvider = platform(1_200);
    const list = dataProvider.getList.getMockImplementation()!;
    let failures = 1;
    dataProvider.getList.mockImplementation(async (resource, params) => {
      if (params.pagination.page === 2 && failures-- > 0) throw new Error('Serveur injoignable');
      return list(resource, params);
    });
    const downloads = catchDownloads();
    // react-admin's data provider logs each failed call; the test says where it shows.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderSubscribers(dataProvider);
      await screen.findByText('personne0@exemple.fr');
      fireEvent.click(screen.getByRole('button', { name: 'Exporter' }));
      expect(
        await screen.findByText(/^L’export a échoué : la plateforme n’a pas répondu/),
      ).toBeInTheDocument();
      expect(downloads.files).toHaveLength(0);
      fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
      expect(await screen.findByText(/^1 200 abonnés exportés/)).toBeInTheDocument();
      expect(downloads.files).toHaveLength(1);
      expect((await downloads.files[0]!.text).split('\n')).toHaveLength(1_201);
      expect(logged).toHaveBeenCalledWith(new Error('Serveur injoignable'));
    } finally {
      logged.mockRestore();
      downloads.restore();
    }
  });
});

describe('one subscriber', () => {
  it('on a phone, a row opens the person, whose topics are saved alone', async () => {
    onAPhone();
    const dataProvider = platform(3);
    renderSubscribers(dataProvider);
    fireEvent.click(await screen.findByText('personne1@exemple.fr'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Abonné personne1@exemple.fr' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/subscribers/s1');
    fireEvent.click(screen.getByLabelText('Événements'));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Sujets de l’abonné enregistrés')).toBeInTheDocument();
    expect(dataProvider.update).toHaveBeenCalledTimes(1);
    expect(dataProvider.update.mock.calls[0]![1].data).toEqual({
      preferences: { ...DEFAULT_PREFERENCES, events: !DEFAULT_PREFERENCES.events },
    });
  });

  it('on a phone, erases the person from their screen, once, saying which address went', async () => {
    onAPhone();
    const dataProvider = platform(3);
    renderSubscribers(dataProvider, '/subscribers/s2');
    await screen.findByRole('heading', { level: 1, name: 'Abonné personne2@exemple.fr' });
    fireEvent.click(screen.getByRole('button', { name: 'Effacer' }));
    const dialog = await screen.findByRole('dialog', {
      name: /^Effacer l’abonné personne2@exemple\.fr\s\?$/,
    });
    const confirm = within(dialog).getByRole('button', { name: 'Effacer' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('Abonné personne2@exemple.fr effacé')).toBeInTheDocument();
    expect(screen.queryByText('Élément supprimé')).toBeNull();
    expect(dataProvider.delete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/subscribers$/));
  });

  it('on a desktop, erases from the row without opening it', async () => {
    const dataProvider = platform(3);
    renderSubscribers(dataProvider);
    const row = (await screen.findByText('personne0@exemple.fr')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Effacer' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Effacer' }));
    expect(await screen.findByText('Abonné personne0@exemple.fr effacé')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/subscribers$/);
  });
});
