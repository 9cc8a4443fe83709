import type { Page } from 'playwright-core';

export interface AdminScreen {
  path: string;
  /** The screen's one heading of level 1. */
  h1: string | RegExp;
  /** What proves the screen shows its data, beyond its heading. */
  ready?: (page: Page) => Promise<unknown>;
}

/** A list screen's rows (a table on a desktop, a list on a phone), or its message when it has none. */
const listShown = (page: Page, empty: string) =>
  page.locator('#main-content').locator('table, ul.MuiList-root').or(page.getByText(empty)).first().waitFor();

/** Every back-office screen an administrator opens (docs/product.md#back-office), on the seeded data. */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  {
    path: '/admin',
    h1: /^Bienvenue/,
    ready: (page) => page.getByRole('img', { name: /Demandes de devis reçues par semaine/ }).waitFor(),
  },
  {
    path: '/admin/messages',
    h1: 'Messages & Contacts',
    ready: (page) =>
      page.getByRole('region', { name: 'Liste des messages' }).getByRole('link').first().waitFor(),
  },
  {
    path: '/admin/emails',
    h1: 'E-mails envoyés',
    ready: (page) => listShown(page, 'Aucun e-mail envoyé pour le moment.'),
  },
  { path: '/admin/reviews', h1: 'Avis', ready: (page) => page.getByText('Aurélie B.').first().waitFor() },
  {
    path: '/admin/templates',
    h1: /^Templates email$/i,
    ready: (page) => page.getByRole('list', { name: 'Templates disponibles' }).waitFor(),
  },
  {
    path: '/admin/templates/create',
    h1: /^Templates email$/i,
    ready: (page) => page.getByLabel(/^Nom du template/).waitFor(),
  },
  {
    path: '/admin/subscribers',
    h1: 'Abonnés',
    ready: (page) => listShown(page, 'Aucun abonné pour le moment.'),
  },
  {
    path: '/admin/campaigns',
    h1: 'Campagnes',
    ready: (page) => listShown(page, 'Aucune campagne pour le moment.'),
  },
  {
    path: '/admin/campaigns/create',
    h1: 'Nouvelle campagne',
    ready: (page) => page.getByLabel(/^Nom/).first().waitFor(),
  },
  {
    path: '/admin/media',
    h1: 'Médias & Images',
    ready: (page) => page.getByRole('list', { name: 'Dossiers' }).waitFor(),
  },
  {
    path: '/admin/content/home',
    h1: 'Contenu du site',
    ready: (page) => page.getByLabel('Titre principal').waitFor(),
  },
  {
    path: '/admin/analytics',
    h1: 'Statistiques de visite',
    ready: (page) => page.getByRole('img').first().waitFor(),
  },
];

/**
 * Opens `screen` as the menu's links do, inside the running app: loading the whole back-office again for each
 * screen cost a second of processor time apiece, and the sweep made 31 of them (docs/testing.md#bout-en-bout). The
 * history entry has the index React Router gives its own (a pop without one is refused where a form may block it).
 */
export async function openScreen(page: Page, screen: AdminScreen): Promise<void> {
  await page.evaluate((path) => {
    const index = (history.state as { idx?: number } | null)?.idx ?? 0;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index + 1 }, '', path);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, screen.path);
  await page.waitForURL((url) => url.pathname === screen.path);
  await page.getByRole('heading', { level: 1, name: screen.h1 }).waitFor();
  await screen.ready?.(page);
  // No request of the screen's left pending (react-admin's progress bar gone).
  await page.locator('[role="progressbar"]').first().waitFor({ state: 'detached' });
}
