/**
 * A static host for a built site measured beside ours (`npm run lighthouse`): files as they are, `dir/index.html`
 * for `dir/`, brotli or gzip when the browser asks for it (what a static host does, and what our preview server does
 * with the same files), 404 for anything else. Node's own modules only: it must run offline, in CI, with nothing
 * installed beyond the project's dependencies.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
/** Text is compressed; images and fonts already are. */
const COMPRESSED = new Set(['.html', '.css', '.js', '.mjs', '.json', '.svg', '.xml', '.txt', '.ico']);

/** The file a URL path names inside `root`, or undefined (outside the root, absent, a directory without index). */
export function fileFor(root: string, urlPath: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? '/');
  } catch {
    return undefined;
  }
  const file = normalize(join(root, path));
  if (file !== root && !file.startsWith(root + sep)) return undefined;
  if (!existsSync(file)) return undefined;
  if (statSync(file).isDirectory()) {
    const index = join(file, 'index.html');
    return existsSync(index) ? index : undefined;
  }
  return file;
}

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

export async function serveStatic(dir: string): Promise<StaticServer> {
  const root = resolve(dir);
  const compressed = new Map<string, Buffer>();
  const server: Server = createServer((req, res) => {
    const file = req.method === 'GET' || req.method === 'HEAD' ? fileFor(root, req.url ?? '/') : undefined;
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Fichier introuvable.');
      return;
    }
    const ext = extname(file).toLowerCase();
    let body: Buffer = readFileSync(file);
    const headers: Record<string, string> = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      // Hashed assets, as a static host serves them; the pages themselves are revalidated.
      'cache-control': ext === '.html' ? 'no-cache' : 'public, max-age=31536000, immutable',
      vary: 'accept-encoding',
    };
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
    if (COMPRESSED.has(ext) && encoding) {
      const key = `${encoding}:${file}`;
      const cached =
        compressed.get(key) ??
        (encoding === 'br'
          ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : gzipSync(body, { level: 9 }));
      compressed.set(key, cached);
      body = cached;
      headers['content-encoding'] = encoding;
    }
    headers['content-length'] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((done, fail) => {
    server.once('listening', done);
    server.once('error', fail);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
