import { SESSION_STORAGE_KEYS } from '@shared/auth/sessionKeys';
import { nothingToStop, type Trigger } from './trigger';

function storedItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** `admin`: at once when an administrator's session is stored (their items in the header and footer). */
export const admin: Trigger = (_element, wake) => {
  if (storedItem(SESSION_STORAGE_KEYS.token) !== null) void wake();
  return nothingToStop;
};
