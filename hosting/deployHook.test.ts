import type { Request, Response } from 'express';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '@shared/config';
import { mintToken } from '../mocks/auth/tokens';
import { createRepublisher } from './deployHook';
import { startPreviewServer } from './previewServer';

/** What the fake prerender bundle reads: the "stored" title, and a gate a test holds a read at. */
interface FakePlatform {
  title: string;
  down: boolean;
  reads: string[];
  gate?: Promise<void>;
}
declare global {
  var __deployHookTest: FakePlatform;
}

/** A prerender bundle as the build keeps it, reduced to one page showing the stored title. */
const BUNDLE = `
export const PAGE_PATHS = ['/'];
export const REDIRECT_PAGES = [];
export async function loadBuildContent(apiUrl) {
  const platform = globalThis.__deployHookTest;
  const title = platform.title;
  platform.reads.push(apiUrl + ' ' + title);
  await platform.gate;
  return platform.down
    ? { content: {}, stored: false, message: 'Contenu du site : textes intégrés (plateforme injoignable)' }
    : { content: { title }, stored: true, message: 'ok' };
}
export async function renderPage(path, content) {
  return { path, head: '', html: '<h1>' + content.title + '</h1>', data: '' };
}
`;

const TEMPLATE =
  '<html><head><script type="module" crossorigin src="/assets/site-1.js"></script></head><body><div id="root"></div></body></html>';

let distDir: string;
const home = () => readFileSync(join(distDir, 'index.html'), 'utf8');

beforeEach(() => {
  distDir = mkdtempSync(join(tmpdir(), 'deploy-hook-'));
  mkdirSync(join(distDir, '.vite', 'prerender'), { recursive: true });
  // What the build keeps beside the pages: the manifest (the islands' runtime), the loader, the bundle, the template.
  writeFileSync(
    join(distDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'site/src/islands/hydrate.tsx': { file: 'assets/runtime-1.js' },
      'site/src/consent/pageview.ts': { file: 'assets/pageview-1.js' },
      'site/src/consent/choice.ts': { file: 'assets/choice-1.js' },
      'site/src/islands/resume.ts': { file: 'assets/resume-1.js' },
    }),
  );
  writeFileSync(join(distDir, '.vite', 'prerender', 'loader.js'), 'start();');
  writeFileSync(join(distDir, '.vite', 'prerender', 'prerender.mjs'), BUNDLE);
  writeFileSync(join(distDir, '.vite', 'prerender', 'template.html'), TEMPLATE);
  globalThis.__deployHookTest = { title: 'Premier titre', down: false, reads: [] };
});
afterEach(() => rmSync(distDir, { recursive: true, force: true }));

/** Calls the hook as Express would, and resolves with the status and JSON it answered. */
function callHook(hook: (req: Request, res: Response) => void) {
  return new Promise<{ status: number; body: { code: number; message: string; data: unknown } }>((done) => {
    let status = 200;
    const res = {
      status(code: number) {
        status = code;
        return res;
      },
      json(body: { code: number; message: string; data: unknown }) {
        done({ status, body });
        return res;
      },
    };
    hook({} as Request, res as unknown as Response);
  });
}

describe('the preview server’s deploy hook', () => {
  it('renders the pages again from what the platform holds, and answers once they are written', async () => {
    const { hook } = createRepublisher(distDir, () => 'http://127.0.0.1:4173');
    expect(await callHook(hook)).toEqual({
      status: 200,
      body: { code: 200, message: 'Site reconstruit : 1 page mise à jour.', data: { pages: ['/'] } },
    });
    expect(home()).toContain('<h1>Premier titre</h1>');
    expect(globalThis.__deployHookTest.reads).toEqual(['http://127.0.0.1:4173 Premier titre']);

    globalThis.__deployHookTest.title = 'Titre modifié';
    expect((await callHook(hook)).body.data).toEqual({ pages: ['/'] });
    expect(home()).toContain('<h1>Titre modifié</h1>');
    expect((await callHook(hook)).body).toMatchObject({ message: 'Site reconstruit : 0 page mise à jour.' });
  });

  it('runs once at a time: requests made during a run share one more run, which reads after them', async () => {
    const { republish } = createRepublisher(distDir, () => 'http://platform');
    const platform = globalThis.__deployHookTest;
    let open: () => void = () => undefined;
    platform.gate = new Promise((resolve) => (open = resolve));
    const first = republish();
    await vi.waitFor(() => expect(platform.reads).toHaveLength(1));
    platform.title = 'Modifié pendant la reconstruction';
    const second = republish();
    const third = republish();
    expect(third).toBe(second);
    open();
    await Promise.all([first, second, third]);
    expect(platform.reads).toEqual([
      'http://platform Premier titre',
      'http://platform Modifié pendant la reconstruction',
    ]);
    expect(home()).toContain('<h1>Modifié pendant la reconstruction</h1>');
  });

  it('leaves the pages as they are when the platform cannot be read, and says why', async () => {
    const { republish, hook } = createRepublisher(distDir, () => 'http://platform');
    await republish();
    globalThis.__deployHookTest.down = true;
    globalThis.__deployHookTest.title = 'Jamais publié';
    expect(await callHook(hook)).toEqual({
      status: 503,
      body: { code: 503, message: 'Contenu du site : textes intégrés (plateforme injoignable)', data: null },
    });
    expect(home()).toContain('<h1>Premier titre</h1>');
  });

  it('renders at start-up, and leaves a folder without a kept prerender bundle alone', async () => {
    const log = vi.fn();
    await createRepublisher(distDir, () => 'http://platform').publishOnStart(log);
    expect(log).toHaveBeenCalledWith('Pages rendues à partir des données : /');

    rmSync(join(distDir, '.vite', 'prerender'), { recursive: true });
    const bare = createRepublisher(distDir, () => 'http://platform');
    await bare.publishOnStart(log);
    expect(log).toHaveBeenCalledTimes(1);
    expect((await callHook(bare.hook)).body.message).toMatch(/relancez « npm run build »/);
  });
});

