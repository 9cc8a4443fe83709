import { signatureHeaders } from '@shared/http/sign';

/**
 * Test helper: a fetch signed as the platform client signs (docs/platform.md#signature), so contract tests
 * do not depend on the app's HTTP client. `body` is sent as given: a string is signed as-is, FormData and raw
 * multipart bytes hash as ''.
 */
export interface SignedInit extends Omit<RequestInit, 'body'> {
  secret: string;
  body?: string | FormData | Uint8Array<ArrayBuffer>;
  token?: string;
  /** Clock of the signature, ms (stale-timestamp tests). */
  now?: number;
  /** Where the signed request goes; global fetch by default. */
  fetchImpl?: (request: Request) => Promise<Response>;
}

export async function signedFetch(url: string, init: SignedInit): Promise<Response> {
  const { secret, token, now, body, headers, fetchImpl, ...rest } = init;
  const query = new URL(url).search.replace(/^\?/, '');
  const signed = await signatureHeaders(secret, query, typeof body === 'string' ? body : '', now);
  const all = new Headers(headers);
  for (const [name, value] of Object.entries(signed)) all.set(name, value);
  if (typeof body === 'string' && !all.has('content-type')) all.set('content-type', 'application/json');
  if (token) all.set('authorization', `Bearer ${token}`);
  const request = new Request(url, { ...rest, headers: all, body });
  return fetchImpl ? fetchImpl(request) : fetch(request);
}

export interface Answer<T = unknown> {
  status: number;
  code: number;
  message: string;
  data: T;
  /** The response's headers (`Retry-After` of a 429…). */
  headers: Headers;
}

/** Reads the `{ code, message, data }` envelope with the HTTP status beside it. */
export async function readAnswer<T = unknown>(response: Response): Promise<Answer<T>> {
  const text = await response.text();
  let body: Partial<Answer<T>> = {};
  try {
    body = JSON.parse(text) as Partial<Answer<T>>;
  } catch {
    throw new Error(`Réponse non JSON (${response.status}) : ${text.slice(0, 200)}`);
  }
  return {
    status: response.status,
    code: body.code as number,
    message: body.message as string,
    data: body.data as T,
    headers: response.headers,
  };
}
