import { useSyncExternalStore } from 'react';
import { config } from '@shared/config';
import type { User } from '@shared/domain/user';
import { getAuthStatus, subscribeAuthStatus } from './authState';
import { isAdmin } from './isAdmin';
import { session, type SessionState } from './session';

export interface AuthView {
  user: User | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** A sign-in or a sign-in return is being completed. */
  loading: boolean;
  /** The user's name, else the e-mail ('' when signed out). */
  userName: string;
  /** The last authentication error, as text with its French prefix. */
  error: string | null;
}

const subscribeSession = (onChange: () => void) => session.subscribe(() => onChange());

/** Prerendered HTML is built signed out: hydration starts from that, then React re-renders with the session. */
const SIGNED_OUT: SessionState = { isAuthenticated: false, user: null };
const serverSession = () => SIGNED_OUT;

/** The stored session as React state, kept in sync across components and tabs. */
export function useAuth(adminEmails: readonly string[] = config.adminEmails): AuthView {
  const { user, isAuthenticated } = useSyncExternalStore(subscribeSession, session.getState, serverSession);
  const status = useSyncExternalStore(subscribeAuthStatus, getAuthStatus, getAuthStatus);
  return {
    user,
    isAuthenticated,
    isAdmin: isAuthenticated && isAdmin(user, adminEmails),
    loading: status.pending,
    userName: user?.name || user?.email || '',
    error: status.error,
  };
}
