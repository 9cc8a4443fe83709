import { PRODUCT_PREFIX } from '@shared/storagePrefix';

/**
 * Where the back-office goes once signed in: the screen the administrator was sent to the login page from.
 * react-admin keeps it in the login page's router state; the redirect sign-in leaves the page for the
 * provider's, so the address waits in this tab's sessionStorage until the return (read once).
 */
const KEY = `${PRODUCT_PREFIX}:sign-in-return`;

/** A path inside the back-office other than its login page (never another site, nor `//host`). */
function backOfficePath(path: unknown, basename: string): string | null {
  if (typeof path !== 'string' || !/^\/(?![/\\])/.test(path)) return null;
  const pathname = path.split(/[?#]/)[0]!;
  const inside = pathname === basename || pathname.startsWith(`${basename}/`);
  return inside && pathname !== `${basename}/login` ? path : null;
}

/** The screen react-admin sent the visitor to the login page from (`nextPathname` + `nextSearch`), if any. */
export function returnFromState(state: unknown, basename: string): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { nextPathname, nextSearch } = state as { nextPathname?: unknown; nextSearch?: unknown };
  const search = typeof nextSearch === 'string' ? nextSearch : '';
  return typeof nextPathname === 'string' ? backOfficePath(`${nextPathname}${search}`, basename) : null;
}

export function rememberSignInReturn(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // No storage: the return lands on the dashboard.
  }
}

/** The remembered screen, forgotten as it is read; null when none (or not a back-office address). */
export function takeSignInReturn(basename: string): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return backOfficePath(path, basename);
  } catch {
    return null;
  }
}
