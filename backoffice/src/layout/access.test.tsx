// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderBackOffice } from '../testing/renderBackOffice';

describe('access to the back-office', () => {
  it('gives a signed-out visitor the sign-in screen', async () => {
    renderBackOffice({ checkAuth: vi.fn().mockRejectedValue({ message: false }) });
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.queryByText('Templates Email')).toBeNull();
  });

  it('shows an administrator the screen, and the menu every resource, the content editor first, by its title', async () => {
    renderBackOffice({});
    expect(await screen.findByText('E-mail de bienvenue')).toBeInTheDocument();
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Tableau de bord',
      'Contenu du site',
      'Messages',
      'E-mails envoyés',
      'Avis',
      'Modèles d’e-mail',
      'Abonnés',
      'Campagnes',
      'Médias & Images',
      'Statistiques de visite',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Contenu du site' })).toHaveAttribute(
      'href',
      '/admin/content',
    );
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
