// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getAuthStatus, setAuthError, setAuthPending, subscribeAuthStatus } from '@shared/auth/authState';
import { session } from '@shared/auth/session';
import { signInWithPopup } from '@shared/auth/signIn';
import { onPublished, publishSite } from '../../backoffice/src/publish/publishSite';
import { createMessage } from '../../site/src/chat/chatMessages';
import { ALL_COOKIES, saveConsent, useConsent } from '../../site/src/consent/consentStore';
import { recordThisPageview } from '../../site/src/consent/pageviews';
import { resetModuleState } from './moduleState';

// Each case leaves the state a test could leave behind, then checks that the next test would start from a new page.
describe('the state modules keep between the tests of a worker', () => {
  it('the session is read again from the emptied storage, and its listeners are gone', () => {
    const listener = vi.fn();
    // A page where localStorage throws keeps the session in memory from then on.
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota', 'QuotaExceededError');
    });
    session.set('tok-1', { email: 'marie@example.com' });
    setItem.mockRestore();
    session.subscribe(listener);
    listener.mockClear();
    localStorage.clear();
    resetModuleState();
    expect(session.getState()).toEqual({ isAuthenticated: false, user: null });
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).not.toHaveBeenCalled();
  });

  it('no sign-in error, no sign-in in flight, no listener', () => {
    const listener = vi.fn();
    subscribeAuthStatus(listener);
    setAuthError('login', new Error('Fenêtre fermée'));
    setAuthPending(true);
    listener.mockClear();
    resetModuleState();
    expect(getAuthStatus()).toEqual({ error: null, pending: false });
    setAuthPending(true);
    expect(listener).not.toHaveBeenCalled();
  });

  it('a pop-up sign-in left waiting: the next one opens its own pop-up', () => {
    const popup = () => ({ closed: false, close: vi.fn(), focus: vi.fn(), postMessage: vi.fn() });
    const first = popup();
    const open = vi.spyOn(window, 'open').mockReturnValueOnce(first as unknown as Window);
    void signInWithPopup().catch(() => {});
    resetModuleState();
    open.mockReturnValueOnce(popup() as unknown as Window);
    void signInWithPopup().catch(() => {});
    expect(open).toHaveBeenCalledTimes(2);
    expect(first.focus).not.toHaveBeenCalled();
    resetModuleState();
  });

  it('the page view is recorded again on the next page', async () => {
    const send = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Response.json({ code: 200, message: 'ok', data: {} }));
    recordThisPageview({ analytics: true, version: 1 });
    resetModuleState();
    recordThisPageview({ analytics: true, version: 1 });
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
  });

  it('the cookie choice is read again from the emptied storage', () => {
    saveConsent(ALL_COOKIES);
    expect(renderHook(() => useConsent()).result.current?.analytics).toBe(true);
    localStorage.clear();
    resetModuleState();
    expect(renderHook(() => useConsent()).result.current).toBeNull();
  });

  it('chat messages are numbered from 1 again', () => {
    const at = new Date('2026-11-28T09:00:00Z');
    createMessage('Bonjour', false, at);
    createMessage('Bonjour', true, at);
    resetModuleState();
    expect(createMessage('Bonjour', false, at).id).toBe(`chat-${at.getTime()}-1`);
  });

  it('nobody listens to the publications any more', async () => {
    const listener = vi.fn();
    onPublished(listener);
    resetModuleState();
    await publishSite('https://hook.example/build', vi.fn().mockResolvedValue({ kind: 'rebuilding' }));
    expect(listener).not.toHaveBeenCalled();
  });
});
