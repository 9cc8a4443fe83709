import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_DASHBOARD_SOURCES,
  adminBudgetFailures,
  adminReports,
  budgetFailures,
  gzipSize,
  headroomFailures,
  htmlScripts,
  percentOf,
  sitePageReport,
  READING_PAGES,
  FORM_PAGES,
} from './budgets';
import { chunkGraph, closure } from '../hosting/manifestGraph';

/** A tiny build: the site entry imports react; the home page is lazy and imports a form chunk lazily. */
const manifest: Manifest = {
  'site/index.html': {
    file: 'assets/site-1.js',
    src: 'site/index.html',
    isEntry: true,
    imports: ['_react-1.js'],
    dynamicImports: ['site/src/pages/home/HomePage.tsx'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  'site/src/pages/home/HomePage.tsx': {
    file: 'assets/HomePage-1.js',
    isDynamicEntry: true,
    imports: ['_react-1.js'],
    dynamicImports: ['site/src/forms/Form.tsx'],
  },
  'site/src/forms/Form.tsx': { file: 'assets/Form-1.js', isDynamicEntry: true },
  'site/src/styles.css': { file: 'assets/style-1.css' },
};
const html = `<head>
  <script type="module" crossorigin src="/assets/site-1.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/react-1.js">
  <link rel="modulepreload" crossorigin href="/assets/HomePage-1.js">
  <link rel="stylesheet" href="/assets/style-1.css">
  <script type="application/ld+json">{}</script>
</head>`;
/**
 * A tiny back-office build: the entry imports react; the sign-in screen, the data provider, the layout, the dashboard
 * and its chart are lazy, the sign-in screen and the last three share MUI; a list screen is lazy too.
 */
const adminManifest: Manifest = {
  'backoffice/index.html': {
    file: 'assets/admin-1.js',
    src: 'backoffice/index.html',
    isEntry: true,
    imports: ['_react-1.js'],
    dynamicImports: [
      'backoffice/src/layout/LoginPage.tsx',
      'backoffice/src/providers/dataProvider.ts',
      'backoffice/src/layout/AdminLayout.tsx',
      'backoffice/src/dashboard/Dashboard.tsx',
      'backoffice/src/reviews/ReviewList.tsx',
    ],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_mui-1.js': { file: 'assets/mui-1.js', imports: ['_react-1.js'] },
  'backoffice/src/layout/LoginPage.tsx': {
    file: 'assets/LoginPage-1.js',
    isDynamicEntry: true,
    imports: ['_mui-1.js'],
  },
  'backoffice/src/providers/dataProvider.ts': { file: 'assets/dataProvider-1.js', isDynamicEntry: true },
  'backoffice/src/layout/AdminLayout.tsx': {
    file: 'assets/Layout-1.js',
    isDynamicEntry: true,
    imports: ['_react-1.js', '_mui-1.js'],
  },
  'backoffice/src/dashboard/Dashboard.tsx': {
    file: 'assets/Dashboard-1.js',
    isDynamicEntry: true,
    imports: ['_mui-1.js', 'backoffice/index.html'],
    dynamicImports: ['backoffice/src/dashboard/RequestsChart.tsx'],
  },
  'backoffice/src/dashboard/RequestsChart.tsx': { file: 'assets/RequestsChart-1.js', isDynamicEntry: true },
  'backoffice/src/reviews/ReviewList.tsx': {
    file: 'assets/ReviewList-1.js',
    isDynamicEntry: true,
    imports: ['_mui-1.js'],
  },
};
const adminHtml = `<head>
  <script type="module" crossorigin src="/assets/admin-1.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/react-1.js">
</head>`;
const sizes: Record<string, number> = {
  'assets/site-1.js': 3_000,
  'assets/react-1.js': 60_000,
  'assets/HomePage-1.js': 4_000,
  'assets/Form-1.js': 50_000,
  'assets/admin-1.js': 3_000,
  'assets/mui-1.js': 20_000,
  'assets/Layout-1.js': 5_000,
  'assets/Dashboard-1.js': 4_000,
  'assets/RequestsChart-1.js': 2_000,
  'assets/dataProvider-1.js': 1_000,
  'assets/ReviewList-1.js': 30_000,
  'assets/LoginPage-1.js': 2_000,
};
const sizeOf = (file: string) => sizes[file] ?? 0;

describe('budget arithmetic', () => {
  const graph = chunkGraph([manifest]);

  it('reads the module scripts and preloads of a page, not its styles nor data scripts', () => {
    expect(htmlScripts(html)).toEqual(['assets/site-1.js', 'assets/react-1.js', 'assets/HomePage-1.js']);
  });

  it('follows static imports for the first load, and dynamic ones for what a page can reach', () => {
    expect(closure(graph, ['assets/site-1.js']).sort()).toEqual(['assets/react-1.js', 'assets/site-1.js']);
    expect(closure(graph, ['assets/site-1.js'], { dynamic: true }).sort()).toEqual([
      'assets/Form-1.js',
      'assets/HomePage-1.js',
      'assets/react-1.js',
      'assets/site-1.js',
    ]);
  });

  it('fails when the back-office’s sign-in screen or dashboard exceeds 300 KiB, or when it is missing', () => {
    const admin = (sizes: Record<string, number>) =>
      adminReports(adminHtml, [adminManifest], chunkGraph([adminManifest]), (file) => sizes[file] ?? 0);
    const light = admin({ 'assets/admin-1.js': 250 * 1024, 'assets/Layout-1.js': 40 * 1024 });
    expect(adminBudgetFailures(light)).toEqual([]);
    const heavySignIn = admin({ 'assets/admin-1.js': 250 * 1024, 'assets/LoginPage-1.js': 51 * 1024 });
    expect(adminBudgetFailures(heavySignIn)).toEqual([
      'JavaScript au premier chargement de /admin (connexion) : 301.0 KiB > 300.0 KiB',
    ]);
    const heavyDashboard = admin({ 'assets/admin-1.js': 250 * 1024, 'assets/Layout-1.js': 51 * 1024 });
    expect(adminBudgetFailures(heavyDashboard)).toEqual([
      'JavaScript au premier chargement de /admin (tableau de bord) : 301.0 KiB > 300.0 KiB',
    ]);
    const heavy = admin({ 'assets/admin-1.js': 301 * 1024 });
    expect(adminBudgetFailures(heavy)).toEqual([
      'JavaScript au premier chargement de /admin (connexion) : 301.0 KiB > 300.0 KiB',
      'JavaScript au premier chargement de /admin (tableau de bord) : 301.0 KiB > 300.0 KiB',
    ]);
    expect(adminBudgetFailures(undefined)).toEqual(['la page /admin est absente du build']);
  });

  it('names, for the production-configuration check, every route over 80 % of its limit, the back-office’s included', () => {
    const admin = adminReports(adminHtml, [adminManifest], chunkGraph([adminManifest]), (file) =>
      file === 'assets/admin-1.js' ? 239 * 1024 : file === 'assets/Layout-1.js' ? 2 * 1024 : 0,
    );
    const page = (route: string, returningGzip: number) =>
      ({ route, firstVisitGzip: 1024, returningGzip }) as Parameters<typeof headroomFailures>[0][number];
    expect(headroomFailures([page('/about', 12 * 1024), page('/services', 12 * 1024 + 1)], admin)).toEqual([
      '/services : 12.0 KiB, plus de 80\u202f% de sa limite (15.0 KiB)',
      '/admin (tableau de bord) : 241.0 KiB, plus de 80\u202f% de sa limite (300.0 KiB)',
    ]);
    expect(headroomFailures([page('/about', 12 * 1024)], undefined)).toEqual([]);
  });

  it('says a load as a share of its limit, rounded up so a load just over 80 % never reads 80 %', () => {
    expect(percentOf(200 * 1024, 250 * 1024)).toBe('80\u202f%');
    expect(percentOf(200 * 1024 + 1, 250 * 1024)).toBe('81\u202f%');
    expect(percentOf(0, 15 * 1024)).toBe('0\u202f%');
    expect(percentOf(100 * 1024, 100 * 1024)).toBe('100\u202f%');
  });

  it('counts the lazy sign-in screen for signing in only, and for the dashboard the lazy data provider, layout, dashboard and chart with their static imports, no other screen', () => {
    const { signIn, dashboard } = adminReports(
      adminHtml,
      [adminManifest],
      chunkGraph([adminManifest]),
      sizeOf,
    );
    expect(signIn.firstLoad.sort()).toEqual([
      'assets/LoginPage-1.js',
      'assets/admin-1.js',
      'assets/mui-1.js',
      'assets/react-1.js',
    ]);
    expect(signIn.firstLoadGzip).toBe(3_000 + 60_000 + 20_000 + 2_000);
    expect(dashboard.firstLoad.sort()).toEqual([
      'assets/Dashboard-1.js',
      'assets/Layout-1.js',
      'assets/RequestsChart-1.js',
      'assets/admin-1.js',
      'assets/dataProvider-1.js',
      'assets/mui-1.js',
      'assets/react-1.js',
    ]);
    expect(dashboard.firstLoadGzip).toBe(3_000 + 60_000 + 1_000 + 20_000 + 5_000 + 4_000 + 2_000);
  });

  it('finds a source the build put in a file of several modules by that file’s modules', () => {
    // The data provider, layout, dashboard and chart in one file beside the entry (pipeline/vite/adminChunks.ts).
    const grouped: Manifest = {
      'backoffice/index.html': adminManifest['backoffice/index.html']!,
      '_react-1.js': { file: 'assets/react-1.js' },
      '_signed-in-1.js': { file: 'assets/signed-in-1.js', imports: ['_react-1.js'] },
      'backoffice/src/reviews/ReviewList.tsx': {
        file: 'assets/ReviewList-1.js',
        isDynamicEntry: true,
        imports: ['_signed-in-1.js'],
      },
    };
    const modules = {
      'assets/signed-in-1.js': [...ADMIN_DASHBOARD_SOURCES, 'node_modules/@mui/material/List.js'],
      'assets/admin-1.js': ['backoffice/src/layout/LoginPage.tsx'],
    };
    const { dashboard, missing } = adminReports(
      adminHtml,
      [grouped],
      chunkGraph([grouped]),
      (file) => (file === 'assets/signed-in-1.js' ? 30_000 : sizeOf(file)),
      modules,
    );
    expect(missing).toEqual([]);
    expect(dashboard.firstLoad.sort()).toEqual([
      'assets/admin-1.js',
      'assets/react-1.js',
      'assets/signed-in-1.js',
    ]);
    expect(dashboard.firstLoadGzip).toBe(3_000 + 60_000 + 30_000);
  });

  it('fails when a source loaded before the sign-in screen or the dashboard is no longer in the manifest (renamed, or no longer lazy)', () => {
    const graph = chunkGraph([adminManifest]);
    const renamed = adminReports(adminHtml, [adminManifest], graph, sizeOf, {}, [
      ...ADMIN_DASHBOARD_SOURCES,
      'backoffice/src/dashboard/Gone.tsx',
    ]);
    expect(adminBudgetFailures(renamed)).toEqual([
      'backoffice/src/dashboard/Gone.tsx, chargé au premier écran de /admin, est absent du manifeste',
    ]);
    const signInGone = adminReports(adminHtml, [adminManifest], graph, sizeOf, {}, ADMIN_DASHBOARD_SOURCES, [
      'backoffice/src/layout/Gone.tsx',
    ]);
    expect(adminBudgetFailures(signInGone)).toEqual([
      'backoffice/src/layout/Gone.tsx, chargé au premier écran de /admin, est absent du manifeste',
    ]);
  });

  it('measures real gzip', () => {
    expect(gzipSize('a'.repeat(10_000))).toBeLessThan(100);
  });
});

/**
 * A tiny island build: the runtime (React's client), a form that wakes in view, a menu that wakes on use, the chat
 * that downloads when idle, and the page-view recorder.
 */
const islandManifest: Manifest = {
  'site/src/islands/hydrate.tsx': { file: 'assets/runtime-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  'site/src/forms/form.island.tsx': {
    file: 'assets/form-1.js',
    isEntry: true,
    imports: ['_react-1.js'],
    dynamicImports: ['site/src/forms/zod.ts'],
  },
  'site/src/forms/zod.ts': { file: 'assets/zod-1.js', isDynamicEntry: true },
  'site/src/menu.island.tsx': { file: 'assets/menu-1.js', isEntry: true, imports: ['_react-1.js'] },
  'site/src/chat.island.tsx': { file: 'assets/chat-1.js', isEntry: true, imports: ['_react-1.js'] },
  'site/src/consent/pageview.ts': {
    file: 'assets/pageview-1.js',
    isEntry: true,
    imports: ['_platform-1.js'],
  },
  '_platform-1.js': { file: 'assets/platform-1.js' },
  'site/src/check.start.ts': { file: 'assets/start-check-1.js', isEntry: true, imports: ['_platform-1.js'] },
  'site/src/check.island.tsx': { file: 'assets/check-1.js', isEntry: true, imports: ['_react-1.js'] },
  'site/src/consent/choice.ts': { file: 'assets/choice-1.js', isEntry: true },
};
const islandSizes: Record<string, number> = {
  'assets/runtime-1.js': 60_000,
  'assets/react-1.js': 4_000,
  'assets/form-1.js': 10_000,
  'assets/zod-1.js': 30_000,
  'assets/menu-1.js': 2_000,
  'assets/chat-1.js': 3_000,
  'assets/pageview-1.js': 8_000,
  'assets/choice-1.js': 9_000,
  'assets/platform-1.js': 9_000,
  'assets/start-check-1.js': 500,
  'assets/check-1.js': 6_000,
};
const islandModules = { 'assets/zod-1.js': ['node_modules/zod/index.js'] };
const islandMap = {
  runtime: ['/assets/runtime-1.js', '/assets/react-1.js'],
  pageview: ['/assets/pageview-1.js'],
  choice: ['/assets/choice-1.js'],
  islands: {
    form: ['/assets/form-1.js', '/assets/react-1.js'],
    menu: ['/assets/menu-1.js', '/assets/react-1.js'],
    chat: ['/assets/chat-1.js', '/assets/react-1.js'],
    check: ['/assets/check-1.js', '/assets/react-1.js'],
  },
  starts: { check: ['/assets/start-check-1.js', '/assets/platform-1.js'] },
};
const LOADER = 'document.documentElement.dataset.loader="ready";';
// The loader as the build writes it: last in the body, async (hosting/prerender/document.ts).
const islandPage = (islands: string) => `<head></head>
<div id="root" data-route="/x">${islands}<h1>Titre</h1></div>
<script type="application/json" id="islands">${JSON.stringify(islandMap)}</script><script type="module" async>${LOADER}</script>`;
const FORM = '<div data-island="form" data-when="visible interaction" class="island"><form></form></div>';
const MENU =
  '<div data-island="menu" data-when="interaction overflow admin" class="island"><nav></nav></div>';
const CHAT = '<div data-island="chat" data-when="idle interaction" class="island"><button></button></div>';
/** A subscription page's island: its start module checks the link at load; React waits for a control's use. */
const CHECK = '<div data-island="check" data-when="interaction" class="island"><form></form></div>';

describe('public pages: what their islands request before any action of the visitor', () => {
  const graph = chunkGraph([islandManifest]);
  const sizeOf = (file: string) => islandSizes[file] ?? 0;
  const loaderGzip = gzipSize(LOADER);

  it('counts, for a first visit, the loader, the runtime and the islands woken at load or in view', () => {
    const report = sitePageReport('/contact', islandPage(FORM + MENU), graph, islandModules, sizeOf);
    expect(report.firstVisit.sort()).toEqual([
      'assets/form-1.js',
      'assets/react-1.js',
      'assets/runtime-1.js',
    ]);
    expect(report.firstVisitGzip).toBe(loaderGzip + 74_000);
    // A returning visitor (choice stored, analytics accepted): the page-view recorder as well.
    expect(report.returning.sort()).toEqual([
      'assets/form-1.js',
      'assets/pageview-1.js',
      'assets/react-1.js',
      'assets/runtime-1.js',
    ]);
    // What the islands can load later (zod on the form's first check, a banner choice's recorder) is reachable,
    // not first load.
    expect(report.reachable).toContain('assets/zod-1.js');
    expect(report.reachable).toContain('assets/choice-1.js');
    expect(report.returning).not.toContain('assets/choice-1.js');
    expect(report.firstVisit).not.toContain('assets/zod-1.js');
  });

  it('counts no runtime on a text page whose islands all wait for the visitor', () => {
    const report = sitePageReport('/about', islandPage(MENU), graph, islandModules, sizeOf);
    expect(report.firstVisit).toEqual([]);
    expect(report.returning).toEqual(['assets/pageview-1.js']);
    expect(report.returningGzip).toBe(loaderGzip + 8_000);
  });

  it('reports apart, outside the limits, what an `idle` island downloads after the first gesture', () => {
    const report = sitePageReport('/about', islandPage(MENU + CHAT), graph, islandModules, sizeOf);
    expect(report.firstVisit).toEqual([]);
    expect(report.idle.sort()).toEqual(['assets/chat-1.js', 'assets/react-1.js', 'assets/runtime-1.js']);
    expect(report.idleGzip).toBe(67_000);
    // On a page whose runtime is already there, only the island's own file is left to download.
    const contact = sitePageReport('/contact', islandPage(FORM + CHAT), graph, islandModules, sizeOf);
    expect(contact.idle).toEqual(['assets/chat-1.js']);
  });

  it('counts an island’s start module at load, without the runtime, and the chunk it shares with the page view once', () => {
    const report = sitePageReport('/unsubscribe', islandPage(MENU + CHECK), graph, islandModules, sizeOf);
    expect(report.firstVisit.sort()).toEqual(['assets/platform-1.js', 'assets/start-check-1.js']);
    expect(report.firstVisitGzip).toBe(loaderGzip + 9_500);
    expect(report.returning.sort()).toEqual([
      'assets/pageview-1.js',
      'assets/platform-1.js',
      'assets/start-check-1.js',
    ]);
    expect(report.returningGzip).toBe(loaderGzip + 17_500);
    expect(report.reachable).toContain('assets/start-check-1.js');
  });

  it('holds a page to 15 KiB (reading), 25 KiB (/, /contact and the subscription pages), first visit and returning visitor alike', () => {
    const small = (file: string) => (file === 'assets/pageview-1.js' ? 8_000 : sizeOf(file));
    const pages = ['/', ...READING_PAGES, ...FORM_PAGES].map((route) =>
      sitePageReport(route, islandPage(MENU + CHAT), graph, islandModules, small),
    );
    expect(budgetFailures(pages)).toEqual([]);
    const others = (route: string) => pages.filter((p) => p.route !== route);
    // A reading page that wakes a form in view: the runtime alone is over 15 KiB.
    const about = sitePageReport('/about', islandPage(FORM), graph, islandModules, sizeOf);
    expect(budgetFailures([...others('/about'), about])).toEqual([
      expect.stringMatching(/^JavaScript d’une première visite de \/about : .* > 15\.0 KiB$/),
      expect.stringMatching(/^JavaScript d’un visiteur connu de \/about : .* > 15\.0 KiB$/),
    ]);
    const heavyPageview = (file: string) => (file === 'assets/pageview-1.js' ? 20 * 1024 : sizeOf(file));
    const home = sitePageReport('/', islandPage(MENU), graph, islandModules, heavyPageview);
    expect(home.firstVisitGzip).toBeLessThan(1024);
    expect(budgetFailures([...others('/'), home])).toEqual([]);
    const heavierPageview = (file: string) => (file === 'assets/pageview-1.js' ? 26 * 1024 : sizeOf(file));
    const heavyHome = sitePageReport('/', islandPage(MENU), graph, islandModules, heavierPageview);
    expect(budgetFailures([...others('/'), heavyHome])).toEqual([
      expect.stringMatching(/^JavaScript d’un visiteur connu de \/ : .* > 25\.0 KiB$/),
    ]);
    const contact = sitePageReport('/contact', islandPage(FORM), graph, islandModules, sizeOf);
    expect(budgetFailures([...others('/contact'), contact])).toEqual([
      expect.stringMatching(/^JavaScript d’une première visite de \/contact : .* > 25\.0 KiB$/),
      expect.stringMatching(/^JavaScript d’un visiteur connu de \/contact : .* > 25\.0 KiB$/),
    ]);
    // A subscription page that woke React at load again: the runtime alone is over 25 KiB.
    const unsubscribe = sitePageReport('/unsubscribe', islandPage(FORM), graph, islandModules, sizeOf);
    expect(budgetFailures([...others('/unsubscribe'), unsubscribe])).toEqual([
      expect.stringMatching(/^JavaScript d’une première visite de \/unsubscribe : .* > 25\.0 KiB$/),
      expect.stringMatching(/^JavaScript d’un visiteur connu de \/unsubscribe : .* > 25\.0 KiB$/),
    ]);
    const preferences = sitePageReport('/email-preferences', islandPage(CHECK), graph, islandModules, sizeOf);
    expect(budgetFailures([...others('/email-preferences'), preferences])).toEqual([]);
    expect(budgetFailures(others('/services'))).toEqual(['la page /services est absente du build']);
  });

  it('fails when a chunk a public page can load, even lazily, bundles react-admin, MUI or Emotion', () => {
    for (const id of [
      'node_modules/@mui/material/Button/Button.js',
      'node_modules/react-admin/dist/index.js',
      'node_modules/ra-core/dist/x.js',
      'node_modules/@emotion/react/x.js',
    ]) {
      const report = sitePageReport('/x', islandPage(FORM), graph, { 'assets/zod-1.js': [id] }, sizeOf);
      expect(report.forbidden).toEqual([{ file: 'assets/zod-1.js', module: id }]);
      expect(budgetFailures([report])).toContain(`/x peut charger assets/zod-1.js, qui contient ${id}`);
    }
    const clean = sitePageReport(
      '/x',
      islandPage(FORM),
      graph,
      { 'assets/zod-1.js': ['site/src/ra-like.ts'] },
      sizeOf,
    );
    expect(clean.forbidden).toEqual([]);
  });
});
