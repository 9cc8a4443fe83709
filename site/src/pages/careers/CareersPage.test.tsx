// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { JOB_DEPARTMENTS } from '@shared/domain/jobDepartments';
import type { Job, StoredJob } from '@shared/domain/jobs';
import { CareersPage } from './CareersPage';

afterEach(cleanup);

const stored = (id: string, title: string, department: Job['department']): StoredJob => ({
  _id: id,
  createdAt: '2025-01-15T09:00:00.000Z',
  updatedAt: '2025-01-15T09:00:00.000Z',
  title,
  department,
  location: 'Le Havre',
  type: 'CDI',
  experience: '2 ans minimum',
  description: `Description du poste ${title}.`,
  requirements: ['Rigueur', 'Sens du service'],
  salary: '35-40k€',
});

// Five offers, none in Support: that department must show the empty message.
const JOBS: StoredJob[] = [
  stored('j1', 'Développeur Full Stack', 'Développement'),
  stored('j2', 'Développeur IoT', 'Développement'),
  stored('j3', 'Conseiller en rénovation énergétique', 'Conseil'),
  stored('j4', 'Thermicien', 'Conseil'),
  stored('j5', 'Chargé d’affaires', 'Commercial'),
];

const EMPTY = 'Aucune offre disponible dans ce département actuellement.';

function renderPage(jobs: StoredJob[] = JOBS, loading = false) {
  render(
    <MemoryRouter>
      <CareersPage jobs={jobs} loading={loading} />
    </MemoryRouter>,
  );
}

/**
 * What the stylesheet shows (CareersPage.module.css, checked below): under the checked radio, the offers and empty
 * messages carrying its `data-filter`, or every offer under « Tous » (filter 0).
 */
function shown() {
  const checked = screen.getAllByRole('radio').find((radio) => (radio as HTMLInputElement).checked)!;
  const filter = (checked as HTMLInputElement).dataset.filter;
  const region = screen.getByRole('region', { name: 'Nos offres d’emploi' });
  const offers = [...region.querySelectorAll<HTMLElement>('li[data-filter]')].filter(
    (item) => filter === '0' || item.dataset.filter === filter,
  );
  const empty = [...region.querySelectorAll<HTMLElement>('p[data-filter]')].filter(
    (item) => item.dataset.filter === filter,
  );
  return {
    titles: offers.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    empty: empty.map((item) => item.textContent),
  };
}

describe('CareersPage', () => {
  it('lists all five offers under "Tous", checked by default, in a radio group with no island', () => {
    renderPage();
    const group = screen.getByRole('group', { name: 'Filtrer les offres par département' });
    expect(within(group).getByRole('radio', { name: 'Tous' })).toBeChecked();
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('name')),
    ).toEqual(Array(5).fill('department'));
    expect(shown()).toEqual({ titles: JOBS.map((job) => job.title), empty: [] });
    expect(document.querySelector('[data-island]')).toBeNull();
  });

  it('filters by department, checks the chosen one, and shows the empty message only when nothing matches', async () => {
    const user = userEvent.setup();
    renderPage();
    const expected: Record<string, string[]> = {
      Développement: ['Développeur Full Stack', 'Développeur IoT'],
      Conseil: ['Conseiller en rénovation énergétique', 'Thermicien'],
      Commercial: ['Chargé d’affaires'],
    };
    for (const [department, titles] of Object.entries(expected)) {
      await user.click(screen.getByRole('radio', { name: department }));
      expect(screen.getByRole('radio', { name: department })).toBeChecked();
      expect(screen.getByRole('radio', { name: 'Tous' })).not.toBeChecked();
      expect(shown()).toEqual({ titles, empty: [] });
    }

    await user.click(screen.getByRole('radio', { name: 'Support' }));
    expect(shown()).toEqual({ titles: [], empty: [EMPTY] });

    await user.click(screen.getByRole('radio', { name: 'Tous' }));
    expect(shown()).toEqual({ titles: JOBS.map((job) => job.title), empty: [] });
  });

  it('has a stylesheet rule per department hiding the other offers and showing its empty message', () => {
    const css = readFileSync(resolve('site/src/pages/careers/CareersPage.module.css'), 'utf8');
    expect(css).toMatch(/\.offerList \.empty \{\s*display: none;/);
    JOB_DEPARTMENTS.forEach((_name, index) => {
      const filter = index + 1;
      expect(css).toContain(
        `.offerList:has([data-filter='${filter}']:checked) .jobs > li:not([data-filter='${filter}'])`,
      );
      expect(css).toContain(
        `.offerList:has([data-filter='${filter}']:checked) .empty[data-filter='${filter}']`,
      );
    });
  });

  it('says there is no offer at all under every filter when none is published', () => {
    renderPage([]);
    expect(screen.getByRole('status')).toHaveTextContent(EMPTY);
  });

  it('shows a loading line, not the empty message, while the offers load', () => {
    renderPage([], true);
    expect(screen.getByText('Chargement des offres…')).toBeInTheDocument();
    expect(screen.queryByText(EMPTY)).toBeNull();
  });

  it('shows each offer’s details', () => {
    renderPage();
    const offer = screen.getByRole('article', { name: 'Thermicien' });
    for (const text of ['Conseil', 'Le Havre', 'CDI', '2 ans minimum', '35-40k€', 'Rigueur']) {
      expect(within(offer).getByText(text)).toBeInTheDocument();
    }
  });

  it('has the hero, the "Pourquoi" list with 5 employees, the recruitment steps, and calls to action to /contact', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Rejoignez Notre Équipe' })).toBeInTheDocument();
    const why = screen.getByRole('region', { name: 'Pourquoi nous rejoindre\u202f?' });
    for (const item of [
      'Des projets stimulants',
      'De l’autonomie',
      'Une équipe passionnée',
      'Un impact réel',
    ]) {
      expect(within(why).getByRole('heading', { name: item })).toBeInTheDocument();
    }
    expect(within(why).getByText('5')).toBeInTheDocument();

    const steps = within(screen.getByRole('region', { name: 'Notre processus de recrutement' })).getAllByRole(
      'listitem',
    );
    expect(
      steps.map((step) => `${step.firstChild?.textContent} ${within(step).getByRole('heading').textContent}`),
    ).toEqual(['01 Candidature', '02 Pré-sélection', '03 Entretiens', '04 Intégration']);

    expect(screen.getByRole('link', { name: 'Candidature Spontanée' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Nous Contacter' })).toHaveAttribute('href', '/contact');
  });
});
