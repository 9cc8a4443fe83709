import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { config } from '@shared/config';
import { DEFAULT_SECRETS } from '../secrets';
import { authMiddleware } from './http';
import { signInPage } from './signInPage';
import { verifyToken } from './tokens';

describe('sign-in emulator over HTTP (plain node:http, as Vite serves it)', () => {
  let server: Server;
  let base = '';

  beforeAll(async () => {
    const middleware = authMiddleware();
    server = createServer((req, res) =>
      middleware(req, res, () => {
        res.statusCode = 418;
        res.end('next');
      }),
    );
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('serves a French page with one e-mail field and the "Se connecter" button', async () => {
    const response = await fetch(`${base}/auth/sign-in?projectId=${config.projectId}&redirectTo=/admin`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const { document } = new JSDOM(await response.text()).window;
    expect(document.documentElement.lang).toBe('fr');
    const inputs = document.querySelectorAll('input');
    expect(inputs).toHaveLength(1);
    expect(inputs[0]!.type).toBe('email');
    expect(document.querySelector(`label[for="${inputs[0]!.id}"]`)?.textContent).toContain('e-mail');
    expect(document.querySelector('button')?.textContent).toBe('Se connecter');
  });

  it('mints a token for a valid e-mail that the emulator accepts, admin for the admin list', async () => {
    const post = (body: unknown) =>
      fetch(`${base}/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const response = await post({ email: config.adminEmails[0], projectId: config.projectId });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { accessToken: string; user: { email: string; role: string } };
    expect(body.user).toEqual({ email: config.adminEmails[0], role: 'admin' });
    const check = await verifyToken(body.accessToken, {
      secret: DEFAULT_SECRETS.auth,
      projectId: config.projectId,
    });
    expect(check.ok).toBe(true);

    const user = (await (await post({ email: 'marie@example.org' })).json()) as { user: { role: string } };
    expect(user.user.role).toBe('user');
  });

  it('answers 400 with a French message on a bad e-mail, body or project', async () => {
    const bad = await fetch(`${base}/auth/token`, {
      method: 'POST',
      body: JSON.stringify({ email: 'pas-une-adresse' }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe(
      'Veuillez saisir une adresse e-mail valide (ex. : nom@domaine.fr).',
    );
    expect((await fetch(`${base}/auth/token`, { method: 'POST', body: '{' })).status).toBe(400);
    const project = await fetch(`${base}/auth/token`, {
      method: 'POST',
      body: JSON.stringify({ email: 'a@example.com', projectId: 'autre' }),
    });
    expect(project.status).toBe(400);
  });

  it('hands every other request to the next middleware', async () => {
    expect((await fetch(`${base}/admin`)).status).toBe(418);
    expect((await fetch(`${base}/auth/token`)).status).toBe(418);
  });
});

describe('the sign-in page script (pop-up protocol)', () => {
  const html = signInPage({
    projectId: 'projet-defaut',
    adminEmails: ['admin@example.com'],
    siteUrl: 'https://site.example',
  });

  function open(url: string, withOpener: boolean) {
    const opener = new JSDOM('', { url: 'http://localhost/admin' }).window;
    const postMessage = vi.fn();
    opener.postMessage = postMessage as typeof opener.postMessage;
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ accessToken: 'emu.tok.mac', user: { email: 'a@example.com', role: 'user' } }),
          {
            status: 200,
          },
        ),
    );
    const close = vi.fn();
    const dom = new JSDOM(html, {
      url,
      runScripts: 'dangerously',
      beforeParse(window) {
        if (withOpener) Object.defineProperty(window, 'opener', { value: opener });
        Object.defineProperty(window, 'fetch', { value: fetchMock });
        Object.defineProperty(window, 'close', { value: close });
      },
    });
    return { dom, opener, postMessage, fetchMock, close };
  }

  it('says ready, takes the init data, and posts the sign-in message to the opener', async () => {
    const { dom, opener, postMessage, fetchMock, close } = open('http://localhost/auth/sign-in', true);
    const { window } = dom;
    expect(postMessage).toHaveBeenCalledWith({ type: 'ready' }, '*');

    window.dispatchEvent(
      new window.MessageEvent('message', {
        data: {
          type: 'init',
          data: { projectId: 'projet-init', title: 'Habitat Durable', icon: '/favicon.svg' },
        },
        origin: 'http://localhost',
        source: opener as unknown as Window,
      }),
    );
    expect(window.document.getElementById('title')?.textContent).toBe('Habitat Durable');

    (window.document.getElementById('email') as HTMLInputElement).value = 'a@example.com';
    window.document.getElementById('form')!.dispatchEvent(new window.Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect(close).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledWith('/auth/token', expect.objectContaining({ method: 'POST' }));
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init[1].body as string)).toEqual({ email: 'a@example.com', projectId: 'projet-init' });
    expect(postMessage).toHaveBeenLastCalledWith(
      {
        type: 'sign-in',
        data: {
          projectId: 'projet-init',
          accessToken: 'emu.tok.mac',
          user: { email: 'a@example.com', role: 'user' },
        },
      },
      'http://localhost',
    );
  });

  it('ignores an init message that does not come from the opener', () => {
    const { dom } = open('http://localhost/auth/sign-in', true);
    const { window } = dom;
    window.dispatchEvent(
      new window.MessageEvent('message', { data: { type: 'init', data: { title: 'Intrus' } } }),
    );
    expect(window.document.getElementById('title')?.textContent).toBe('Connexion');
  });

  it('without an opener, refuses a redirect to a foreign origin', async () => {
    const { dom, fetchMock } = open('http://localhost/auth/sign-in?redirectTo=https://evil.example/x', false);
    const { window } = dom;
    (window.document.getElementById('email') as HTMLInputElement).value = 'a@example.com';
    window.document.getElementById('form')!.dispatchEvent(new window.Event('submit', { cancelable: true }));
    await vi.waitFor(() =>
      expect(window.document.getElementById('error')?.textContent).toBe('Adresse de retour non autorisée.'),
    );
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init[1].body as string)).toEqual({
      email: 'a@example.com',
      projectId: 'projet-defaut',
    });
  });
  it('gives nothing to a page of another origin that opened it', async () => {
    const { dom, opener, postMessage, close } = open('http://localhost/auth/sign-in', true);
    const { window } = dom;
    window.dispatchEvent(
      new window.MessageEvent('message', {
        data: { type: 'init', data: { projectId: 'projet-defaut', title: 'Intrus' } },
        origin: 'https://evil.example',
        source: opener as unknown as Window,
      }),
    );
    (window.document.getElementById('email') as HTMLInputElement).value = 'a@example.com';
    window.document.getElementById('form')!.dispatchEvent(new window.Event('submit', { cancelable: true }));
    await vi.waitFor(() =>
      expect(window.document.getElementById('error')?.textContent).toBe(
        'Cette page n’a pas été ouverte par le site : connexion refusée.',
      ),
    );
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(postMessage).toHaveBeenCalledWith({ type: 'ready' }, '*');
    expect(close).not.toHaveBeenCalled();
  });
});
