// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY } from '@shared/domain/company';
import { PrivacyPage } from './PrivacyPage';

afterEach(cleanup);

function renderPage(company = DEFAULT_COMPANY) {
  const { container } = render(
    <MemoryRouter>
      <PrivacyPage company={company} />
    </MemoryRouter>,
  );
  return container.textContent ?? '';
}

describe('PrivacyPage', () => {
  it('shows its version and date of effect', () => {
    renderPage();
    expect(screen.getByText('Version 1.0 — en vigueur depuis le 15 janvier 2025')).toBeInTheDocument();
  });

  it('has the retention table with the section-9 durations', () => {
    renderPage();
    const table = screen.getByRole('table', { name: 'Durées de conservation par catégorie de données' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    const durations = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.lastElementChild?.textContent);
    expect(durations).toEqual([
      'Durée de la relation + 3 ans',
      '3 ans sans contact',
      '10 ans',
      '13 mois maximum',
      '12 mois',
    ]);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(5);
  });

  it('covers every topic the RGPD requires, with the promised delays', () => {
    const text = renderPage();
    for (const name of [
      /Responsable du traitement/,
      /Données collectées/,
      /Finalités/,
      /Bases légales/,
      /Vos droits/,
      /Sécurité/,
      /Cookies/,
      /Transferts internationaux/,
      /Délégué à la protection des données/,
      /CNIL/,
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    for (const kind of ['Données d’identification', 'Données techniques', 'Données liées à nos services']) {
      expect(screen.getByRole('heading', { level: 3, name: kind })).toBeInTheDocument();
    }
    expect(text).toContain('dans un délai de 1 mois');
    expect(text).toContain('contrôle d’accès basé sur les rôles');
    expect(text).toContain('authentification forte des administrateurs');
    expect(text).toContain('13 mois au maximum');
    expect(text).toContain('notifiée 30 jours avant');
  });

  it('names the controller from the company configuration', () => {
    renderPage({ ...DEFAULT_COMPANY, name: 'Maisons Océanes', email: 'rgpd@maisons-oceanes.fr' });
    const controller = screen.getByRole('region', { name: /Responsable du traitement/ });
    expect(within(controller).getByText('Maisons Océanes')).toBeInTheDocument();
    expect(within(controller).getByRole('link', { name: 'rgpd@maisons-oceanes.fr' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
