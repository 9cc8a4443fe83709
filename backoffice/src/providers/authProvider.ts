import type { AuthProvider } from 'react-admin';
import { isAdmin } from '@shared/auth/isAdmin';
import { OPEN_AUTH_WINDOW_FAILED } from '@shared/auth/signIn';
import type { User } from '@shared/domain/user';
import { isRecord } from '@shared/guards';

export interface AuthDeps {
  session: { getToken(): string | null; getUser(): User | null; clear(): void };
  signInWithPopup(): Promise<unknown>;
  redirectToSignIn(): void;
  handleAuthReturn(): Promise<boolean>;
  adminEmails: readonly string[];
}

const statusOf = (error: unknown): unknown => (isRecord(error) ? error.status : undefined);

/**
 * react-admin's auth contract on the shared session and the hosted sign-in (docs/platform.md#session).
 * `logout` only clears the session and lets react-admin show its login screen (a signed-out visitor must land
 * there); the user menu's "Déconnexion" passes the site root as its redirect, as the site's sign-out does (docs/platform.md#session).
 */
export function createAuthProvider(deps: AuthDeps): AuthProvider {
  // A return from the redirect sign-in carries the token in the address: read it once, before the first check.
  let authReturn: Promise<unknown> | null = null;
  const returnOnce = () => (authReturn ??= deps.handleAuthReturn().catch(() => false));

  const leaveForSignIn = (): Promise<never> => {
    deps.redirectToSignIn();
    // The page is leaving for the provider's sign-in page: keep react-admin waiting.
    return new Promise<never>(() => {});
  };

  const signedInUser = (): User | null => (deps.session.getToken() ? deps.session.getUser() : null);

  return {
    /** `{ method: 'redirect' }` goes straight to the provider's page; otherwise the pop-up, then the redirect if blocked. */
    async login(params?: { method?: 'popup' | 'redirect' }) {
      try {
        if (params?.method === 'redirect') return leaveForSignIn();
        await deps.signInWithPopup();
      } catch (error) {
        if (error instanceof Error && error.message === OPEN_AUTH_WINDOW_FAILED) return leaveForSignIn();
        throw error;
      }
    },

    async logout() {
      deps.session.clear();
    },

    async checkAuth() {
      await returnOnce();
      // Silent: a signed-out visitor is simply shown the login screen.
      if (!signedInUser()) throw { message: false };
    },

    async checkError(error: unknown) {
      const status = statusOf(error);
      if (status === 401) {
        deps.session.clear();
        throw new Error('Session expirée : veuillez vous reconnecter.');
      }
      // Signed in but refused: keep the session, tell the user.
      if (status === 403) throw { logoutUser: false, message: 'ra.notification.not_authorized' };
    },

    async getIdentity() {
      const user = signedInUser();
      if (!user) throw new Error('Non connecté');
      return { id: user.email, fullName: user.name || user.email };
    },

    /**
     * The one place access is decided: every screen and resource of the back-office is for administrators. The
     * layout asks it for the whole back-office, react-admin's controllers and `<CanAccess>` for each screen.
     */
    async canAccess() {
      return isAdmin(signedInUser(), deps.adminEmails);
    },
  };
}
