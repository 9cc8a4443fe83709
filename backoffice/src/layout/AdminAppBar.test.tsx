// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderBackOffice } from '../testing/renderBackOffice';

/** The back-office as the browser gets it (App.tsx), signed in as an administrator, on the templates screen. */
async function renderSignedIn() {
  const authProvider = renderBackOffice({ logout: vi.fn().mockResolvedValue(false) });
  await screen.findByText('E-mail de bienvenue');
  return authProvider;
}

describe('the app bar and the menu (layout/AdminAppBar.tsx, layout/AdminMenu.tsx)', () => {
  it('name each button by what it does, and sign out from the user’s menu', async () => {
    const authProvider = await renderSignedIn();
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('button', { name: /^(Ouvrir|Fermer) le menu$/ })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Actualiser' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Thème clair/sombre' })).toBeInTheDocument();
    // Named by the address it shows (WCAG 2.5.3); its pop-up loads with the first click.
    const user = await within(bar).findByRole('button', { name: 'admin@example.com' });
    expect(screen.queryByRole('menuitem', { name: 'Déconnexion' })).toBeNull();
    fireEvent.click(user);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Déconnexion' }));
    await waitFor(() => expect(authProvider.logout).toHaveBeenCalled());
  });

  it('folds to its icons, each entry then named in a tooltip on hover', async () => {
    await renderSignedIn();
    const toggle = screen.getByRole('button', { name: /^(Ouvrir|Fermer) le menu$/ });
    const folded =
      toggle.getAttribute('aria-label') === 'Fermer le menu' ? 'Ouvrir le menu' : 'Fermer le menu';
    fireEvent.click(toggle);
    if (folded === 'Fermer le menu') {
      // Opened by that click (jsdom's small window starts folded): fold it again.
      fireEvent.click(await screen.findByRole('button', { name: folded }));
    }
    expect(await screen.findByRole('button', { name: 'Ouvrir le menu' })).toBeInTheDocument();
    // Folded, the entry wears its tooltip (MUI names it by the title). Testing
    // Library's wait, whose ceiling is the suite's: vi.waitFor's 1 s fell short of that import on a busy machine.
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Messages' })).toHaveAttribute('aria-label', 'Messages'),
    );
    fireEvent.mouseOver(screen.getByRole('menuitem', { name: 'Messages' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Messages');
  });

  it('wraps a long screen name between words instead of cutting it at the bar’s edge', async () => {
    await renderSignedIn();
    const title = document.getElementById('react-admin-title') as HTMLElement;
    expect(title).toHaveTextContent('Templates Email');
    const style = getComputedStyle(title);
    expect(style.whiteSpace).toBe('normal');
    expect(style.overflowWrap).toBe('break-word');
    expect(style.getPropertyValue('-webkit-line-clamp')).toBe('2');
    expect(style.maxHeight).toBe('2.4em');
  });
});
