import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFolder, type FolderHost } from './folderHost';

let server: FolderHost;
const root = mkdtempSync(join(tmpdir(), 'static-'));
beforeAll(async () => {
  mkdirSync(join(root, 'about'));
  writeFileSync(join(root, 'index.html'), '<p>accueil</p>');
  writeFileSync(join(root, 'about/index.html'), '<p>à propos</p>');
  writeFileSync(join(root, 'app.css'), 'p{color:red}');
  server = await serveFolder(root);
});
afterAll(() => server.close());

/** A raw GET (fetch would undo the gzip): status, headers and body bytes. */
function get(path: string, encoding?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
    const req = request(
      `${server.url}${path}`,
      { headers: encoding ? { 'accept-encoding': encoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', fail);
    req.end();
  });
}

describe('the static host of the anchor site', () => {
  it('serves a folder’s index.html and its files with their types', async () => {
    const home = await get('/');
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.body.toString()).toBe('<p>accueil</p>');
    expect((await get('/about')).body.toString()).toBe('<p>à propos</p>');
    expect((await get('/app.css')).headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('compresses text for a browser that asks, as a static host does', async () => {
    const css = await get('/app.css', 'gzip');
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(css.body).toString()).toBe('p{color:red}');
    const page = await get('/', 'gzip, deflate, br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toBe('<p>accueil</p>');
    expect((await get('/app.css')).headers['content-encoding']).toBeUndefined();
  });

  it('answers 404 for what is absent or outside its folder', async () => {
    expect((await get('/nowhere')).status).toBe(404);
    expect((await get('/../../etc/passwd')).status).toBe(404);
    expect((await get('/%2e%2e/%2e%2e/etc/passwd')).status).toBe(404);
  });
});
