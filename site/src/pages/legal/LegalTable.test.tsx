// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LegalTable } from './LegalTable';

afterEach(cleanup);

describe('LegalTable', () => {
  it('names each cell after its column (the label a phone shows) and keeps the table roles', () => {
    render(
      <LegalTable
        caption="Garanties"
        columns={['Garantie', 'Durée', 'Intervention']}
        rows={[{ key: 'gpa', header: 'Parfait achèvement', cells: ['1 an', 'Sous 48 h'] }]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Garanties' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Garantie', 'Durée', 'Intervention']);
    expect(within(table).getByRole('rowheader')).toHaveTextContent('Parfait achèvement');
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((cell) => [cell.dataset.label, cell.textContent])).toEqual([
      ['Durée', '1 an'],
      ['Intervention', 'Sous 48 h'],
    ]);
  });

  it('keeps the table role on the table alone: its rows and cells have their implicit roles (valid HTML)', () => {
    render(
      <LegalTable
        caption="Garanties"
        columns={['Garantie', 'Durée']}
        rows={[{ key: 'gpa', header: 'Parfait achèvement', cells: ['1 an'] }]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Garanties' });
    expect(table).toHaveAttribute('role', 'table');
    // The W3C checker refuses any explicit role on a row, a header or a cell of a table (docs/islands.md#html-valide).
    expect([...table.querySelectorAll('[role]')].map((element) => element.tagName)).toEqual([]);
  });
});
