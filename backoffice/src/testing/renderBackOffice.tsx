import { render } from '@testing-library/react';
import { memoryStore, TestMemoryRouter, type AuthProvider, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { AdminApp } from '../App';
import { fakeDataProvider } from '../templates/testing';
import { testQueryClient } from './TestAdminContext';

/** A signed-in administrator (admin@example.com), each method a mock, `overrides` replacing some. */
export const adminAuthProvider = (overrides: Partial<AuthProvider> = {}): AuthProvider => ({
  login: vi.fn().mockResolvedValue(undefined),
  logout: vi.fn().mockResolvedValue(undefined),
  checkAuth: vi.fn().mockResolvedValue(undefined),
  checkError: vi.fn().mockResolvedValue(undefined),
  getIdentity: vi.fn().mockResolvedValue({ id: 'admin@example.com', fullName: 'admin@example.com' }),
  canAccess: vi.fn().mockResolvedValue(true),
  ...overrides,
});

/**
 * The back-office exactly as the browser gets it (App.tsx's AdminApp, at /admin/* as in main.tsx), with a fresh
 * store and query client and a fake session: an administrator unless `overrides` says otherwise.
 */
export function renderBackOffice(overrides: Partial<AuthProvider> = {}, path = '/admin/templates') {
  const authProvider = adminAuthProvider(overrides);
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <AdminApp
              dataProvider={fakeDataProvider() as unknown as DataProvider}
              authProvider={authProvider}
              store={memoryStore()}
              queryClient={testQueryClient()}
            />
          }
        />
      </Routes>
    </TestMemoryRouter>,
  );
  return authProvider;
}
