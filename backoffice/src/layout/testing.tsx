import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ResourceContextProvider, TestMemoryRouter, type DataProvider } from 'react-admin';
import { expect } from 'vitest';
import { TestAdminContext } from '../testing/TestAdminContext';

/** What the data provider rejects with when the platform cannot be reached. */
export const platformDown = () => new Error('Serveur injoignable');

/** A screen of `resource` at its address, on `dataProvider`, without react-query's retries (seconds apart). */
export function renderListScreen(resource: string, screenElement: ReactNode, dataProvider: object) {
  render(
    <TestMemoryRouter initialEntries={[`/${resource}`]}>
      <TestAdminContext dataProvider={dataProvider as unknown as DataProvider}>
        <ResourceContextProvider value={resource}>{screenElement}</ResourceContextProvider>
      </TestAdminContext>
    </TestMemoryRouter>,
  );
}

/**
 * The screen says `error` and offers « Réessayer », and shows nothing that could pass for data: neither
 * react-admin's empty state nor the screen's own (`emptyTexts`), nor a page count such as « 1-25 sur 25 ».
 */
export async function expectLoadErrorOnly(error: string, emptyTexts: string[] = []) {
  expect(await screen.findByText(error)).toBeInTheDocument();
  for (const text of ['Aucun résultat', ...emptyTexts]) expect(screen.queryByText(text)).toBeNull();
  expect(screen.queryByText(/\d+\s*-\s*\d+ sur/)).toBeNull();
  expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
}
