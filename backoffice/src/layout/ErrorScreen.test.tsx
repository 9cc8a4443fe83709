// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from './ErrorScreen';

const Broken = (): never => {
  throw new Error('écran cassé');
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The back-office's route tree as main.tsx builds it, with `element` standing for the app. */
const renderAt = (path: string, element = <p>Back-office</p>) =>
  render(
    <RouterProvider
      router={createMemoryRouter(
        [{ errorElement: <RouteErrorPage />, children: [{ path: '/admin/*', element }] }],
        { initialEntries: [path] },
      )}
    />,
  );

describe('the router’s error page', () => {
  it('answers an address outside the back-office with a French page and ways back, not the router’s', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller au tableau de bord' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'Retour au site' })).toHaveAttribute('href', '/');
    expect(document.body).not.toHaveTextContent(/Unexpected Application Error|Hey developer/);
  });

  it('shows a crash of the app as a French error', () => {
    renderAt('/admin/messages', <Broken />);
    expect(screen.getByRole('heading', { level: 1, name: 'Une erreur est survenue' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller au tableau de bord' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/écran cassé|Hey developer/);
  });
});
