import type { Hooks, KyRequest, NormalizedOptions } from 'ky';
import { resolvedApiBaseUrl, type AppConfig } from '@shared/config';
import type { EntityName } from '@shared/domain/entities';
import { signatureHeaders } from './sign';

/*
 * What every call to the platform carries, whichever sender makes it: the whole client (client.ts) or the page view
 * alone (site/src/consent/pageviews.ts), which loads none of the rest (docs/platform.md#client-http).
 */

/** Milliseconds before a call is given up (an upload has its own, longer). */
export const REQUEST_TIMEOUT_MS = 15_000;

async function sign(secret: string, request: KyRequest, options: NormalizedOptions): Promise<void> {
  // JSON bodies are strings we built; multipart (FormData) and empty bodies hash as ''.
  const body = typeof options.body === 'string' ? options.body : '';
  const headers = await signatureHeaders(secret, new URL(request.url).search, body);
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
}

/** ky's hooks that sign each attempt with a fresh timestamp and nonce, as the platform's replay check demands. */
export const signingHooks = (secret: string): Hooks => ({
  beforeRequest: [(request, options) => sign(secret, request, options)],
  // ky 1.9 also runs beforeRequest before a retry; signing here too keeps every attempt freshly signed
  // whatever ky does internally.
  beforeRetry: [({ request, options }) => sign(secret, request, options)],
});

/** The platform's address of a path (`/<project>/…`, `/user/info`). */
export const platformUrl = (config: AppConfig, path: string): string =>
  `${resolvedApiBaseUrl(config)}/lm${path}`;

export const projectPath = (config: AppConfig): string => `/${encodeURIComponent(config.projectId)}`;

export const documentsPath = (config: AppConfig, entity: EntityName): string =>
  `${projectPath(config)}/${entity}/documents`;

/** Every call asks for JSON; a JSON body says so; a session's token goes as a bearer. */
export function requestHeaders(token: string | null, json: boolean): Record<string, string> {
  return {
    accept: 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(json ? { 'content-type': 'application/json' } : {}),
  };
}
