import { createHash } from 'node:crypto';

/**
 * The HTTP headers a production host sends with the built site (docs/security.md#en-têtes-http). One rule set, used by
 * the build (it writes `dist/_headers` for Netlify / Cloudflare Pages) and by the preview server, so every
 * end-to-end test runs under the headers a deployment would send.
 *
 * Scripts: only our own files, plus the inline start-up module of the prerendered pages by its hash (no
 * 'unsafe-inline' for scripts). Styles: inline allowed (the site inlines its sheet; MUI/Emotion inject theirs).
 * Images: our own, data:/blob: (previews before upload) and https: (images inside e-mail templates).
 */
export interface HeaderOptions {
  /** `sha256-…` values of the inline scripts the pages must run (see inlineScriptHashes). */
  scriptHashes: readonly string[];
  /** Other origins the apps call (the hosted platform when VITE_API_BASE_URL is absolute). */
  connectOrigins?: readonly string[];
}

export type HeaderSet = Record<string, string>;

/** `sha256-<base64>` of every inline script that runs (JSON-LD and other data blocks are not scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', code = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/i.test(attributes)) continue;
    const type = /\btype="([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (type !== '' && type !== 'module' && type !== 'text/javascript') continue;
    hashes.add(`sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`);
  }
  return [...hashes].sort();
}

const originOf = (url: string): string | undefined => {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};

/** Absolute origins among configured URLs (an empty base means the page's own origin: 'self'). */
export const absoluteOrigins = (...urls: string[]): string[] =>
  [...new Set(urls.map(originOf).filter((o): o is string => !!o))].sort();

export function contentSecurityPolicy({ scriptHashes, connectOrigins = [] }: HeaderOptions): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((hash) => ` '${hash}'`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${connectOrigins.map((origin) => ` ${origin}`).join('')}`,
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers for every page and file of the site and the back-office. */
export function securityHeaders(options: HeaderOptions): HeaderSet {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}

/** The `_headers` file of Netlify and Cloudflare Pages: one rule for every path. */
export function headersFile(headers: HeaderSet): string {
  return ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ''].join('\n');
}
