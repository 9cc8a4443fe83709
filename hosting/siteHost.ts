import type { Request, RequestHandler, Response } from 'express';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { freshAssetUrls } from './freshAssetUrls';
import { absoluteOrigins, inlineScriptHashes, securityHeaders, type HeaderSet } from './securityHeaders';
import { staticFiles } from './staticFiles';

/**
 * What a production host does with the built site (`dist/`): its security headers on every answer, its files
 * (compressed), the page of each address with its status, a real 404 for a missing file, and the 303 of a form sent
 * without JavaScript. The preview server (previewServer.ts) puts the emulator between `before` and `after`.
 */

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** `/admin` and `/admin/*` → the back-office; a prerendered `dist/<path>/index.html` if any; else the site. */
export function resolveHtml(distDir: string, urlPath: string): string | undefined {
  const root = resolve(distDir);
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    decoded = '/';
  }
  if (decoded === '/admin' || decoded.startsWith('/admin/')) {
    const admin = join(root, 'admin', 'index.html');
    return isFile(admin) ? admin : undefined;
  }
  const candidate = resolve(root, `.${decoded}`, 'index.html');
  if ((candidate.startsWith(root + sep) || candidate === join(root, 'index.html')) && isFile(candidate))
    return candidate;
  const index = join(root, 'index.html');
  return isFile(index) ? index : undefined;
}

/**
 * The page for an address and its status: a prerendered page or the back-office answer 200; any other address gets
 * the home page with status 404, whose loader then shows `/` in the address bar (docs/product.md#routes-du-site). Crawlers
 * and monitors see the address does not exist; a visitor lands on the home page, as decided.
 */
export function resolvePage(
  distDir: string,
  urlPath: string,
): { file: string; status: 200 | 404 } | undefined {
  const file = resolveHtml(distDir, urlPath);
  if (!file) return undefined;
  const fallback = file === join(resolve(distDir), 'index.html') && urlPath !== '/';
  return { file, status: fallback ? 404 : 200 };
}

/** A page's address as plain segments: no empty one (`//`), none starting with a dot, nothing percent-encoded. */
const PLAIN_PAGE_PATH = /^\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*\/?)*$/;

/**
 * Where a form posted to a page without JavaScript is sent back (303): that page's own path, rebuilt from the file
 * it resolved to, so the `Location` always stays on this origin. A path with `//`, a dot segment or an encoded
 * character gets none (docs/security.md#redirection-dun-formulaire).
 */
export function formPageOf(distDir: string, urlPath: string): string | undefined {
  if (!PLAIN_PAGE_PATH.test(urlPath) || extname(urlPath) !== '') return undefined;
  const page = resolvePage(distDir, urlPath);
  if (page?.status !== 200) return undefined;
  const folder = relative(resolve(distDir), dirname(page.file));
  return `/${folder.split(sep).filter(Boolean).join('/')}`;
}

/** The headers a production host sends (securityHeaders.ts), with the hash of the build's start-up module. */
export function headersFor(distDir: string, apiBaseUrl: string): HeaderSet {
  const index = join(distDir, 'index.html');
  const scriptHashes = isFile(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
  return securityHeaders({ scriptHashes, connectOrigins: absoluteOrigins(apiBaseUrl) });
}

/** What no file and no page answered. */
function unserved(distDir: string): RequestHandler {
  return (req: Request, res: Response) => {
    // A public form sent without JavaScript posts to its own page (docs/product.md#formulaire-sans-script): nothing
    // is read or kept, the page comes back (303, as a static host's rule does), at the form's line that says what to
    // do instead (the action's fragment, which the browser keeps).
    const postedTo = req.method === 'POST' ? formPageOf(distDir, req.path) : undefined;
    if (postedTo) {
      res.redirect(303, postedTo);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(404).json({ code: 404, message: 'Ressource introuvable.', data: null });
      return;
    }
    // A file that does not exist is a 404, never the home page served in its place.
    if (extname(req.path) !== '') {
      res.status(404).type('text/plain; charset=utf-8').send('Fichier introuvable.');
      return;
    }
    res
      .status(404)
      .type('text/plain; charset=utf-8')
      .send('Application non construite : lancez « npm run build ».');
  };
}

/** The built site at `distDir` as a host serves it: `before` on every request, `after` for what nothing else took. */
export function siteHost(distDir: string, { apiBaseUrl }: { apiBaseUrl: string }) {
  const headers = headersFor(distDir, apiBaseUrl);
  const sendHeaders: RequestHandler = (_req, res, next) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    next();
  };
  const pageFor = (path: string) => resolvePage(distDir, path);
  return {
    before: [sendHeaders],
    after: [freshAssetUrls, ...staticFiles(distDir, pageFor), unserved(distDir)],
  };
}
