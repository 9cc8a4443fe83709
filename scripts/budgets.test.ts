import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  adminBudgetFailures,
  budgetFailures,
  chunkGraph,
  closure,
  FIRST_LOAD_BUDGET,
  gzipSize,
  htmlScripts,
  pageReport,
} from './budgets';

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
const modules = {
  'assets/site-1.js': ['site/src/main.tsx'],
  'assets/react-1.js': ['node_modules/react/index.js', 'node_modules/react-dom/client.js'],
  'assets/HomePage-1.js': ['site/src/pages/home/HomePage.tsx'],
  'assets/Form-1.js': ['site/src/forms/Form.tsx'],
};
const html = `<head>
  <script type="module" crossorigin src="/assets/site-1.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/react-1.js">
  <link rel="modulepreload" crossorigin href="/assets/HomePage-1.js">
  <link rel="stylesheet" href="/assets/style-1.css">
  <script type="application/ld+json">{}</script>
</head>`;
const sizes: Record<string, number> = {
  'assets/site-1.js': 3_000,
  'assets/react-1.js': 60_000,
  'assets/HomePage-1.js': 4_000,
  'assets/Form-1.js': 50_000,
};
const sizeOf = (file: string) => sizes[file] ?? 0;

describe('budget arithmetic', () => {
  const graph = chunkGraph([manifest]);

  it('reads the module scripts and preloads of a page, not its styles nor data scripts', () => {
    expect(htmlScripts(html)).toEqual(['assets/site-1.js', 'assets/react-1.js', 'assets/HomePage-1.js']);
  });

  it('counts the entry a prerendered page imports after its first paint', () => {
    const prerendered = html.replace(
      '<script type="module" crossorigin src="/assets/site-1.js"></script>',
      '<script type="module" data-entry="/assets/site-1.js">import("/assets/site-1.js")</script>',
    );
    expect(htmlScripts(prerendered)).toEqual([
      'assets/site-1.js',
      'assets/react-1.js',
      'assets/HomePage-1.js',
    ]);
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

  it('sums the gzip sizes of the first load only, and passes under the budget', () => {
    const report = pageReport('/', html, graph, modules, sizeOf);
    expect(report.firstLoadGzip).toBe(67_000);
    expect(report.forbidden).toEqual([]);
    expect(budgetFailures([report])).toEqual([]);
  });

  it('fails when / exceeds 100 KiB', () => {
    const heavy = pageReport('/', html, graph, modules, (file) =>
      file === 'assets/react-1.js' ? 99 * 1024 : 1024,
    );
    expect(heavy.firstLoadGzip).toBeGreaterThan(FIRST_LOAD_BUDGET);
    expect(budgetFailures([heavy])).toEqual([
      expect.stringMatching(/^JavaScript au premier chargement de \/ : 101\.0 KiB/),
    ]);
  });

  it('fails when the back-office’s first load exceeds 300 KiB, or when it is missing', () => {
    const light = pageReport('/admin', html, graph, modules, sizeOf);
    expect(adminBudgetFailures(light)).toEqual([]);
    const heavy = pageReport('/admin', html, graph, modules, (file) =>
      file === 'assets/react-1.js' ? 299 * 1024 : 1024,
    );
    expect(adminBudgetFailures(heavy)).toEqual([
      expect.stringMatching(/^JavaScript au premier chargement de \/admin : 301\.0 KiB > 300\.0 KiB/),
    ]);
    expect(adminBudgetFailures(undefined)).toEqual(['la page /admin est absente du build']);
  });

  it('fails when a chunk a public page can load, even lazily, bundles react-admin, MUI or Emotion', () => {
    const leaky = { ...modules, 'assets/Form-1.js': ['node_modules/@mui/material/Button/Button.js', 'x.ts'] };
    const report = pageReport('/', html, graph, leaky, sizeOf);
    expect(report.forbidden).toEqual([
      { file: 'assets/Form-1.js', module: 'node_modules/@mui/material/Button/Button.js' },
    ]);
    expect(budgetFailures([report])).toEqual([
      '/ peut charger assets/Form-1.js, qui contient node_modules/@mui/material/Button/Button.js',
    ]);
    for (const id of [
      'node_modules/react-admin/dist/index.js',
      'node_modules/ra-core/dist/x.js',
      'node_modules/@emotion/react/x.js',
    ])
      expect(
        pageReport('/', html, graph, { ...modules, 'assets/site-1.js': [id] }, sizeOf).forbidden,
      ).toHaveLength(1);
    expect(
      pageReport('/', html, graph, { ...modules, 'assets/site-1.js': ['site/src/pages/ra-like.ts'] }, sizeOf)
        .forbidden,
    ).toEqual([]);
  });

  it('measures real gzip', () => {
    expect(gzipSize('a'.repeat(10_000))).toBeLessThan(100);
  });
});
