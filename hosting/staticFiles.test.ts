import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompressionCache, compressedFiles } from './staticFiles';

let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'compressed-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'about'));
  writeFileSync(join(dir, 'assets', 'app-1.js'), 'console.log("bonjour");'.repeat(50));
  writeFileSync(join(dir, 'about', 'index.html'), '<h1>À propos</h1>');
  writeFileSync(join(dir, 'photo.png'), 'png');
  const app = express();
  app.use(
    compressedFiles(dir, (path) =>
      path === '/about' ? { file: join(dir, 'about', 'index.html'), status: 200 } : undefined,
    ),
  );
  app.use((_req, res) => void res.status(404).end('suite'));
  server = app.listen(0, '127.0.0.1');
  await new Promise((done) => server.once('listening', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

const fetchRaw = (path: string, encoding?: string) =>
  new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
    get(`${base}${path}`, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
      );
    }).on('error', fail);
  });

describe('compressedFiles', () => {
  it('serves built text files compressed, hashed assets as immutable', async () => {
    const js = await fetchRaw('/assets/app-1.js', 'gzip, deflate');
    expect(js.headers['content-encoding']).toBe('gzip');
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toContain('immutable');
    expect(gunzipSync(js.body).toString()).toContain('bonjour');
    expect(js.body.length).toBeLessThan(200);
    expect((await fetchRaw('/assets/app-1.js', 'gzip, br')).headers['content-encoding']).toBe('br');
  });

  it('serves a page address through its HTML, uncached', async () => {
    const page = await fetchRaw('/about', 'gzip');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(page.body).toString()).toBe('<h1>À propos</h1>');
  });

  it('leaves everything else to the next handler', async () => {
    expect((await fetchRaw('/assets/app-1.js')).body.toString()).toBe('suite');
    expect((await fetchRaw('/photo.png', 'gzip')).body.toString()).toBe('suite');
    expect((await fetchRaw('/../secret', 'gzip')).body.toString()).toBe('suite');
    expect((await fetchRaw('/inconnu', 'gzip')).body.toString()).toBe('suite');
  });
});

describe('CompressionCache', () => {
  it('compresses one content once for every server that serves a copy of it, and only in the encoding asked', async () => {
    const copies = [mkdtempSync(join(tmpdir(), 'copy-a-')), mkdtempSync(join(tmpdir(), 'copy-b-'))];
    const cache = new CompressionCache();
    const servers: Server[] = [];
    try {
      const bases = await Promise.all(
        copies.map(async (copy) => {
          writeFileSync(join(copy, 'app.js'), 'console.log("même contenu");'.repeat(40));
          const app = express();
          app.use(compressedFiles(copy, () => undefined, cache));
          const listening = app.listen(0, '127.0.0.1');
          servers.push(listening);
          await new Promise((done) => listening.once('listening', done));
          return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
        }),
      );
      const fetchFrom = (origin: string, encoding: string) =>
        new Promise<Buffer>((done, fail) => {
          get(`${origin}/app.js`, { headers: { 'accept-encoding': encoding } }, (res) => {
            const parts: Buffer[] = [];
            res.on('data', (part: Buffer) => parts.push(part));
            res.on('end', () => done(Buffer.concat(parts)));
          }).on('error', fail);
        });
      for (const origin of bases)
        expect(brotliDecompressSync(await fetchFrom(origin, 'br')).toString()).toContain('même contenu');
      expect(cache.compressions).toBe(1);
      expect(gunzipSync(await fetchFrom(bases[1]!, 'gzip')).toString()).toContain('même contenu');
      expect(cache.compressions).toBe(2);
      // A changed file is compressed again: the key is its content, read again when its time changes.
      writeFileSync(join(copies[0]!, 'app.js'), 'console.log("autre contenu");'.repeat(40));
      const later = new Date(Date.now() + 5_000);
      utimesSync(join(copies[0]!, 'app.js'), later, later);
      expect(brotliDecompressSync(await fetchFrom(bases[0]!, 'br')).toString()).toContain('autre contenu');
      expect(cache.compressions).toBe(3);
    } finally {
      for (const listening of servers) listening.close();
      for (const copy of copies) rmSync(copy, { recursive: true, force: true });
    }
  });
});
