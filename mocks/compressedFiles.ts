import type { NextFunction, Request, Response } from 'express';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.xml',
  '.txt',
  '.json',
  '.webmanifest',
]);

interface Cached {
  mtimeMs: number;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Serves the built site's text files compressed (brotli, else gzip), as any static host does, so the
 * preview, the end-to-end tests and Lighthouse measure what visitors would download. Hashed files under
 * /assets/ are immutable. `pageFor` maps a page address to its HTML and status (prerendered page, or the fallback
 * with 404).
 */
export function compressedFiles(
  distDir: string,
  pageFor: (path: string) => { file: string; status: number } | undefined,
) {
  const root = resolve(distDir);
  const cache = new Map<string, Cached>();
  const fileFor = (urlPath: string): { file: string; status: number } | undefined => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return undefined;
    }
    const candidate = resolve(root, `.${decoded}`);
    if (!candidate.startsWith(root + sep)) return undefined;
    if (existsSync(candidate) && statSync(candidate).isFile()) return { file: candidate, status: 200 };
    return extname(decoded) === '' ? pageFor(decoded) : undefined;
  };
  return (req: Request, res: Response, next: NextFunction): void => {
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !encoding) return next();
    const found = fileFor(req.path);
    if (!found || !COMPRESSIBLE.has(extname(found.file))) return next();
    const { file, status } = found;
    const { mtimeMs } = statSync(file);
    let entry = cache.get(file);
    if (!entry || entry.mtimeMs !== mtimeMs) {
      const raw = readFileSync(file);
      entry = {
        mtimeMs,
        br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(raw, { level: 9 }),
      };
      cache.set(file, entry);
    }
    const body = entry[encoding];
    res.type(extname(file));
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Length', body.length);
    res.setHeader(
      'Cache-Control',
      req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    res.status(status).end(req.method === 'HEAD' ? undefined : body);
  };
}
