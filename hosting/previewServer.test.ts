import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './securityHeaders';
import { startPreviewServer, type PreviewServer } from './previewServer';
import { resolveHtml } from './siteHost';
import { request as httpRequest } from 'node:http';

describe('preview server: the built apps and the emulator on one origin', () => {
  let root = '';
  let server: PreviewServer;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'emulator-server-'));
    const dist = join(root, 'dist');
    await mkdir(join(dist, 'admin'), { recursive: true });
    await mkdir(join(dist, 'a-propos'), { recursive: true });
    await mkdir(join(dist, 'assets'), { recursive: true });
    await writeFile(join(dist, 'index.html'), 'SITE');
    await writeFile(join(dist, 'admin', 'index.html'), 'ADMIN');
    await writeFile(join(dist, 'a-propos', 'index.html'), 'A-PROPOS');
    await writeFile(join(dist, 'assets', 'app.js'), 'console.log(1)');
    await writeFile(join(root, 'secret.txt'), 'SECRET');
    server = await startPreviewServer({ port: 0, dataDir: join(root, 'data'), distDir: dist });
  });
  afterAll(async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    return {
      status: response.status,
      text: await response.text(),
      type: response.headers.get('content-type'),
    };
  };

  it('serves the back-office for /admin and every /admin/* path', async () => {
    expect((await get('/admin')).text).toBe('ADMIN');
    expect((await get('/admin/messages')).text).toBe('ADMIN');
    expect((await get('/admin/messages/123/show?x=1')).text).toBe('ADMIN');
  });

  it('serves a site file under a fresh address too (/_/<mark>/assets/…), and nothing else there', async () => {
    expect(await get('/_/r1a2b3/assets/app.js')).toMatchObject({ status: 200, text: 'console.log(1)' });
    expect((await get('/_/r1a2b3/assets/app.js')).type).toMatch(/javascript/);
    expect((await get('/_/r1/assets/missing.js')).status).toBe(404);
    expect((await get('/_/r.1/assets/app.js')).status).toBe(404);
    expect((await get('/_/r1/secret.txt')).status).toBe(404);
    expect((await get('/_/r1/assets/../../secret.txt')).text).not.toBe('SECRET');
  });

  it('serves a prerendered page when there is one, else the home page with status 404', async () => {
    expect(await get('/a-propos')).toMatchObject({ status: 200, text: 'A-PROPOS' });
    expect(await get('/a-propos/')).toMatchObject({ status: 200, text: 'A-PROPOS' });
    expect(await get('/')).toMatchObject({ status: 200, text: 'SITE' });
    expect(await get('/nulle-part')).toMatchObject({ status: 404, text: 'SITE' });
    expect(await get('/administration')).toMatchObject({ status: 404, text: 'SITE' });
    // The home page too comes compressed, as a static host sends it.
    const home = await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'br' } });
    expect(home.headers.get('content-encoding')).toBe('br');
    // Compressed or not, the same status.
    for (const encoding of ['br', 'gzip', 'identity']) {
      const unknown = await fetch(`${server.url}/nulle-part`, { headers: { 'accept-encoding': encoding } });
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toBe('SITE');
      const known = await fetch(`${server.url}/a-propos`, { headers: { 'accept-encoding': encoding } });
      expect(known.status).toBe(200);
    }
  });

  it('sends a form posted to a page without JavaScript back to that page, reading nothing; never an unknown one', async () => {
    const posted = await fetch(`${server.url}/a-propos`, {
      method: 'POST',
      body: new URLSearchParams({ email: 'julie@example.org' }),
      redirect: 'manual',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/a-propos');
    expect((await fetch(`${server.url}/nulle-part`, { method: 'POST', redirect: 'manual' })).status).toBe(
      404,
    );
    expect((await fetch(`${server.url}/assets/app.js`, { method: 'POST', redirect: 'manual' })).status).toBe(
      404,
    );
  });

  it('sends a posted form back to the page on this origin only, whatever the path (no open redirect)', async () => {
    // Raw paths, as a script sends them: fetch would normalise some of them.
    const post = (path: string) =>
      new Promise<{ status: number; location?: string }>((done, fail) => {
        const request = httpRequest(`${server.url}/`, { method: 'POST', path }, (response) => {
          response.resume();
          done({ status: response.statusCode ?? 0, location: response.headers.location });
        });
        request.on('error', fail);
        request.end('email=julie%40example.org');
      });
    for (const path of [
      '//evil.example/%2e%2e%2Fa-propos',
      '//evil.example/../a-propos',
      '/%2e%2e/a-propos',
      '/a-propos%2F',
      '/%5Cevil.example',
      '/\\evil.example/a-propos',
      '/./a-propos',
    ]) {
      const answer = await post(path);
      expect(answer.status, path).toBe(404);
      expect(answer.location, path).toBeUndefined();
    }
    expect(await post('/a-propos/')).toEqual({ status: 303, location: '/a-propos' });
    expect(await post('/admin/messages')).toEqual({ status: 303, location: '/admin' });
  });

  it('serves static assets and never a file outside dist', async () => {
    const asset = await get('/assets/app.js');
    expect(asset.text).toBe('console.log(1)');
    expect(asset.type).toContain('javascript');
    expect((await get('/../secret.txt')).text).not.toBe('SECRET');
    expect((await get('/%2e%2e/secret.txt')).text).not.toBe('SECRET');
    // fetch normalises dot segments itself: check the resolver with raw paths too.
    await writeFile(join(root, 'index.html'), 'OUTSIDE');
    expect(resolveHtml(join(root, 'dist'), '/../')).toBe(join(root, 'dist', 'index.html'));
    expect(resolveHtml(join(root, 'dist'), '/%2e%2e/')).toBe(join(root, 'dist', 'index.html'));
  });

  it('serves the sign-in page and answers unknown /lm calls with an envelope', async () => {
    expect((await get('/auth/sign-in')).text).toContain('Se connecter');
    const unknown = await fetch(`${server.url}/lm/whatever`, { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 404 });
  });
});

