import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { Resource, TestMemoryRouter, useLocation, type AuthProvider, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { AccessDenied } from '../layout/AccessDenied';
import { ScreenBannerProvider } from '../layout/Banner';
import { TemplateCreate } from './TemplateCreate';
import { TemplateEdit } from './TemplateEdit';
import { TemplateList } from './TemplateList';
import { TemplateShow } from './TemplateShow';
import { TestAdminContext } from '../testing/TestAdminContext';

export const welcome = {
  id: 't1',
  name: 'E-mail de bienvenue',
  type: 'welcome',
  subject: 'Bienvenue {firstName}',
  content: '<p>Bonjour {firstName}</p><script>parent.document.title = "piraté"</script>',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
export const promo = {
  id: 't2',
  name: 'Offre promotionnelle',
  type: 'promotion',
  subject: 'Jusqu’à {discount}',
  content: '<p>-{discount}</p>',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** An in-memory data provider with the templates' custom method, whose calls the tests inspect. */
export function fakeDataProvider(overrides: Record<string, unknown> = {}) {
  const rows = [welcome, promo];
  return {
    getList: vi.fn().mockResolvedValue({ data: rows, total: rows.length }),
    getOne: vi.fn(async (_r: string, { id }: { id: string }) => {
      const data = rows.find((row) => row.id === id);
      if (!data) throw new Error('Not found');
      return { data };
    }),
    create: vi.fn(async (_r: string, { data }: { data: object }) => ({ data: { ...data, id: 't3' } })),
    update: vi.fn(async (_r: string, { id, data }: { id: string; data: object }) => ({
      data: { ...data, id },
    })),
    delete: vi.fn(async (_r: string, { previousData }: { previousData: object }) => ({ data: previousData })),
    sendTemplateTest: vi.fn().mockResolvedValue({ to: 'admin@example.com' }),
    ...overrides,
  };
}

const LocationSpy = () => {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname}
    </output>
  );
};

export const currentPath = () => screen.getByTestId('location').textContent;

/** The templates resource with its four routes, as App.tsx declares it, opened at `path`. */
export function renderTemplates(
  path = '/templates',
  dataProvider = fakeDataProvider(),
  authProvider?: AuthProvider,
) {
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <TestAdminContext dataProvider={dataProvider as unknown as DataProvider} authProvider={authProvider}>
        <ScreenBannerProvider>
          <Routes>
            <Route
              path="/templates/*"
              element={
                <Resource
                  name="templates"
                  list={TemplateList}
                  create={TemplateCreate}
                  edit={TemplateEdit}
                  show={TemplateShow}
                />
              }
            />
            {/* App.tsx gives <Admin> the same page for react-admin's access-denied route. */}
            <Route path="/access-denied" element={<AccessDenied />} />
          </Routes>
          <LocationSpy />
        </ScreenBannerProvider>
      </TestAdminContext>
    </TestMemoryRouter>,
  );
  return dataProvider;
}
