import { PRODUCT_PREFIX } from '@shared/storagePrefix';

/**
 * Where the session is kept in localStorage: the access token and the user it belongs to (session.ts). A module
 * of its own, without side effects, so the end-to-end tests and benches can seed a session in a browser.
 */
export const SESSION_STORAGE_KEYS = {
  token: `${PRODUCT_PREFIX}:access-token`,
  user: `${PRODUCT_PREFIX}:user`,
} as const;
