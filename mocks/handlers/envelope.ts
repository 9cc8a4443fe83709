import { HttpResponse } from 'msw';
import { z } from 'zod';

/** Every answer is `{ code, message, data }` with the matching HTTP status (200 for success). */
export const ok = (data: unknown) =>
  HttpResponse.json({ code: 200, message: 'success', data }, { status: 200 });

export const fail = (status: number, message: string, data: unknown = null, headers?: HeadersInit) =>
  HttpResponse.json({ code: status, message, data }, { status, headers });

/** Thrown anywhere below a handler; `withErrors` turns it into the envelope. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly data: unknown = null,
    /** Sent with the answer (e.g. `Retry-After` on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

const frenchErrors = z.locales.fr().localeError;

/** "Données invalides : « email » : adresse e-mail invalide ; « (corps) » : Clé non reconnue : "x"". */
export function describeZodError(error: z.ZodError, prefix = 'Données invalides'): string {
  const issues = error.issues.slice(0, 8).map((issue) => {
    const path = issue.path.length ? issue.path.map(String).join('.') : '(corps)';
    return `« ${path} » : ${issue.message}`;
  });
  const more = error.issues.length > 8 ? ` ; et ${error.issues.length - 8} autre(s) erreur(s)` : '';
  return `${prefix} : ${issues.join(' ; ')}${more}`;
}

/** Parses with French messages (schema-level messages still win) and throws a 400 that lists the fields. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown, prefix?: string): z.output<S> {
  const result = schema.safeParse(value, { error: frenchErrors });
  if (!result.success)
    throw new ApiError(400, describeZodError(result.error, prefix), { issues: result.error.issues.length });
  return result.data;
}

/** Deepest nesting of objects and arrays a body may have: real requests use a handful of levels. */
export const MAX_JSON_DEPTH = 32;

/** Nesting depth of a JSON text, by one linear scan (no recursion, so a hostile body cannot blow the stack). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

/** The request's JSON, or a 400. An empty body reads as `undefined`. */
export function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw new ApiError(400, `Corps de requête trop imbriqué (${MAX_JSON_DEPTH} niveaux au plus).`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'Le corps de la requête n’est pas un JSON valide.');
  }
}
