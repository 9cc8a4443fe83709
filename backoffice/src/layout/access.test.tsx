// @vitest-environment jsdom
import { cleanup, configure, render, screen } from '@testing-library/react';
import { Admin, Resource, TestMemoryRouter, type AuthProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import content from '../content';
import { i18nProvider } from '../i18n/i18nProvider';
import { fakeDataProvider } from '../templates/testing';
import { TemplateList } from '../templates/TemplateList';
import { AccessDenied } from './AccessDenied';
import { AdminLayout } from './AdminLayout';
import { AuthorizationLoading } from './AuthorizationLoading';
import { LoginPage } from './LoginPage';

configure({ asyncUtilTimeout: 4000 });
afterEach(cleanup);

/** The back-office as App.tsx assembles it, around the templates list, with a fake session. */
function renderBackOffice(overrides: Partial<AuthProvider>) {
  const authProvider: AuthProvider = {
    login: vi.fn().mockResolvedValue(undefined),
    logout: vi.fn().mockResolvedValue(undefined),
    checkAuth: vi.fn().mockResolvedValue(undefined),
    checkError: vi.fn().mockResolvedValue(undefined),
    getIdentity: vi.fn().mockResolvedValue({ id: 'admin@example.com', fullName: 'Admin' }),
    canAccess: vi.fn().mockResolvedValue(true),
    ...overrides,
  };
  render(
    <TestMemoryRouter initialEntries={['/templates']}>
      <Admin
        requireAuth
        disableTelemetry
        dataProvider={fakeDataProvider() as unknown as DataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        loginPage={LoginPage}
        layout={AdminLayout}
        loading={AuthorizationLoading}
        accessDenied={AccessDenied}
      >
        <Resource name="content" {...content} />
        <Resource name="templates" list={TemplateList} />
      </Admin>
    </TestMemoryRouter>,
  );
  return authProvider;
}

describe('access to the back-office', () => {
  it('gives a signed-out visitor the sign-in screen', async () => {
    renderBackOffice({ checkAuth: vi.fn().mockRejectedValue({ message: false }) });
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.queryByText('Templates Email')).toBeNull();
  });

  it('shows an administrator the screen, and the menu the content editor first, by its title', async () => {
    renderBackOffice({});
    expect(await screen.findByText('E-mail de bienvenue')).toBeInTheDocument();
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items.slice(0, 3)).toEqual(['Tableau de bord', 'Contenu du site', 'Modèles d’e-mail']);
    expect(screen.getByRole('menuitem', { name: 'Contenu du site' })).toHaveAttribute('href', '/content');
  });

  it('shows « Accès refusé » instead of a screen the auth provider refuses', async () => {
    const authProvider = renderBackOffice({
      canAccess: vi.fn(async ({ resource }: { resource: string }) => resource !== 'templates'),
    });
    expect(await screen.findByText('Accès refusé')).toBeInTheDocument();
    expect(screen.getByText('Vous devez être administrateur pour accéder à cette page.')).toBeInTheDocument();
    expect(screen.queryByText('E-mail de bienvenue')).toBeNull();
    expect(authProvider.canAccess).toHaveBeenCalledWith(
      expect.objectContaining({ resource: 'admin', action: 'access' }),
    );
  });
});
