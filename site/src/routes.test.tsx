// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
// Same package as the app's routes: 'react-router' may resolve to another copy with another context.
import { MemoryRouter, StaticRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AppRoutes, PAGES, preloadPage } from './routes';

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
      await screen.findByRole('heading', {
        level: 1,
        name: 'Rénovation énergétique et maison connectée au Havre',
      }),
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
    await screen.findByRole('heading', {
      level: 1,
      name: 'Rénovation énergétique et maison connectée au Havre',
    });
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
});
