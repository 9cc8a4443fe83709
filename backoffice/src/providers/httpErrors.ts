import { HttpError } from 'react-admin';
import { isPlatformError } from '@shared/http/errors';

/** A platform failure becomes react-admin's HttpError, so notifications and `checkError` see the status. */
export function toHttpError(error: unknown): unknown {
  if (!isPlatformError(error)) return error;
  const status = error.code === 0 ? 0 : error.code;
  const message = error.message || (status === 0 ? 'Serveur injoignable' : `Erreur ${status}`);
  return new HttpError(message, status, { code: error.code, message: error.message, data: error.data });
}

/**
 * Every method of a data provider (react-admin's nine and the custom ones) reports platform failures the same
 * way, so no method maps them by hand. A method that throws synchronously rejects too.
 */
export function withHttpErrors<Provider extends object>(provider: Provider): Provider {
  return Object.fromEntries(
    Object.entries(provider).map(([name, value]) => [
      name,
      typeof value === 'function'
        ? (...args: unknown[]) =>
            Promise.resolve()
              .then(() => (value as (...a: unknown[]) => unknown).apply(provider, args))
              .catch((error: unknown) => Promise.reject(toHttpError(error)))
        : value,
    ]),
  ) as Provider;
}
