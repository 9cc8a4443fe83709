/**
 * `npm run screenshots`: every public route and every back-office screen, at 390 px and 1280 px, signed out and
 * signed in as an administrator, on the production build served by the preview server (seeded data, plus a few
 * newsletter subscribers: the subscribers' screen and the subscription pages then show what a used site shows, the
 * subscription pages opened from the first one's link).
 * Writes full-page PNGs to `screenshots/` (git-ignored; SHOTS_DIR to change) and prints, for each one, whether
 * the page is wider than the window (horizontal overflow). Builds into a temporary folder unless BENCH_DIST or
 * E2E_DIST names a build. `-- --only /admin/templates,/contact` limits the routes.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { SESSION_STORAGE_KEYS } from '@shared/auth/sessionKeys';
import { config } from '@shared/config';
import { COOKIE_CONSENT } from '@shared/domain/cookieConsentRules';
import { DEFAULT_PREFERENCES } from '@shared/domain/subscribers';
import { createPlatformClient } from '@shared/http/client';
import { mintToken } from '../mocks/auth/tokens';
import { subscriberToken } from '../mocks/handlers/subscriberToken';
import { startPreviewServer, type PreviewServer } from '../hosting/previewServer';
import { productionBuild } from '../testing/productionBuild';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../testing/browser/chromium';

const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;

/** Public pages that are not in the sitemap (opened from an e-mail) but still visible to visitors. */
const UNLISTED_PUBLIC = ['/unsubscribe', '/email-preferences'];

const ADMIN_ROUTES = [
  '/admin',
  '/admin/messages',
  '/admin/emails',
  '/admin/reviews',
  '/admin/templates',
  '/admin/templates/create',
  '/admin/subscribers',
  '/admin/campaigns',
  '/admin/campaigns/create',
  '/admin/media',
  '/admin/content',
  '/admin/analytics',
];

function publicRoutes(dist: string): string[] {
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);
  return [...new Set([...paths, ...UNLISTED_PUBLIC])];
}

/** What a subscription page says while it checks its link (docs/product.md#désinscription-et-préférences). */
const LOADING_TEXTS = ['Chargement de vos préférences', 'Vérification de votre lien'];

const SUBSCRIBERS = [
  'lea.martin@example.org',
  'paul.lefebvre@example.org',
  'camille.dubois@example.fr',
  'hugo.bernard@example.com',
  'ines.moreau@example.org',
];

/** Signs the sample subscribers up as visitors do; returns the query of the first one's subscription link. */
async function sampleSubscribers(server: PreviewServer): Promise<string> {
  const visitor = createPlatformClient({ config: { ...config, apiBaseUrl: server.url } });
  for (const [index, email] of SUBSCRIBERS.entries())
    await visitor.create('subscribers', {
      email,
      source: index % 2 ? 'contact' : 'footer',
      preferences: { ...DEFAULT_PREFERENCES, promotions: index % 2 === 0 },
    });
  const [email = ''] = SUBSCRIBERS;
  const token = await subscriberToken(email, server.ctx.secrets.subscriber);
  return `?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;
}

const fileName = (route: string, who: string, width: string) =>
  `${route === '/' ? 'accueil' : route.replace(/^\//, '').replaceAll('/', '_')}.${who}.${width}.png`;

async function shoot(
  browser: Browser,
  baseUrl: string,
  route: string,
  who: 'visiteur' | 'admin',
  session: { token: string; user: string } | null,
  outDir: string,
  query = '',
): Promise<string[]> {
  const lines: string[] = [];
  for (const [name, viewport] of Object.entries(WIDTHS)) {
    const context = await browser.newContext({ viewport, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
    // A stored cookie choice: the banner would otherwise cover every public screenshot.
    await context.addInitScript(
      ([keys, consent, auth]) => {
        localStorage.setItem(
          consent.storageKey,
          JSON.stringify({
            essential: true,
            functional: false,
            analytics: false,
            marketing: false,
            version: consent.version,
            date: new Date().toISOString(),
          }),
        );
        if (auth) {
          localStorage.setItem(keys.token, auth.token);
          localStorage.setItem(keys.user, auth.user);
        }
      },
      [SESSION_STORAGE_KEYS, COOKIE_CONSENT, session] as const,
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl}${route}${query}`, { waitUntil: 'networkidle' });
    // A subscription page shows its link's check for at least its minimum second (docs/product.md#constantes), a back-office screen its lazy parts
    // after the network is quiet: the state after them is the screen.
    await page.waitForFunction(
      (texts) =>
        !texts.some((text) => document.body.innerText.includes(text)) &&
        (!location.pathname.startsWith('/admin') ||
          ((document.querySelector('main')?.textContent ?? '').trim() !== '' &&
            !document.querySelector('main [role="progressbar"]'))),
      LOADING_TEXTS,
    );
    const file = join(outDir, fileName(route, who, name));
    await page.screenshot({ path: file, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    lines.push(`${overflow > 0 ? `DÉBORDE de ${overflow} px` : 'ok'}  ${file}`);
    await context.close();
  }
  return lines;
}

async function main() {
  const { values } = parseArgs({ options: { only: { type: 'string' } } });
  const outDir = resolve(process.env.SHOTS_DIR ?? 'screenshots');
  mkdirSync(outDir, { recursive: true });
  const dist = productionBuild('screenshots');
  if (!existsSync(join(dist.dir, 'admin', 'index.html'))) throw new Error(`${dist.dir} : build introuvable`);
  const dataDir = mkdtempSync(join(tmpdir(), 'screenshots-data-'));
  const server = await startPreviewServer({ port: 0, dataDir, distDir: dist.dir });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const { accessToken, user } = await mintToken({
      email: server.ctx.config.adminEmails[0] ?? 'admin@example.com',
      projectId: server.ctx.config.projectId,
      secret: server.ctx.secrets.auth,
      adminEmails: server.ctx.config.adminEmails,
    });
    const admin = { token: accessToken, user: JSON.stringify(user) };
    const linkQuery = await sampleSubscribers(server);
    const only = values.only?.split(',').map((route) => route.trim());
    const keep = (route: string) => !only || only.includes(route);
    let overflowing = 0;
    for (const route of publicRoutes(dist.dir).filter(keep)) {
      for (const [who, session] of [
        ['visiteur', null],
        ['admin', admin],
      ] as const) {
        const query = UNLISTED_PUBLIC.includes(route) ? linkQuery : '';
        for (const line of await shoot(browser, server.url, route, who, session, outDir, query)) {
          if (line.startsWith('DÉBORDE')) overflowing += 1;
          console.log(line);
        }
      }
    }
    for (const route of ADMIN_ROUTES.filter(keep)) {
      for (const line of await shoot(browser, server.url, route, 'admin', admin, outDir)) {
        if (line.startsWith('DÉBORDE')) overflowing += 1;
        console.log(line);
      }
    }
    console.log(`Captures dans ${outDir} ; ${overflowing} page(s) plus large(s) que la fenêtre.`);
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (dist.temporary) rmSync(dist.dir, { recursive: true, force: true });
  }
}

await main();
