// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { rememberSignInReturn, returnFromState, takeSignInReturn } from './signInReturn';

afterEach(() => sessionStorage.clear());

describe('the screen to return to after signing in', () => {
  it('reads react-admin’s login state (path and query), inside the back-office only', () => {
    expect(returnFromState({ nextPathname: '/admin/messages', nextSearch: '?filter=%7B%7D' }, '/admin')).toBe(
      '/admin/messages?filter=%7B%7D',
    );
    expect(returnFromState({ nextPathname: '/admin' }, '/admin')).toBe('/admin');
    for (const nextPathname of [
      '/',
      '/contact',
      '//evil.example/admin',
      '/\\evil.example',
      '/admin/login',
      '/administrateur',
    ]) {
      expect(returnFromState({ nextPathname }, '/admin'), nextPathname).toBeNull();
    }
    expect(returnFromState(null, '/admin')).toBeNull();
    expect(returnFromState({ nextPathname: 42 }, '/admin')).toBeNull();
  });

  it('keeps the screen across the redirect sign-in, for one read', () => {
    rememberSignInReturn('/admin/messages');
    expect(takeSignInReturn('/admin')).toBe('/admin/messages');
    expect(takeSignInReturn('/admin')).toBeNull();
  });

  it('ignores a stored address outside the back-office', () => {
    sessionStorage.setItem('lh-renov:sign-in-return', 'https://evil.example/admin');
    expect(takeSignInReturn('/admin')).toBeNull();
  });
});
