import { signatureHeaders } from '@shared/http/sign';

/**
 * One call to the platform under check, signed as the product's client signs (shared/http/sign.ts), answered as
 * seen: status, envelope, headers. Never throws on an answer; a network failure is status 0.
 */
export interface Target {
  base: string;
  project: string;
  secret: string;
  adminToken?: string;
}

export interface Seen {
  status: number;
  code?: number;
  message?: string;
  data?: unknown;
  headers: Headers;
}

export interface CallOptions {
  method?: string;
  json?: unknown;
  /** A body sent as it is (the one-click form). */
  raw?: string;
  as?: 'visitor' | 'admin';
  unsigned?: boolean;
  headers?: Record<string, string>;
  /** Signs with a wrong secret (the signature checks). */
  badSecret?: boolean;
}

/** `path` below `/lm/`; `{p}` stands for the project. */
export async function platformCall(target: Target, path: string, options: CallOptions = {}): Promise<Seen> {
  const url = `${target.base.replace(/\/$/, '')}/lm/${path.replace('{p}', encodeURIComponent(target.project))}`;
  const body = options.raw ?? (options.json === undefined ? undefined : JSON.stringify(options.json));
  const headers = new Headers(options.headers);
  if (options.json !== undefined) headers.set('content-type', 'application/json');
  if (!options.unsigned) {
    const query = new URL(url).search.replace(/^\?/, '');
    const secret = options.badSecret ? `${target.secret}-faux` : target.secret;
    for (const [name, value] of Object.entries(await signatureHeaders(secret, query, body ?? ''))) {
      headers.set(name, value);
    }
  }
  if (options.as === 'admin' && target.adminToken)
    headers.set('authorization', `Bearer ${target.adminToken}`);
  try {
    const response = await fetch(url, { method: options.method ?? 'POST', headers, body });
    const text = await response.text();
    let envelope: { code?: number; message?: string; data?: unknown } = {};
    try {
      envelope = JSON.parse(text) as typeof envelope;
    } catch {
      envelope = { message: text.slice(0, 80) };
    }
    return { status: response.status, ...envelope, headers: response.headers };
  } catch (error) {
    return {
      status: 0,
      message: error instanceof Error ? error.message : String(error),
      headers: new Headers(),
    };
  }
}

/** The reason an error answer gives, if any. */
export const reasonOf = (seen: Seen): string | undefined => {
  const data = seen.data as { reason?: unknown } | null | undefined;
  return typeof data?.reason === 'string' ? data.reason : undefined;
};

/** What the table shows of an answer: its status and reason, or the start of its message. */
export const describeSeen = (seen: Seen): string =>
  `${seen.status}${reasonOf(seen) ? ` ${reasonOf(seen)}` : seen.status >= 400 && seen.message ? ` « ${seen.message.slice(0, 60)} »` : ''}`;
