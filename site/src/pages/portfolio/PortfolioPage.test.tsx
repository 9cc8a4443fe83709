// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredProject } from '@shared/domain/projects';
import { PortfolioPage } from './PortfolioPage';

afterEach(cleanup);

const project = (id: string, overrides: Partial<StoredProject> = {}): StoredProject => ({
  _id: id,
  createdAt: '2025-01-15T09:00:00.000Z',
  updatedAt: '2025-01-15T09:00:00.000Z',
  title: `Projet ${id}`,
  place: 'Le Havre',
  service: 'Rénovation Énergétique',
  year: 2024,
  summary: `Résumé du projet ${id}.`,
  image: `/images/projects/${id}.webp`,
  ...overrides,
});

function renderPage(projects: StoredProject[], loading = false) {
  render(
    <MemoryRouter>
      <PortfolioPage projects={projects} loading={loading} />
    </MemoryRouter>,
  );
}

describe('PortfolioPage', () => {
  it('shows each project with title, place, service, year, text and a sized image', () => {
    renderPage([
      project('a', {
        title: 'Extension bois à Sainte-Adresse',
        place: 'Sainte-Adresse',
        year: 2023,
        imageAlt: 'Extension vue du jardin',
      }),
      project('b'),
    ]);
    const card = screen.getByRole('article', { name: 'Extension bois à Sainte-Adresse' });
    for (const text of ['Rénovation Énergétique', 'Sainte-Adresse · 2023', 'Résumé du projet a.']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    const image = within(card).getByRole('img', { name: 'Extension vue du jardin' });
    expect(image).toHaveAttribute('src', '/images/projects/a.webp');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '480');

    const second = within(screen.getByRole('article', { name: 'Projet b' })).getByRole('img');
    expect(second).toHaveAccessibleName('Projet b, Le Havre');
    expect(second).toHaveAttribute('loading', 'lazy');
  });

  it('draws a placeholder when a project has no image', () => {
    renderPage([project('c', { image: '' })]);
    expect(within(screen.getByRole('article', { name: 'Projet c' })).queryByRole('img')).toBeNull();
  });

  it('says so when there is nothing to show, and while loading', () => {
    renderPage([]);
    expect(screen.getByText('Aucune réalisation à afficher pour le moment.')).toBeInTheDocument();
    cleanup();
    renderPage([], true);
    expect(screen.getByText('Chargement des réalisations…')).toBeInTheDocument();
    expect(screen.queryByText('Aucune réalisation à afficher pour le moment.')).toBeNull();
  });
});
