import express from 'express';
import { existsSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { staticFiles } from './staticFiles';

/** `dir/index.html` for the address `dir` or `dir/`, if it is inside `root`. */
function folderPage(root: string, urlPath: string): { file: string; status: 200 } | undefined {
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const file = normalize(join(root, path, 'index.html'));
  if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) return undefined;
  return { file, status: 200 };
}

export interface FolderHost {
  url: string;
  close(): Promise<void>;
}

/**
 * A plain static host for a built site measured beside ours (`npm run lighthouse`'s anchor): its files with the
 * same static-file server as our build's (staticFiles.ts), `dir/index.html` for `dir/`, 404 for anything else. Its
 * pages are revalidated, every other file kept, as a static host serves hashed files.
 */
export async function serveFolder(dir: string): Promise<FolderHost> {
  const root = resolve(dir);
  const app = express();
  app.disable('x-powered-by');
  const cacheControl = (urlPath: string) =>
    ['', '.html'].includes(extname(urlPath)) ? 'no-cache' : 'public, max-age=31536000, immutable';
  app.use(staticFiles(root, (path) => folderPage(root, path), { cacheControl }));
  app.use((_req, res) => void res.status(404).type('text/plain; charset=utf-8').send('Fichier introuvable.'));
  const server: Server = app.listen(0, '127.0.0.1');
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
