import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderPages, writeAtomic, type PrerenderModule } from './pages';

const TEMPLATE = `<!doctype html>
<html lang="fr">
  <head>
    <title>Modèle</title>
    <script type="module" crossorigin src="/assets/site-1.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** A prerender module rendering each page's title from `content.title`. */
const fakeSite = (calls: string[] = []): PrerenderModule => ({
  PAGE_PATHS: ['/', '/about'],
  REDIRECT_PAGES: [],
  loadBuildContent: () => Promise.reject(new Error('unused')),
  async renderPage(path, content) {
    calls.push(path);
    const text = String(content[path === '/' ? 'home' : 'about']);
    return {
      path,
      head: `<title>${path}</title>`,
      html:
        path === '/about'
          ? `<h1>${text}</h1><div data-island="chat" data-when="interaction" class="island"></div>`
          : `<h1>${text}</h1>`,
      data: `<script type="application/json" id="site-content">${JSON.stringify(text)}</script>`,
    };
  },
  redirectHtml: () => '',
  cssModuleClasses: () => ({
    'site/src/pages/home/Home.module.css': ['_hero_a1'],
    'site/src/pages/careers/Careers.module.css': ['_offers_b2'],
    'site/src/chat/Chat.module.css': ['_panel_c3', '_message_c3'],
  }),
  sitemap: () => '',
  robots: () => '',
});

let outDir: string;
beforeEach(() => {
  outDir = mkdtempSync(join(tmpdir(), 'pages-'));
  mkdirSync(join(outDir, '.vite', 'prerender'), { recursive: true });
  writeFileSync(
    join(outDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'site/src/islands/hydrate.tsx': { file: 'assets/runtime-1.js', imports: ['_react-1.js'] },
      '_react-1.js': { file: 'assets/react-1.js' },
      'site/src/consent/pageview.ts': { file: 'assets/pageview-1.js' },
      'site/src/consent/choice.ts': { file: 'assets/choice-1.js', imports: ['_proof-1.js'] },
      '_proof-1.js': { file: 'assets/proof-1.js' },
      'site/src/islands/resume.ts': { file: 'assets/resume-1.js' },
      'site/src/chat/chat.island.tsx': {
        file: 'assets/chat-1.js',
        imports: ['_react-1.js'],
        dynamicImports: ['_conversation-1.js'],
      },
      '_conversation-1.js': { file: 'assets/conversation-1.js' },
    }),
  );
  writeFileSync(
    join(outDir, '.vite', 'chunk-modules.json'),
    JSON.stringify({
      'assets/chat-1.js': ['site/src/chat/chat.island.tsx'],
      'assets/conversation-1.js': ['site/src/chat/Conversation.tsx', 'site/src/chat/Chat.module.css'],
    }),
  );
  writeFileSync(join(outDir, '.vite', 'prerender', 'loader.js'), 'start();');
});
afterEach(() => rmSync(outDir, { recursive: true, force: true }));

describe('writeAtomic', () => {
  it('replaces a file through a renamed temporary file, and leaves an identical one untouched', () => {
    const file = join(outDir, 'a', 'index.html');
    expect(writeAtomic(file, 'un')).toBe(true);
    const first = statSync(file);
    expect(writeAtomic(file, 'un')).toBe(false);
    expect(statSync(file).mtimeMs).toBe(first.mtimeMs);
    expect(writeAtomic(file, 'deux')).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe('deux');
    // A new file each time (a reader holding the old one keeps it whole), and no temporary file left behind.
    expect(statSync(file).ino).not.toBe(first.ino);
    expect(readdirSync(join(outDir, 'a'))).toEqual(['index.html']);
  });
});

describe('renderPages', () => {
  it('writes every page with its content, loader and island map, and reports what changed', async () => {
    const calls: string[] = [];
    const content = { home: 'Accueil', about: 'À propos' };
    expect(await renderPages(outDir, fakeSite(calls), content, TEMPLATE)).toEqual(['/', '/about']);
    expect(calls).toEqual(['/', '/about']);
    const about = readFileSync(join(outDir, 'about', 'index.html'), 'utf8');
    expect(about).toContain(
      '<div id="root" data-route="/about"><h1>À propos</h1><div data-island="chat" data-when="interaction" class="island"></div></div><script type="application/json"',
    );
    expect(about).toContain('<script type="module" async>start();</script>');
    const map = JSON.parse(
      /<script type="application\/json" id="islands">(.*?)<\/script>/.exec(about)?.[1] ?? '',
    );
    expect(map).toEqual({
      runtime: ['/assets/runtime-1.js', '/assets/react-1.js'],
      pageview: ['/assets/pageview-1.js'],
      choice: ['/assets/choice-1.js', '/assets/proof-1.js'],
      resume: ['/assets/resume-1.js'],
      islands: { chat: ['/assets/chat-1.js', '/assets/react-1.js'] },
      starts: {},
    });

    expect(await renderPages(outDir, fakeSite(), { ...content, home: 'Nouvel accueil' }, TEMPLATE)).toEqual([
      '/',
    ]);
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toContain('<h1>Nouvel accueil</h1>');
  });

  it('inlines in each page only the rules of the CSS modules its HTML uses or its islands can draw', async () => {
    writeFileSync(
      join(outDir, 'style-1.css'),
      'body{margin:0}._hero_a1{color:red}._offers_b2{color:blue}@media (width>=40em){._offers_b2{gap:1rem}}._message_c3,._offers_b2 p{padding:2px}',
    );
    const template = TEMPLATE.replace(
      '</head>',
      '<link rel="stylesheet" crossorigin href="/style-1.css">\n  </head>',
    );
    const site = fakeSite();
    const renderPage = site.renderPage.bind(site);
    site.renderPage = async (path, content) => {
      const page = await renderPage(path, content);
      return path === '/' ? { ...page, html: `<section class="_hero_a1">${page.html}</section>` } : page;
    };
    await renderPages(outDir, site, { home: 'Accueil', about: 'À propos' }, template);
    const styleOf = (file: string) =>
      /<style>(.*?)<\/style>/.exec(readFileSync(join(outDir, file), 'utf8'))?.[1];
    // The home page's hero is in its HTML; the chat's conversation comes with the chat island, on /about only.
    expect(styleOf('index.html')).toBe('body{margin:0}._hero_a1{color:red}');
    expect(styleOf('about/index.html')).toBe('body{margin:0}._message_c3{padding:2px}');
  });

  it('keeps the whole stylesheet in every page of a bundle kept by an older build, without the class list', async () => {
    const css = 'body{margin:0}._hero_a1{color:red}._offers_b2{color:blue}';
    writeFileSync(join(outDir, 'style-1.css'), css);
    const template = TEMPLATE.replace(
      '</head>',
      '<link rel="stylesheet" crossorigin href="/style-1.css">\n  </head>',
    );
    const { cssModuleClasses: _absent, ...older } = fakeSite();
    await renderPages(outDir, older, { home: 'Accueil', about: 'À propos' }, template);
    for (const file of ['index.html', 'about/index.html'])
      expect(readFileSync(join(outDir, file), 'utf8')).toContain(`<style>${css}</style>`);
  });
});
