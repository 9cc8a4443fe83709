// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearAuthError, setAuthError, setAuthPending } from './authState';
import { session } from './session';
import { useAuth } from './useAuth';

const admins = ['direction@example.com'];

beforeEach(() => {
  session.clear();
  clearAuthError();
  setAuthPending(false);
});

describe('useAuth', () => {
  it('follows the session: signed out, then an admin by e-mail list, then a plain user', () => {
    const { result } = renderHook(() => useAuth(admins));
    expect(result.current).toMatchObject({
      isAuthenticated: false,
      isAdmin: false,
      user: null,
      userName: '',
    });

    act(() => session.set('tok', { email: 'Direction@example.com' }));
    expect(result.current).toMatchObject({
      isAuthenticated: true,
      isAdmin: true,
      userName: 'Direction@example.com',
    });

    act(() => session.set('tok', { email: 'marie@example.com', name: 'Marie' }));
    expect(result.current).toMatchObject({ isAuthenticated: true, isAdmin: false, userName: 'Marie' });

    act(() => session.set('tok', { email: 'paul@example.com', role: 'admin' }));
    expect(result.current.isAdmin).toBe(true);
  });

  it('reports loading and the last error', () => {
    const { result } = renderHook(() => useAuth(admins));
    act(() => setAuthPending(true));
    expect(result.current.loading).toBe(true);
    act(() => setAuthError('login', new Error('fenêtre de connexion fermée')));
    expect(result.current.error).toBe('Erreur login: fenêtre de connexion fermée');
  });
});
