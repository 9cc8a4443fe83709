// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONTENT } from '@shared/content/defaults';
import { DEFAULT_COMPANY } from '@shared/domain/company';
import { clearStoredCache, STORED_TIMEOUT_MS } from './loadStored';
import { mergeOverDefaults } from './mergeContent';
import { useCompany } from './useCompany';
import { useSectionContent } from './useSectionContent';
import { useStoredList } from './useStoredList';

const find = vi.hoisted(() => vi.fn());
vi.mock('@shared/http/platform', () => ({ platform: { find } }));

const stamp = '2025-06-01T00:00:00.000Z';
const found = (list: unknown[]) => ({ total: list.length, list });

function HomeTitle() {
  const home = useSectionContent('home');
  return (
    <>
      <h1>{home.heroTitle}</h1>
      <p>{home.heroSubtitle}</p>
    </>
  );
}

function CompanyName() {
  return <p data-testid="company">{useCompany().name}</p>;
}

const DEFAULT_ITEMS = [
  { _id: 'b', title: 'Deuxième', order: 2 },
  { _id: 'a', title: 'Premier', order: 1 },
];
function Items() {
  const items = useStoredList('jobs', { order: 1 }, DEFAULT_ITEMS);
  return (
    <ul>
      {items.map((item) => (
        <li key={item._id}>{item.title}</li>
      ))}
    </ul>
  );
}

beforeEach(() => {
  clearStoredCache();
  find.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('mergeOverDefaults', () => {
  it('keeps the defaults for blank texts, empty lists and missing fields, and drops unknown fields', () => {
    const defaults = { a: 'A', b: 'B', list: ['x'], n: 1 };
    expect(mergeOverDefaults(defaults, { a: 'stocké', b: '   ', list: [], _id: 'id' } as never)).toEqual({
      a: 'stocké',
      b: 'B',
      list: ['x'],
      n: 1,
    });
    expect(mergeOverDefaults(defaults, null)).toBe(defaults);
    expect(mergeOverDefaults(defaults, { list: ['y', 'z'], n: 2 })).toEqual({
      ...defaults,
      list: ['y', 'z'],
      n: 2,
    });
  });
});

describe('useSectionContent', () => {
  it('renders the defaults first, then the stored content, asking only for its section', async () => {
    find.mockResolvedValue(
      found([
        {
          ...DEFAULT_CONTENT.home,
          heroTitle: 'Titre enregistré',
          heroSubtitle: '',
          _id: 'c',
          createdAt: stamp,
          updatedAt: stamp,
        },
      ]),
    );
    render(<HomeTitle />);
    // Synchronous first render: the built-in texts (what the prerendered HTML holds).
    expect(screen.getByRole('heading')).toHaveTextContent(DEFAULT_CONTENT.home.heroTitle);
    expect(await screen.findByRole('heading', { name: 'Titre enregistré' })).toBeInTheDocument();
    // A blank stored text falls back to its default.
    expect(screen.getByText(DEFAULT_CONTENT.home.heroSubtitle)).toBeInTheDocument();
    expect(find).toHaveBeenCalledWith('content', { filter: { section: 'home' }, limit: 1 });
  });

  it('keeps the defaults when the backend fails', async () => {
    find.mockRejectedValue(new Error('Service indisponible'));
    render(<HomeTitle />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(find).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading')).toHaveTextContent(DEFAULT_CONTENT.home.heroTitle);
  });

  it('gives up after the timeout and keeps the defaults, even if the answer comes later', async () => {
    vi.useFakeTimers();
    let answer: (value: unknown) => void = () => undefined;
    find.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<HomeTitle />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(STORED_TIMEOUT_MS + 10);
    });
    expect(find).toHaveBeenCalledTimes(1);
    await act(async () => {
      answer(found([{ ...DEFAULT_CONTENT.home, heroTitle: 'Trop tard' }]));
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByRole('heading')).toHaveTextContent(DEFAULT_CONTENT.home.heroTitle);
  });

  it('loads once per session: a page shown again renders the stored content at once, without a new call', async () => {
    find.mockResolvedValue(found([{ ...DEFAULT_CONTENT.home, heroTitle: 'Déjà chargé' }]));
    const first = render(<HomeTitle />);
    await screen.findByRole('heading', { name: 'Déjà chargé' });
    first.unmount();
    render(<HomeTitle />);
    expect(screen.getByRole('heading')).toHaveTextContent('Déjà chargé');
    expect(find).toHaveBeenCalledTimes(1);
  });

  it('tries again on a later visit after a failure', async () => {
    find
      .mockRejectedValueOnce(new Error('Hors ligne'))
      .mockResolvedValue(found([{ ...DEFAULT_CONTENT.home, heroTitle: 'Revenu' }]));
    const first = render(<HomeTitle />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    first.unmount();
    render(<HomeTitle />);
    expect(await screen.findByRole('heading', { name: 'Revenu' })).toBeInTheDocument();
    expect(find).toHaveBeenCalledTimes(2);
  });
});

describe('useCompany', () => {
  it('is DEFAULT_COMPANY first, then the stored footer section', async () => {
    find.mockResolvedValue(found([{ ...DEFAULT_CONTENT.footer, name: 'Maisons Vertes SAS' }]));
    render(<CompanyName />);
    expect(screen.getByTestId('company')).toHaveTextContent(DEFAULT_COMPANY.name);
    await vi.waitFor(() => expect(screen.getByTestId('company')).toHaveTextContent('Maisons Vertes SAS'));
    expect(find).toHaveBeenCalledWith('content', { filter: { section: 'footer' }, limit: 1 });
  });
});

describe('useStoredList', () => {
  it('renders the defaults in the requested order, then the stored list, which wins even when shorter', async () => {
    find.mockResolvedValue(
      found([{ _id: 'z', title: 'Offre enregistrée', order: 1, createdAt: stamp, updatedAt: stamp }]),
    );
    render(<Items />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Premier', 'Deuxième']);
    await screen.findByText('Offre enregistrée');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(find).toHaveBeenCalledWith('jobs', { sort: { order: 1 }, limit: 100 });
  });

  it('shows an empty stored list as empty', async () => {
    find.mockResolvedValue(found([]));
    render(<Items />);
    await vi.waitFor(() => expect(screen.queryAllByRole('listitem')).toHaveLength(0));
  });

  it('keeps the defaults when the backend fails', async () => {
    find.mockRejectedValue(new Error('500'));
    render(<Items />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
