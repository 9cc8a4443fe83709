import { HTTPError, TimeoutError } from 'ky';
import { isRecord } from '@shared/guards';
import { PlatformError } from './errors';

export const NETWORK_ERROR_MESSAGE =
  'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.';
export const TIMEOUT_MESSAGE = 'Le serveur ne répond pas. Veuillez réessayer.';
export const INVALID_RESPONSE_MESSAGE = 'Réponse du serveur invalide.';

const isEnvelope = (value: unknown): value is { code: number; message?: unknown; data?: unknown } =>
  isRecord(value) && typeof value.code === 'number';

/**
 * Reads a `{ code, message, data }` answer: returns `data` when `code` is 200 and the HTTP status is a success,
 * throws a PlatformError carrying the server's code and message otherwise.
 */
export function unwrapEnvelope(status: number, text: string): unknown {
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const ok = status >= 200 && status < 300;
  if (!isEnvelope(body)) {
    throw ok
      ? new PlatformError(500, INVALID_RESPONSE_MESSAGE)
      : new PlatformError(status, `Erreur du serveur (${status}).`);
  }
  const message = typeof body.message === 'string' && body.message ? body.message : undefined;
  if (body.code !== 200) throw new PlatformError(body.code, message ?? `Erreur ${body.code}.`, body.data);
  if (!ok) throw new PlatformError(status, message ?? `Erreur du serveur (${status}).`, body.data);
  return body.data;
}

/** Any failure of a call, as the one error type the apps handle. Network failures get code 0. */
export async function toPlatformError(error: unknown): Promise<PlatformError> {
  if (error instanceof PlatformError) return error;
  if (error instanceof HTTPError) {
    let text = '';
    try {
      text = await error.response.text();
    } catch {
      // An unreadable body still yields the status below.
    }
    try {
      unwrapEnvelope(error.response.status, text);
    } catch (mapped) {
      if (mapped instanceof PlatformError) return mapped;
    }
    return new PlatformError(error.response.status, `Erreur du serveur (${error.response.status}).`);
  }
  if (error instanceof TimeoutError) return new PlatformError(0, TIMEOUT_MESSAGE);
  return new PlatformError(0, NETWORK_ERROR_MESSAGE);
}