describe('preview server: the headers a production host sends', () => {
  let root = '';
  let server: PreviewServer;
  const loader = "import('/assets/site.js');";

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'emulator-headers-'));
    const dist = join(root, 'dist');
    await mkdir(join(dist, 'admin'), { recursive: true });
    await writeFile(join(dist, 'index.html'), `<p>SITE</p><script type="module">${loader}</script>`);
    await writeFile(join(dist, 'admin', 'index.html'), 'ADMIN');
    server = await startPreviewServer({ port: 0, dataDir: join(root, 'data'), distDir: dist });
  });
  afterAll(async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  });

  it('sends CSP, nosniff, referrer, framing and permissions rules on pages, the back-office and the API', async () => {
    const hash = `sha256-${createHash('sha256').update(loader).digest('base64')}`;
    for (const path of ['/', '/contact', '/admin/messages', '/lm/whatever']) {
      const { headers } = await fetch(`${server.url}${path}`);
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`script-src 'self' '${hash}'`);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('permissions-policy')).toContain('camera=()');
    }
  });

  it('answers 404 for a missing file instead of the home page', async () => {
    const missing = await fetch(`${server.url}/assets/x.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Fichier introuvable.');
    expect((await fetch(`${server.url}/favicon.ico`)).status).toBe(404);
  });

  it('lets the sign-in page run its own inline script, by hash', async () => {
    const response = await fetch(`${server.url}/auth/sign-in`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const [hash] = inlineScriptHashes(await response.text());
    expect(hash).toBeDefined();
    expect(csp).toContain(`'${hash}'`);
  });
});

describe('preview server: a huge body never fills the memory', () => {
  let root = '';
  let server: PreviewServer;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'emulator-body-'));
    server = await startPreviewServer({ port: 0, dataDir: join(root, 'data'), distDir: join(root, 'dist') });
  });
  afterAll(async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  });

  /** A 400 MB chunked body (no content-length), made as it is pulled; counts what the server asked for. */
  function hugeBody() {
    const chunk = new Uint8Array(1024 * 1024).fill(0x61);
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 400) controller.close();
        else controller.enqueue(chunk);
      },
    });
    return { stream, pulledMb: () => pulled };
  }

  it('refuses a chunked 400 MB body with a bad signature after about 2 MB, without buffering it', async () => {
    global.gc?.();
    const before = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    const { stream, pulledMb } = hugeBody();
    const response = await fetch(`${server.url}/lm/${server.ctx.config.projectId}/messages/documents`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-timestamp': String(Math.floor(Date.now() / 1000)),
        'x-nonce': 'nonce-0123456789abcdef',
        'x-sign': 'pas-une-signature',
      },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 413 });
    await stream.cancel().catch(() => undefined);
    const after = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    // The server stopped reading: what was pulled is what the socket buffers hold, far from 400 MB.
    expect(pulledMb()).toBeLessThan(64);
    expect(after - before).toBeLessThan(50 * 1024 * 1024);
  });
});
