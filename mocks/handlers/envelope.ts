import { HttpResponse } from 'msw';
import { z } from 'zod';

/** Every answer is `{ code, message, data }` with the matching HTTP status (200 for success). */
export const ok = (data: unknown) =>
  HttpResponse.json({ code: 200, message: 'success', data }, { status: 200 });

export const fail = (status: number, message: string, data: unknown = null) =>
  HttpResponse.json({ code: status, message, data }, { status });

/** Thrown anywhere below a handler; `withErrors` turns it into the envelope. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly data: unknown = null,
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

/** The request's JSON, or a 400. An empty body reads as `undefined`. */
export function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'Le corps de la requête n’est pas un JSON valide.');
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
