import { session } from '@shared/auth/session';
import { PREVIEW_DEPLOY_HOOK_PATH } from '@shared/domain/publication';

/** What came of asking for a rebuild after a save (docs/product.md#publication). */
export type PublishOutcome =
  { kind: 'rebuilding' } | { kind: 'not-configured' } | { kind: 'failed'; reason: string };

export interface HookSettings {
  /** `VITE_DEPLOY_HOOK_URL` as built (undefined when unset; empty turns the hook off). */
  hook: string | undefined;
  /** `VITE_API_BASE_URL`: empty means the platform is the emulator on this origin, which takes the hook. */
  apiBaseUrl: string | undefined;
  /** The dev server prerenders nothing: no hook there. */
  dev: boolean;
}

/** The deploy hook to call after a publishing save, if any. */
export function deployHookUrl({ hook, apiBaseUrl, dev }: HookSettings): string | undefined {
  if (hook !== undefined) return hook.trim() || undefined;
  if (dev || (apiBaseUrl ?? '').trim() !== '') return undefined;
  return PREVIEW_DEPLOY_HOOK_PATH;
}

/** The hook of this build. */
export const configuredHookUrl = (): string | undefined =>
  deployHookUrl({
    hook: import.meta.env.VITE_DEPLOY_HOOK_URL as string | undefined,
    apiBaseUrl: import.meta.env.VITE_API_BASE_URL as string | undefined,
    dev: import.meta.env.DEV,
  });

const reasonOf = async (response: Response): Promise<string> => {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not JSON: the status says enough.
  }
  return `réponse ${response.status}`;
};

/**
 * `POST` to the hook, without a body, as Netlify, Vercel and Cloudflare Pages expect. Another host's hook is
 * called in `no-cors` mode: its answer cannot be read (it sends no CORS headers), so a sent request counts as a
 * rebuild under way; its secret URL is its authorisation. The preview server's own hook needs an administrator:
 * it gets the session's bearer token, never sent to another origin (docs/product.md#publication).
 * `keepalive`: the request goes out even if the administrator leaves the page at once.
 */
export async function callDeployHook(
  url: string,
  fetchImpl: typeof fetch = fetch,
  origin: string | undefined = globalThis.location?.origin,
  getToken: () => string | null = session.getToken,
): Promise<PublishOutcome> {
  try {
    const target = new URL(url, origin);
    const sameOrigin = target.origin === origin;
    const token = sameOrigin ? getToken() : null;
    const response = await fetchImpl(target.href, {
      method: 'POST',
      keepalive: true,
      ...(sameOrigin ? {} : { mode: 'no-cors' as const }),
      ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
    });
    if (sameOrigin && !response.ok) return { kind: 'failed', reason: await reasonOf(response) };
    return { kind: 'rebuilding' };
  } catch {
    return { kind: 'failed', reason: 'hook injoignable' };
  }
}
