// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { Layout, TestMemoryRouter } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { adminAuthProvider } from '../testing/renderBackOffice';
import { TestAdminContext } from '../testing/TestAdminContext';
import { AdminAppBar } from './AdminAppBar';
import { LeanLayout } from './LeanLayout';
import { darkTheme, lightTheme } from './theme';

/*
 * The back-office's shell (LeanLayout, AdminAppBar) is react-admin's `<Layout>` and `<AppBar>` rebuilt from their
 * parts to keep the first load small (docs/product.md#premier-chargement). After an upgrade of react-admin, this
 * test says whether react-admin's own shell changed what ours copies: its landmarks, its ids, its roles and the
 * class names themes and tests rely on.
 */

const authProvider = adminAuthProvider();

const Menu = () => <nav aria-label="Menu">menu</nav>;
const Screen = () => <p>écran</p>;
const ErrorScreen = () => <p>erreur</p>;

/** What a shell shows once its user is known: landmarks, ids, roles and react-admin's class names. */
async function shellOf(shell: React.ReactNode) {
  const { container, unmount } = render(
    <TestMemoryRouter>
      <TestAdminContext authProvider={authProvider} theme={lightTheme} darkTheme={darkTheme}>
        {shell}
      </TestAdminContext>
    </TestMemoryRouter>,
  );
  await screen.findByText('écran');
  // Both show the signed-in person's menu once the identity is read.
  await screen.findByRole('button', { name: /admin@example\.com|Profil/ });
  const elements = [...container.querySelectorAll<HTMLElement>('*')];
  const signature = {
    landmarks: ['banner', 'main', 'navigation'].map((role) => [role, screen.queryAllByRole(role).length]),
    // The app bar's controls: the menu's toggle, the theme, the refresh and the person's menu.
    bannerButtons: within(screen.getByRole('banner')).getAllByRole('button').length,
    ids: elements.map((element) => element.id).filter((id) => id && !/^(:|mui-|«)/.test(id)),
    classes: [
      ...new Set(
        elements.flatMap((element) =>
          [...element.classList].filter((name) => /^(Ra[A-Z]\w+-\w+|layout|skip-nav-button)$/.test(name)),
        ),
      ),
    ].sort(),
    mainHoldsScreen: container.querySelector('main #main-content')?.textContent?.includes('écran') ?? false,
    bannerHoldsTitle: container.querySelector('header #react-admin-title') !== null,
  };
  unmount();
  return signature;
}

describe('the back-office’s shell against react-admin’s', () => {
  it('has react-admin’s landmarks, ids, roles and class names', async () => {
    const theirs = await shellOf(
      <Layout menu={Menu}>
        <Screen />
      </Layout>,
    );
    const ours = await shellOf(
      <LeanLayout appBar={AdminAppBar} menu={Menu} error={ErrorScreen}>
        <Screen />
      </LeanLayout>,
    );
    expect(ours.landmarks).toEqual(theirs.landmarks);
    expect(ours.bannerButtons).toBe(theirs.bannerButtons);
    expect(ours.ids.sort()).toEqual(theirs.ids.sort());
    expect(ours.mainHoldsScreen && theirs.mainHoldsScreen).toBe(true);
    expect(ours.bannerHoldsTitle && theirs.bannerHoldsTitle).toBe(true);
    expect(ours.classes).toEqual(theirs.classes);
  });
});