describe('the deploy hook on the preview server', () => {
  /** The server on the fake build, and a token for `email` minted with its secret. */
  async function serve() {
    const server = await startPreviewServer({ port: 0, dataDir: join(distDir, 'data'), distDir });
    const tokenFor = async (email: string) =>
      (
        await mintToken({
          email,
          projectId: server.ctx.config.projectId,
          secret: server.ctx.secrets.auth,
          adminEmails: server.ctx.config.adminEmails,
        })
      ).accessToken;
    const hook = async (token?: string) => {
      const response = await fetch(`${server.url}/__deploy-hook`, {
        method: 'POST',
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      return { status: response.status, body: (await response.json()) as { code: number; message: string } };
    };
    return { server, tokenFor, hook };
  }

  it('refuses a visitor (401) and a signed-in non-administrator (403), and rebuilds for an administrator', async () => {
    const { server, tokenFor, hook } = await serve();
    try {
      const platform = globalThis.__deployHookTest;
      const readsAtStart = platform.reads.length;
      platform.title = 'Publié par l’administrateur';
      expect(await hook()).toEqual({
        status: 401,
        body: {
          code: 401,
          message: 'Connexion requise : seul un administrateur peut reconstruire le site.',
          data: { reason: 'authentication_required' },
        },
      });
      expect(await hook('emu.faux.jeton')).toMatchObject({ status: 401, body: { code: 401 } });
      expect(await hook(await tokenFor('jean.dupont@example.org'))).toMatchObject({
        status: 403,
        body: { code: 403, message: 'Accès refusé : seul un administrateur peut reconstruire le site.' },
      });
      expect(platform.reads).toHaveLength(readsAtStart);
      expect(home()).not.toContain('Publié par l’administrateur');

      const admin = await tokenFor(config.adminEmails[0] ?? 'admin@example.com');
      expect(await hook(admin)).toMatchObject({
        status: 200,
        body: { code: 200, message: 'Site reconstruit : 1 page mise à jour.' },
      });
      expect(home()).toContain('<h1>Publié par l’administrateur</h1>');
    } finally {
      await server.close();
    }
  });

  it('answers N administrator calls made during a rebuild with one more rebuild, not N', async () => {
    const { server, tokenFor, hook } = await serve();
    try {
      const admin = await tokenFor(config.adminEmails[0] ?? 'admin@example.com');
      const platform = globalThis.__deployHookTest;
      platform.reads = [];
      let open: () => void = () => undefined;
      platform.gate = new Promise((resolve) => (open = resolve));
      const first = hook(admin);
      await vi.waitFor(() => expect(platform.reads).toHaveLength(1));
      platform.title = 'Modifié pendant la reconstruction';
      const asked = server.rebuildsRequested();
      const during = Array.from({ length: 10 }, () => hook(admin));
      // Every call is in the server before the first rebuild ends.
      await vi.waitFor(() => expect(server.rebuildsRequested()).toBe(asked + 10));
      open();
      const answers = await Promise.all([first, ...during]);
      expect(answers.map((answer) => answer.status)).toEqual(Array(11).fill(200));
      expect(platform.reads).toHaveLength(2);
      expect(home()).toContain('<h1>Modifié pendant la reconstruction</h1>');
    } finally {
      await server.close();
    }
  });
});
