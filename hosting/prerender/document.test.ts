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

const LOADER = 'document.documentElement.dataset.loader = "ready";';
const ISLANDS = '{"runtime":["/assets/hydrate-1.js"],"pageview":[],"choice":[],"islands":{}}';

describe('pageDocument', () => {
  const doc = pageDocument(template, {
    path: '/about',
    head: '<title>À propos</title>\n<meta name="description" content="Qui sommes-nous" />',
    html: '<h1>À propos de nous</h1>',
    styles: { '/assets/style-1.css': 'body{color:green}' },
    loader: LOADER,
    islands: ISLANDS,
  });

  it("replaces the template's title and description by the page's", () => {
    expect(doc.match(/<title>/g)).toHaveLength(1);
    expect(doc).toContain('<title>À propos</title>');
    expect(doc).not.toContain('par défaut');
  });

  it('puts the page markup in #root, marked with its route, then the island map', () => {
    expect(doc).toContain(
      `<div id="root" data-route="/about"><h1>À propos de nous</h1></div><script type="application/json" id="islands">${ISLANDS}</script>`,
    );
  });

  it('inlines the stylesheet and the loader: the page requests no script file', () => {
    expect(doc).toContain('<style>body{color:green}</style>');
    expect(doc).not.toContain('style-1.css');
    expect(doc).not.toMatch(/(src|href)="[^"]+\.js"/);
    expect(doc).not.toContain('modulepreload');
    expect(doc).toContain(`<script type="module" async>${LOADER}</script>`);
  });

  it('runs the loader last and async: after the markup and the island map, not in the task that ends the parsing', () => {
    const body = doc.slice(doc.indexOf('<body>'));
    expect(body).toMatch(
      new RegExp(`id="islands">[^<]*</script><script type="module" async>[^<]*</script>\\s*</body>`),
    );
    expect(doc.slice(0, doc.indexOf('</head>'))).not.toContain('<script type="module"');
  });

  it('keeps a loader or an island map from closing its element', () => {
    const hostile = pageDocument(template, {
      path: '/',
      head: '',
      html: '',
      styles: {},
      loader: 'const a = "</script><script>alert(1)</script>";',
      islands: '{"islands":{"x":["</script>"]}}',
    });
    expect(hostile.match(/<\/script>/gi)).toHaveLength(2);
  });

  it('puts the data block the page was rendered from right after #root, outside the hydrated markup', () => {
    const data = '<script type="application/json" id="site-content">{"home":{}}</script>';
    const withData = pageDocument(template, {
      path: '/',
      head: '',
      html: '<h1>Accueil</h1>',
      styles: {},
      data,
      loader: LOADER,
      islands: ISLANDS,
    });
    expect(withData).toContain(`<div id="root" data-route="/"><h1>Accueil</h1></div>${data}`);
  });

  it('refuses a template without an empty #root', () => {
    expect(() =>
      pageDocument('<html></html>', { path: '/', head: '', html: '', styles: {}, loader: '', islands: '{}' }),
    ).toThrow(/root/);
  });

  it('maps routes to files', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/legal-notice')).toBe('legal-notice/index.html');
  });
});
