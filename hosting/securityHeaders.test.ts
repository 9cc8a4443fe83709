import { describe, expect, it } from 'vitest';
import {
  absoluteOrigins,
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
  securityHeaders,
} from './securityHeaders';

describe('security headers', () => {
  it('hashes the inline scripts that run, not data blocks nor external scripts', () => {
    const html = [
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module" crossorigin src="/assets/app.js"></script>',
      '<script type="module">start();</script>',
      '<script type="application/json" id="islands">{}</script>',
      '<script>legacy();</script>',
    ].join('');
    // printf 'start();' | openssl dgst -sha256 -binary | base64 (and the same for 'legacy();')
    expect(inlineScriptHashes(html)).toEqual([
      'sha256-AqmJzQCVc4P1Ycw3QzqQ1Cz/iVSNffke7PHhr2ZBk7U=',
      'sha256-E6jQvrT2ZivWG9GJ4AAEZf4MhI7l3QkLroW4hgvUT4c=',
    ]);
  });

  it('allows scripts only from the site and by hash, and no framing', () => {
    const csp = contentSecurityPolicy({
      scriptHashes: ['sha256-abc='],
      connectOrigins: ['https://api.example'],
    });
    expect(csp).toContain("script-src 'self' 'sha256-abc='");
    expect(csp).toContain("connect-src 'self' https://api.example");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it('keeps only absolute origins of the configured URLs (empty = same origin)', () => {
    expect(absoluteOrigins('', 'https://api.example/lm', 'https://api.example', 'pas une url')).toEqual([
      'https://api.example',
    ]);
  });

  it('writes a _headers file with one rule for every path', () => {
    const file = headersFile(securityHeaders({ scriptHashes: [] }));
    expect(file.split('\n')[0]).toBe('/*');
    expect(file).toContain('  X-Content-Type-Options: nosniff');
    expect(file).toContain('  Referrer-Policy: strict-origin-when-cross-origin');
  });
});
