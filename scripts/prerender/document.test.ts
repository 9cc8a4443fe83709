import { describe, expect, it } from 'vitest';
import { htmlFileFor, pageDocument } from './document';

const template = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <title>Titre par défaut</title>
    <meta
      name="description"
      content="Description par défaut"
    />
    <script type="module" crossorigin src="/assets/site-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/style-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('pageDocument', () => {
  const doc = pageDocument(template, {
    path: '/about',
    head: '<title>À propos</title>\n<meta name="description" content="Qui sommes-nous" />',
    html: '<h1>À propos de nous</h1>',
    preloads: ['/assets/site-1.js', '/assets/react-1.js', '/assets/AboutPage-1.js'],
    styles: { '/assets/style-1.css': 'body{color:green}' },
  });

  it("replaces the template's title and description by the page's", () => {
    expect(doc.match(/<title>/g)).toHaveLength(1);
    expect(doc).toContain('<title>À propos</title>');
    expect(doc).not.toContain('par défaut');
  });

  it('puts the page markup in #root, marked with its route', () => {
    expect(doc).toContain('<div id="root" data-route="/about"><h1>À propos de nous</h1></div>');
  });

  it('preloads the page chunk once, and inlines the stylesheet', () => {
    expect(doc).toContain('<link rel="modulepreload" crossorigin href="/assets/AboutPage-1.js">');
    expect(doc.match(/react-1\.js/g)).toHaveLength(1);
    expect(doc).toContain('<style>body{color:green}</style>');
    expect(doc).not.toContain('style-1.css');
  });

  it('starts the entry module after the first paint instead of with a script tag, and does not preload it', () => {
    expect(doc).not.toContain('src="/assets/site-1.js"');
    expect(doc).not.toContain('href="/assets/site-1.js"');
    const loader = /<script type="module" data-entry="\/assets\/site-1\.js">([\s\S]*?)<\/script>/.exec(
      doc,
    )?.[1];
    expect(loader).toContain("'first-contentful-paint'");
    expect(loader).toContain('import("/assets/site-1.js")');
  });

  it('runs the loader once, on the first contentful paint or after the fallback timer', async () => {
    const code = /<script type="module" data-entry="[^"]+">([\s\S]*?)<\/script>/.exec(doc)?.[1] ?? '';
    const imports: string[] = [];
    const timers: (() => void)[] = [];
    let onPaint: (list: { getEntriesByName(name: string): unknown[] }) => void = () => {};
    class FakeObserver {
      constructor(callback: typeof onPaint) {
        onPaint = callback;
      }
      observe() {}
    }
    // The loader's own code, with the browser APIs it uses replaced by fakes.
    const run = new Function('PerformanceObserver', 'setTimeout', 'load', code.replace(/import\(/g, 'load('));
    run(
      FakeObserver,
      (fn: () => void) => timers.push(fn),
      (src: string) => imports.push(src),
    );
    onPaint({ getEntriesByName: (name) => (name === 'first-paint' ? [{}] : []) });
    expect(imports).toEqual([]);
    onPaint({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    expect(imports).toEqual(['/assets/site-1.js']);
    timers.forEach((fire) => fire());
    expect(imports).toEqual(['/assets/site-1.js']);
  });

  it('puts the data block the page was rendered from right after #root, outside the hydrated markup', () => {
    const data = '<script type="application/json" id="site-content">{"home":{}}</script>';
    const withData = pageDocument(template, {
      path: '/',
      head: '',
      html: '<h1>Accueil</h1>',
      preloads: [],
      styles: {},
      data,
    });
    expect(withData).toContain(`<div id="root" data-route="/"><h1>Accueil</h1></div>${data}`);
  });

  it('refuses a template without an empty #root', () => {
    expect(() =>
      pageDocument('<html></html>', { path: '/', head: '', html: '', preloads: [], styles: {} }),
    ).toThrow(/root/);
    expect(() =>
      pageDocument('<div id="root"></div>', { path: '/', head: '', html: '', preloads: [], styles: {} }),
    ).toThrow(/entrée/);
  });

  it('maps routes to files', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/legal-notice')).toBe('legal-notice/index.html');
  });
});
