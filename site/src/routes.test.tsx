// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPage, PAGES, REDIRECTS, settledPath } from './routes';
import { SitePage } from './SitePage';

// The reviews sections read the platform (page content does not: it is prerendered); here the backend is down.
vi.mock('@shared/http/platform', () => ({
  platform: { find: () => Promise.reject(new Error('Hors ligne')) },
}));

const BUILT_IN = { get: () => undefined };

/** A page in its frame, as the dev server renders it (the build prerenders the same tree). */
async function renderAt(path: string) {
  const page = findPage(settledPath(path));
  if (!page) throw new Error(path);
  const Page = await page.page();
  return render(<SitePage path={page.path} Page={Page} content={BUILT_IN} />);
}

afterEach(cleanup);

describe('route table', () => {
  it('renders the quote form at /contact, with the company details', async () => {
    await renderAt('/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeInTheDocument();
    expect(screen.getByLabelText('Code postal')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nos coordonnées' })).toBeInTheDocument();
  });

  it('settles an unknown path on /, a redirect on its target, a trailing slash on the page', () => {
    expect(settledPath('/nulle-part')).toBe('/');
    expect(settledPath('/about/')).toBe('/about');
    expect(settledPath('/about')).toBe('/about');
    for (const { from, to } of REDIRECTS) expect(settledPath(from)).toBe(to);
  });

  it('gives every page a title and a description', () => {
    for (const page of PAGES) {
      expect(page.title.length).toBeGreaterThan(10);
      expect(page.description.length).toBeGreaterThan(50);
    }
  });

  it('renders a page synchronously, as prerendering with renderToString needs', async () => {
    const page = findPage('/contact');
    const Page = await page!.page();
    const html = renderToString(<SitePage path="/contact" Page={Page} content={BUILT_IN} />);
    expect(html).toContain('Contactez-nous');
    expect(html).toContain('Code postal');
    expect(html).toContain('data-island="contactForm"');
  });

  it.each([
    ['/', 'Rénovation énergétique et maison connectée au Havre'],
    ['/about', 'À propos de nous'],
    ['/services', 'Nos services'],
    ['/ai-home', 'L’intelligence artificielle au service de votre maison'],
    ['/careers', 'Rejoignez Notre Équipe'],
    ['/portfolio', 'Nos réalisations'],
    ['/privacy', 'Politique de confidentialité'],
    ['/legal-notice', 'Mentions légales'],
    ['/work-terms', 'Conditions générales de vente'],
    ['/plan-du-site', 'Plan du site'],
  ])('renders %s with its heading, the current link marked in the header', async (path, title) => {
    await renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    // The navigation is the menu's closed popover in jsdom (hidden, as a phone shows it before a tap).
    const current = document.getElementById('primary-navigation')!.querySelectorAll('[aria-current="page"]');
    expect([...current].map((link) => link.getAttribute('href'))).toEqual(
      ['/', '/about', '/services', '/ai-home'].includes(path) ? [path] : [],
    );
  });

  it('shows the built-in job offers and projects when the backend is down', async () => {
    await renderAt('/careers');
    expect(
      screen.getAllByRole('heading', { level: 3, name: /Développeur·se domotique et IoT/ }),
    ).toHaveLength(1);
    cleanup();
    await renderAt('/portfolio');
    expect(
      screen.getByRole('heading', { level: 3, name: 'Extension à ossature bois de 28 m²' }),
    ).toBeInTheDocument();
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
