// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY } from '@shared/domain/company';
import { WorkTermsPage } from './WorkTermsPage';

afterEach(cleanup);

function renderPage() {
  const { container } = render(
    <MemoryRouter>
      <WorkTermsPage />
    </MemoryRouter>,
  );
  // Non-breaking spaces are typography: compare on plain spaces.
  return (container.textContent ?? '').replace(/\u00a0/g, ' ');
}

const section = (name: RegExp) => screen.getByRole('region', { name });

describe('WorkTermsPage', () => {
  it('states every figure of the sales terms', () => {
    const text = renderPage();
    expect(within(section(/Devis et commande/)).getByText(/valable/)).toHaveTextContent('30 jours');
    expect(within(section(/Prix et TVA/)).getByText(/taux réduit/)).toHaveTextContent('5,5 %');
    expect(text).toMatch(/ne peut excéder 30 % du montant/);
    expect(text).toMatch(/délai maximal de 30 jours/);
    expect(text).toMatch(/délai de 14 jours pour exercer son droit de rétractation/);
    expect(text).toMatch(/remboursées au plus tard 14 jours/);
    expect(text).toMatch(/dans un délai de 30 jours suivant la commande\. Une retenue de 5 %/);
    expect(text).toMatch(/tribunaux du Havre/);
  });

  it('has the payment schedule 30 % / 30 % / 30 % and the balance', () => {
    renderPage();
    const table = screen.getByRole('table', { name: 'Échéancier de paiement' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent?.replace(/\u00a0/g, ' '));
    expect(rows).toEqual([
      'À la commande (acompte)30 %',
      'Au démarrage des travaux30 %',
      'À mi-parcours du chantier30 %',
      'À la réception des travaux (solde)10 %',
    ]);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(4);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
  });

  it('lists the five delivery times', () => {
    renderPage();
    const table = screen.getByRole('table', { name: 'Durées indicatives d’intervention' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Isolation des combles1 à 2 jours',
      'Installation d’une pompe à chaleur2 à 5 jours',
      'Installation de panneaux solaires1 à 3 jours',
      'Installation d’une ventilation (VMC)1 à 2 jours',
      'Installation domotique1 à 3 jours',
    ]);
  });

  it('lists the three guarantees with their durations and interventions', () => {
    renderPage();
    const table = screen.getByRole('table', { name: 'Garanties et délais d’intervention' });
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((row) =>
      Array.from(row.children).map((cell) => cell.textContent?.replace(/\u00a0/g, ' ')),
    );
    expect(cells.map((row) => [row[0], row[1], row[3]])).toEqual([
      ['Garantie de parfait achèvement', '1 an', 'Sous 48 h'],
      ['Garantie de bon fonctionnement', '2 ans', 'Sous 72 h'],
      ['Garantie décennale', '10 ans', 'Selon l’expertise de l’assureur'],
    ]);
  });

  it('identifies the company from its configuration', () => {
    const text = renderPage();
    for (const value of [DEFAULT_COMPANY.name, DEFAULT_COMPANY.siret, DEFAULT_COMPANY.city]) {
      expect(text).toContain(value);
    }
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
