// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
// Same package as the app's routes: 'react-router' may resolve to another copy with another context.
import { MemoryRouter, StaticRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes, PAGES, preloadPage, REDIRECTS } from './routes';

// The reviews sections read the platform (page content does not: it is prerendered); here the backend is down.
vi.mock('@shared/http/platform', () => ({
  platform: { find: () => Promise.reject(new Error('Hors ligne')) },
}));

function LocationSpy() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <LocationSpy />
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('route table', () => {
  it('renders the home page at /', async () => {
    renderAt('/');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Rénovation énergétique et maison connectée au Havre' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });

  it('renders the quote form at /contact, with the company details', async () => {
    renderAt('/contact');
    // First download of the page's chunk (form, zod, client): slower than findBy's default second under load.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contactez-nous' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Code postal')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nos coordonnées' })).toBeInTheDocument();
  });

  it('redirects an unknown path to /', async () => {
    renderAt('/nulle-part');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Rénovation énergétique et maison connectée au Havre' },
      { timeout: 10_000 },
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('gives every page a title and a description, and sets them on navigation', async () => {
    for (const page of PAGES) {
      expect(page.title.length).toBeGreaterThan(10);
      expect(page.description.length).toBeGreaterThan(50);
    }
    renderAt('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contactez-nous' });
    expect(document.title).toBe(PAGES.find((p) => p.path === '/contact')?.title);
  });

  it('renders a preloaded page synchronously, as prerendering with renderToString needs', async () => {
    await preloadPage('/contact');
    const html = renderToString(
      <StaticRouter location="/contact">
        <AppRoutes />
      </StaticRouter>,
    );
    expect(html).toContain('Contactez-nous');
    expect(html).toContain('Code postal');
    expect(html).not.toContain('Chargement...');
  });

  it.each([
    ['/about', 'À propos de nous'],
    ['/services', 'Nos services'],
    ['/ai-home', 'L’intelligence artificielle au service de votre maison'],
    ['/careers', 'Rejoignez Notre Équipe'],
    ['/portfolio', 'Nos réalisations'],
    ['/privacy', 'Politique de confidentialité'],
    ['/legal-notice', 'Mentions légales'],
    ['/work-terms', 'Conditions générales de vente'],
  ])('renders %s with its heading', async (path, title) => {
    renderAt(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${path}$`));
  });

  it('shows the built-in job offers and projects when the backend is down', async () => {
    renderAt('/careers');
    await screen.findByRole('heading', { level: 1, name: 'Rejoignez Notre Équipe' }, { timeout: 10_000 });
    expect(
      screen.getAllByRole('heading', { level: 3, name: /Développeur·se domotique et IoT/ }),
    ).toHaveLength(1);
    cleanup();
    renderAt('/portfolio');
    await screen.findByRole('heading', { level: 1, name: 'Nos réalisations' }, { timeout: 10_000 });
    expect(
      screen.getByRole('heading', { level: 3, name: 'Extension à ossature bois de 28 m²' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['/blog', '/ai-home', 'L’intelligence artificielle au service de votre maison'],
    ['/legal', '/legal-notice', 'Mentions légales'],
  ])('redirects %s to %s', async (from, to, title) => {
    expect(REDIRECTS).toContainEqual({ from, to });
    renderAt(from);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${to}$`));
  });

  it('has one entry per public path, none shadowed by a redirect', () => {
    const paths = PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of ['/', '/about', '/services', '/ai-home', '/contact', '/careers', '/portfolio']) {
      expect(paths).toContain(path);
    }
    for (const { from, to } of REDIRECTS) {
      expect(paths).not.toContain(from);
      expect(paths).toContain(to);
    }
  });
});
