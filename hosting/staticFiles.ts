import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { createHash } from 'node:crypto';
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

type Encoding = 'br' | 'gzip';

/**
 * Compressed bodies by encoding and content, shared by every server of the process: the end-to-end tests run one
 * server per worker on its own copy of the build, and compressing each copy's bundles again (brotli at its highest
 * quality) would be a quarter of the servers' processor time (docs/testing.md#bout-en-bout). Each encoding is made
 * when first asked for. Published pages add new contents: past `maxBytes`, the cache starts over.
 */
export class CompressionCache {
  private readonly bodies = new Map<string, Buffer>();
  private bytes = 0;
  /** How many bodies were compressed (what the cache saves). */
  compressions = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  body(raw: Buffer, digest: string, encoding: Encoding): Buffer {
    const key = `${encoding}:${digest}`;
    let body = this.bodies.get(key);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : gzipSync(raw, { level: 9 });
      this.compressions += 1;
      if (this.bytes + body.length > this.maxBytes) {
        this.bodies.clear();
        this.bytes = 0;
      }
      this.bodies.set(key, body);
      this.bytes += body.length;
    }
    return body;
  }
}

const processCache = new CompressionCache();

/** A served file as last read: its content, and the content's digest (the shared cache's key). */
interface Read {
  mtimeMs: number;
  raw: Buffer;
  digest: string;
}

/** The page an address names: its HTML file and status. */
export type PageFor = (path: string) => { file: string; status: number } | undefined;

/** How long a browser may keep a file, by its address: hashed files under /assets/ are immutable. */
export type CacheControl = (urlPath: string) => string;

export const builtSiteCaching: CacheControl = (urlPath) =>
  urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';

/**
 * Serves the built site's text files compressed (brotli, else gzip), as any static host does, so the
 * preview, the end-to-end tests and Lighthouse measure what visitors would download. `pageFor` maps a page address
 * to its HTML and status (prerendered page, or the fallback with 404).
 */
export function compressedFiles(
  distDir: string,
  pageFor: PageFor,
  compressed: CompressionCache = processCache,
  cacheControl: CacheControl = builtSiteCaching,
) {
  const root = resolve(distDir);
  const reads = new Map<string, Read>();
  const fileFor = (urlPath: string): { file: string; status: number } | undefined => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return undefined;
    }
    const candidate = resolve(root, `.${decoded}`);
    // The root's own address is a page: the home page, compressed like any other.
    if (candidate === root) return pageFor(decoded);
    if (!candidate.startsWith(root + sep)) return undefined;
    if (existsSync(candidate) && statSync(candidate).isFile()) return { file: candidate, status: 200 };
    return extname(decoded) === '' ? pageFor(decoded) : undefined;
  };
  return (req: Request, res: Response, next: NextFunction): void => {
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding: Encoding | null = /\bbr\b/.test(accepts)
      ? 'br'
      : /\bgzip\b/.test(accepts)
        ? 'gzip'
        : null;
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !encoding) return next();
    const found = fileFor(req.path);
    if (!found || !COMPRESSIBLE.has(extname(found.file))) return next();
    const { file, status } = found;
    const { mtimeMs } = statSync(file);
    let read = reads.get(file);
    if (!read || read.mtimeMs !== mtimeMs) {
      const raw = readFileSync(file);
      read = { mtimeMs, raw, digest: createHash('sha256').update(raw).digest('base64') };
      reads.set(file, read);
    }
    const body = compressed.body(read.raw, read.digest, encoding);
    res.type(extname(file));
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Length', body.length);
    res.setHeader('Cache-Control', cacheControl(req.path));
    res.status(status).end(req.method === 'HEAD' ? undefined : body);
  };
}

/**
 * The one static-file server of the repository: a folder's files, compressed when the browser accepts it
 * (`compressedFiles`), else as they are (`express.static`), each with its type from the same table; then a page's
 * HTML with its status (`pageFor`). What none of them is, `next`. `cacheControl` also applies to the uncompressed
 * files when given (express's own `max-age=0` otherwise).
 */
export function staticFiles(
  root: string,
  pageFor: PageFor,
  { cacheControl }: { cacheControl?: CacheControl } = {},
): RequestHandler[] {
  const files = express.static(root, {
    index: false,
    redirect: false,
    setHeaders(res, file) {
      res.type(extname(file));
      if (cacheControl) res.setHeader('Cache-Control', cacheControl(res.req.path));
    },
  });
  const page: RequestHandler = (req, res, next) => {
    const isPageRead = (req.method === 'GET' || req.method === 'HEAD') && extname(req.path) === '';
    const found = isPageRead ? pageFor(req.path) : undefined;
    if (!found) return next();
    res.type('.html');
    if (cacheControl) res.setHeader('Cache-Control', cacheControl(req.path));
    res.status(found.status).sendFile(found.file);
  };
  return [compressedFiles(root, pageFor, processCache, cacheControl), files, page];
}
