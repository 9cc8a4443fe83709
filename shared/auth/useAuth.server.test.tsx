// Node environment: the prerenderer's view of useAuth.
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from './session';
import { useAuth } from './useAuth';

function Probe() {
  const { isAuthenticated, isAdmin } = useAuth(['admin@example.com']);
  return <p>{isAuthenticated ? (isAdmin ? 'admin' : 'connecté') : 'déconnecté'}</p>;
}

afterEach(() => session.clear());

describe('useAuth on the server (prerender, hydration)', () => {
  it('renders the signed-out state even when a session is stored, so hydration matches the built HTML', () => {
    session.set('jeton', { email: 'admin@example.com', name: 'Admin' });
    expect(session.getState().isAuthenticated).toBe(true);
    expect(renderToString(<Probe />)).toBe('<p>déconnecté</p>');
  });
});
