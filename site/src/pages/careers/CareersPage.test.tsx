// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
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

const offerTitles = () =>
  within(screen.getByRole('region', { name: 'Nos offres d’emploi' }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('CareersPage', () => {
  it('lists all five offers under "Tous", selected by default', () => {
    renderPage();
    expect(screen.getByRole('button', { name: 'Tous' })).toHaveAttribute('aria-pressed', 'true');
    expect(offerTitles()).toEqual(JOBS.map((job) => job.title));
    expect(screen.queryByText(EMPTY)).toBeNull();
  });

  it('filters by department, highlights the selected button, and shows the empty message only when nothing matches', async () => {
    const user = userEvent.setup();
    renderPage();
    const expected: Record<string, string[]> = {
      Développement: ['Développeur Full Stack', 'Développeur IoT'],
      Conseil: ['Conseiller en rénovation énergétique', 'Thermicien'],
      Commercial: ['Chargé d’affaires'],
    };
    for (const [department, titles] of Object.entries(expected)) {
      await user.click(screen.getByRole('button', { name: department }));
      expect(screen.getByRole('button', { name: department })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('button', { name: 'Tous' })).toHaveAttribute('aria-pressed', 'false');
      expect(offerTitles()).toEqual(titles);
      expect(screen.queryByText(EMPTY)).toBeNull();
    }

    await user.click(screen.getByRole('button', { name: 'Support' }));
    expect(offerTitles()).toEqual([]);
    expect(screen.getByText(EMPTY)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tous' }));
    expect(offerTitles()).toHaveLength(5);
    expect(screen.queryByText(EMPTY)).toBeNull();
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
    const why = screen.getByRole('region', { name: 'Pourquoi nous rejoindre ?' });
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
