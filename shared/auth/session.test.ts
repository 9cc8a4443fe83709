// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session, type SessionState } from './session';
import { SESSION_STORAGE_KEYS } from './sessionKeys';

const user = { email: 'marie@example.com', name: 'Marie' };
const KEYS = SESSION_STORAGE_KEYS;

/** What another tab's write looks like to this one: the entry changes, then a storage event arrives. */
function writeFromOtherTab(key: string | null, value: string | null) {
  if (key === null) localStorage.clear();
  else if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
}

beforeEach(() => {
  session.clear();
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('session', () => {
  it('stores the token and the user under the prefixed keys', () => {
    session.set('tok-1', user);
    expect(localStorage.getItem(KEYS.token)).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem(KEYS.user) ?? '')).toEqual(user);
    expect(KEYS.token.startsWith('lh-renov:')).toBe(true);
    expect(session.getToken()).toBe('tok-1');
    expect(session.getUser()).toEqual(user);
    expect(session.getState()).toEqual({ isAuthenticated: true, user });
  });

  it('notifies listeners on set and clear, and stops after unsubscribe', () => {
    const states: SessionState[] = [];
    const unsubscribe = session.subscribe((s) => states.push(s));
    session.set('tok-1', user);
    session.clear();
    unsubscribe();
    session.set('tok-2', user);
    expect(states).toEqual([
      { isAuthenticated: true, user },
      { isAuthenticated: false, user: null },
    ]);
  });

  it('keeps the same snapshot object while nothing changes', () => {
    session.set('tok-1', user);
    const first = session.getState();
    session.set('tok-1', { ...user });
    expect(session.getState()).toBe(first);
  });

  it('hears changes made in another tab', () => {
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    writeFromOtherTab(KEYS.user, JSON.stringify(user));
    writeFromOtherTab(KEYS.token, 'tok-other');
    expect(listener).toHaveBeenLastCalledWith({ isAuthenticated: true, user });
    writeFromOtherTab(null, null); // the other tab cleared the storage
    expect(listener).toHaveBeenLastCalledWith({ isAuthenticated: false, user: null });
    expect(listener).toHaveBeenCalledTimes(3);
    writeFromOtherTab('unrelated', 'x');
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
  });

  it('tolerates a corrupt user entry', () => {
    localStorage.setItem(KEYS.token, 'tok-1');
    localStorage.setItem(KEYS.user, '{not json');
    expect(session.getUser()).toBeNull();
    localStorage.setItem(KEYS.user, '"just a string"');
    expect(session.getUser()).toBeNull();
    expect(session.getToken()).toBe('tok-1');
  });

  it('keeps working in memory when storage throws', async () => {
    vi.resetModules();
    const fresh = (await import('./session')).session;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const listener = vi.fn();
    fresh.subscribe(listener);
    expect(() => fresh.set('tok-mem', user)).not.toThrow();
    expect(fresh.getToken()).toBe('tok-mem');
    expect(fresh.getUser()).toEqual(user);
    expect(listener).toHaveBeenCalledWith({ isAuthenticated: true, user });
  });
});
