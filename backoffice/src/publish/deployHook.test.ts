import { describe, expect, it, vi } from 'vitest';
import { callDeployHook, deployHookUrl } from './deployHook';

const ORIGIN = 'https://admin.example';

describe('deployHookUrl', () => {
  it('is VITE_DEPLOY_HOOK_URL when set, none when set empty', () => {
    const hook = 'https://api.netlify.com/build_hooks/abc';
    expect(deployHookUrl({ hook, apiBaseUrl: 'https://api.example', dev: false })).toBe(hook);
    expect(deployHookUrl({ hook: ' ', apiBaseUrl: '', dev: false })).toBeUndefined();
  });

  it('defaults to the preview server’s own hook when the platform is on the same origin, and to none otherwise', () => {
    expect(deployHookUrl({ hook: undefined, apiBaseUrl: '', dev: false })).toBe('/__deploy-hook');
    expect(deployHookUrl({ hook: undefined, apiBaseUrl: undefined, dev: false })).toBe('/__deploy-hook');
    expect(deployHookUrl({ hook: undefined, apiBaseUrl: 'https://api.example', dev: false })).toBeUndefined();
    expect(deployHookUrl({ hook: undefined, apiBaseUrl: '', dev: true })).toBeUndefined();
  });
});

describe('callDeployHook', () => {
  it('POSTs without a body, as static hosts expect, and reports a rebuild under way', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    expect(await callDeployHook('/__deploy-hook', fetch, ORIGIN, () => null)).toEqual({ kind: 'rebuilding' });
    expect(fetch).toHaveBeenCalledWith(`${ORIGIN}/__deploy-hook`, { method: 'POST', keepalive: true });
  });

  it('sends the administrator’s bearer token to the preview server’s own hook', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    expect(await callDeployHook('/__deploy-hook', fetch, ORIGIN, () => 'emu.jeton.mac')).toEqual({
      kind: 'rebuilding',
    });
    expect(fetch).toHaveBeenCalledWith(`${ORIGIN}/__deploy-hook`, {
      method: 'POST',
      keepalive: true,
      headers: { Authorization: 'Bearer emu.jeton.mac' },
    });
  });

  it('calls another host’s hook in no-cors mode, where an opaque answer still means the request went out', async () => {
    const fetch = vi.fn(async () => Response.error());
    const hook = 'https://api.netlify.com/build_hooks/abc';
    // Its secret URL is its authorisation: the session's token never leaves this origin.
    expect(await callDeployHook(hook, fetch, ORIGIN, () => 'emu.jeton.mac')).toEqual({ kind: 'rebuilding' });
    expect(fetch).toHaveBeenCalledWith(hook, { method: 'POST', keepalive: true, mode: 'no-cors' });
  });

  it('reports a refused or unreachable hook, with the host’s own message when it gives one', async () => {
    const refused = async () =>
      Response.json({ code: 503, message: 'Plateforme injoignable.', data: null }, { status: 503 });
    expect(await callDeployHook('/__deploy-hook', refused, ORIGIN)).toEqual({
      kind: 'failed',
      reason: 'Plateforme injoignable.',
    });
    const notFound = async () => new Response('Not found', { status: 404 });
    expect(await callDeployHook('/__deploy-hook', notFound, ORIGIN)).toEqual({
      kind: 'failed',
      reason: 'réponse 404',
    });
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await callDeployHook('/__deploy-hook', offline, ORIGIN)).toEqual({
      kind: 'failed',
      reason: 'hook injoignable',
    });
  });
});
