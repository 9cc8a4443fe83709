// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_JOBS } from '@shared/content/defaultJobs';
import { DEFAULT_CONTENT } from '@shared/content/defaults';
import { DEFAULT_COMPANY } from '@shared/domain/company';
import { builtInContent } from './loadSiteContent';
import { mergeOverDefaults } from '@shared/domain/mergeOverDefaults';
import {
  contentElement,
  pageSource,
  readEmbedded,
  SiteContentProvider,
  snapshotSource,
  type SiteContent,
  type SiteContentKey,
  type SiteContentSource,
} from './siteContent';
import { useCompany } from './useCompany';
import { useSectionContent } from './useSectionContent';
import { useStoredList } from './useStoredList';

const platform = vi.hoisted(() => vi.fn());
// The site never asks the platform for its content: any call fails the test.
vi.mock('@shared/http/platform', () => ({ platform: new Proxy({}, { get: () => platform }) }));

const stamp = '2025-06-01T00:00:00.000Z';

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

function Jobs() {
  return (
    <ul>
      {useStoredList('jobs', DEFAULT_JOBS).map((job) => (
        <li key={job._id}>{job.title}</li>
      ))}
    </ul>
  );
}

/** The h1's text at every change, from the first render on. */
function recordHeadings(container: HTMLElement): string[] {
  const seen: string[] = [];
  const note = () => {
    const text = container.querySelector('h1')?.textContent;
    if (text !== undefined && text !== seen.at(-1)) seen.push(text);
  };
  new MutationObserver(note).observe(container, { childList: true, subtree: true, characterData: true });
  return seen;
}

const published = (changes: Partial<SiteContent>): SiteContent => ({ ...builtInContent(), ...changes });
const withSource = (source: SiteContentSource, ui: React.ReactNode) => (
  <SiteContentProvider value={source}>
    <Suspense fallback={<p>Chargement...</p>}>{ui}</Suspense>
  </SiteContentProvider>
);

/** A render that may suspend: React settles suspended renders inside act() in tests (outside, they stay pending). */
const renderSettled = (ui: React.ReactNode) =>
  act(async () => {
    render(ui);
  });

afterEach(cleanup);

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

describe('the published content', () => {
  it('is rendered at once, on the first render, with no call to the platform and no later change', async () => {
    vi.useFakeTimers();
    const content = published({ home: { ...DEFAULT_CONTENT.home, heroTitle: 'Titre publié' } });
    const { container } = render(withSource(snapshotSource(content, new Set()), <HomeTitle />));
    const seen = recordHeadings(container);
    expect(screen.getByRole('heading')).toHaveTextContent('Titre publié');
    // Whatever a later change would come from (a timer, a promise, an effect) has run by now.
    await act(() => vi.runAllTimersAsync());
    vi.useRealTimers();
    expect(seen).toEqual([]);
    expect(platform).not.toHaveBeenCalled();
  });

  it('notes which parts a page read when prerendering, so only those go into its HTML', () => {
    const read = new Set<SiteContentKey>();
    render(
      withSource(
        snapshotSource(builtInContent(), read),
        <>
          <HomeTitle />
          <CompanyName />
        </>,
      ),
    );
    expect([...read].sort()).toEqual(['footer', 'home']);
  });

  it('is the built-in texts without a provider (component tests, pages built without a platform)', () => {
    render(
      <>
        <HomeTitle />
        <CompanyName />
        <Jobs />
      </>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent(DEFAULT_CONTENT.home.heroTitle);
    expect(screen.getByTestId('company')).toHaveTextContent(DEFAULT_COMPANY.name);
    expect(screen.getAllByRole('listitem')).toHaveLength(DEFAULT_JOBS.length);
  });

  it('gives the company identity from the published footer section', () => {
    const content = published({ footer: { ...DEFAULT_CONTENT.footer, name: 'Maisons Vertes SAS' } });
    render(withSource(snapshotSource(content, new Set()), <CompanyName />));
    expect(screen.getByTestId('company')).toHaveTextContent('Maisons Vertes SAS');
  });

  it('shows a published list even when shorter or empty', () => {
    const job = { ...DEFAULT_JOBS[0]!, _id: 'z', title: 'Offre publiée', createdAt: stamp, updatedAt: stamp };
    const { unmount } = render(withSource(snapshotSource(published({ jobs: [job] }), new Set()), <Jobs />));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Offre publiée']);
    unmount();
    render(withSource(snapshotSource(published({ jobs: [] }), new Set()), <Jobs />));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});

describe('in the browser', () => {
  it('reads back the data block a prerendered page carries, even holding "</script>"', () => {
    const home = { ...DEFAULT_CONTENT.home, heroTitle: 'Titre </script><script>alert(1)</script>' };
    document.body.innerHTML = `<div id="root"></div>${contentElement({ home })}`;
    expect(document.scripts).toHaveLength(1);
    expect(readEmbedded(document)).toEqual({ home });
    document.body.innerHTML = '';
    expect(readEmbedded(document)).toEqual({});
  });

  it('renders what the page holds without loading anything else', () => {
    const loadRest = vi.fn(async () => builtInContent());
    const home = { ...DEFAULT_CONTENT.home, heroTitle: 'Titre de la page' };
    render(withSource(pageSource({ home }, loadRest), <HomeTitle />));
    expect(screen.getByRole('heading')).toHaveTextContent('Titre de la page');
    expect(loadRest).not.toHaveBeenCalled();
  });

  it('loads the rest once for a page reached by navigation, and keeps the built-in texts if that fails', async () => {
    const loadRest = vi.fn(async () =>
      published({ footer: { ...DEFAULT_CONTENT.footer, name: 'Maisons Vertes SAS' } }),
    );
    const source = pageSource({ home: DEFAULT_CONTENT.home }, loadRest);
    await renderSettled(withSource(source, <CompanyName />));
    expect(screen.getByTestId('company')).toHaveTextContent('Maisons Vertes SAS');
    cleanup();
    await renderSettled(withSource(source, <Jobs />));
    expect(screen.getAllByRole('listitem')).toHaveLength(DEFAULT_JOBS.length);
    expect(loadRest).toHaveBeenCalledTimes(1);

    const failing = pageSource({}, () => Promise.reject(new Error('Hors ligne')));
    cleanup();
    await renderSettled(withSource(failing, <HomeTitle />));
    expect(screen.getByRole('heading')).toHaveTextContent(DEFAULT_CONTENT.home.heroTitle);
  });
});
