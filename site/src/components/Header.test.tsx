// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CurrentPathContext } from '../islands/currentPath';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthView } from '@shared/auth/useAuth';
import { Footer } from './Footer';
import { Header } from './Header';

const auth = vi.hoisted(() => ({ current: {} as Partial<AuthView> }));
const signOut = vi.hoisted(() => vi.fn());

vi.mock('@shared/auth/useAuth', () => ({ useAuth: () => auth.current }));
vi.mock('@shared/auth/signIn', () => ({ signOut }));

const visitor: Partial<AuthView> = { user: null, isAuthenticated: false, isAdmin: false, loading: false };
const member: Partial<AuthView> = {
  user: { email: 'client@example.fr' },
  isAuthenticated: true,
  isAdmin: false,
  loading: false,
};
const admin: Partial<AuthView> = {
  user: { email: 'admin@example.com', role: 'admin' },
  isAuthenticated: true,
  isAdmin: true,
  loading: false,
};

const renderAt = (ui: React.ReactNode, path = '/') =>
  render(<CurrentPathContext value={path}>{ui}</CurrentPathContext>);

beforeEach(() => {
  signOut.mockReset();
});
afterEach(cleanup);

// The navigation is a closed popover (jsdom hides it as browsers do): queries include hidden elements.
const navigation = () => {
  const nav = document.getElementById('primary-navigation');
  expect(nav).toHaveRole('navigation');
  expect(nav).toHaveAttribute('aria-label', 'Navigation principale');
  return nav!;
};

describe('Header', () => {
  it('draws the company’s mark in the page, the same drawing as the favicon, hidden from screen readers', () => {
    auth.current = visitor;
    renderAt(<Header />);
    const mark = screen.getByRole('link', { name: /Habitat Durable/ }).querySelector('svg');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    const favicon = new DOMParser().parseFromString(
      readFileSync(resolve('site/public/favicon.svg'), 'utf8'),
      'image/svg+xml',
    ).documentElement;
    // Each shape with all its attributes (React writes strokeWidth as stroke-width, as the file does).
    const shapes = (svg: Element) =>
      [...svg.children].map((shape) => [
        shape.tagName,
        ...[...shape.attributes].map((attribute) => `${attribute.name}=${attribute.value}`).sort(),
      ]);
    expect(shapes(mark!)).toEqual(shapes(favicon));
    expect(mark!.getAttribute('viewBox')).toBe(favicon.getAttribute('viewBox'));
  });

  it('shows the navigation links and the "Diag Energie" call to action to /contact', () => {
    auth.current = visitor;
    renderAt(<Header />);
    const nav = navigation();
    const hrefs = within(nav)
      .getAllByRole('link', { hidden: true })
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Accueil', '/'],
      ['À propos', '/about'],
      ['Services', '/services'],
      ['IA Domestique', '/ai-home'],
      ['Contact', '/contact'],
      ['Diag Energie', '/contact'],
    ]);
  });

  it.each([
    ['a visitor', visitor],
    ['a signed-in non-admin', member],
  ])('hides Admin and Déconnexion from %s', (_who, state) => {
    auth.current = state;
    renderAt(<Header />);
    expect(screen.queryByRole('link', { name: 'Admin', hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Déconnexion', hidden: true })).not.toBeInTheDocument();
  });

  it('shows an administrator the Admin link (full page load to /admin) and a Déconnexion button that signs out', async () => {
    auth.current = admin;
    renderAt(<Header />);
    expect(screen.getByRole('link', { name: 'Admin', hidden: true })).toHaveAttribute('href', '/admin');
    await userEvent.click(screen.getByRole('button', { name: 'Déconnexion', hidden: true }));
    await vi.waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
  });

  it('marks the current page, and makes the menu the browser’s own popover (no script to open it)', () => {
    auth.current = visitor;
    renderAt(<Header />, '/contact');
    expect(screen.getByRole('link', { name: 'Contact', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const toggle = screen.getByRole('button', { name: 'Menu' });
    // The browser opens and closes it, and tells assistive technologies whether it is expanded.
    expect(toggle).toHaveAttribute('popovertarget', 'primary-navigation');
    expect(toggle).not.toHaveAttribute('aria-expanded');
    const nav = navigation();
    expect(nav).not.toBeVisible();
    expect(nav).toHaveAttribute('popover', 'auto');
  });
});

describe('Footer', () => {
  it('lists the navigation’s links (docs/product.md#navigation), the sitemap in a new tab, and the company details', () => {
    auth.current = visitor;
    renderAt(<Footer />);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const path of [
      '/',
      '/about',
      '/services',
      '/portfolio',
      '/contact',
      '/careers',
      '/privacy',
      '/legal-notice',
      '/work-terms',
    ]) {
      expect(hrefs).toContain(path);
    }
    // The human site map, in this tab (sitemap.xml is for search engines).
    const sitemap = screen.getByRole('link', { name: 'Plan du site' });
    expect(sitemap).toHaveAttribute('href', '/plan-du-site');
    expect(sitemap).not.toHaveAttribute('target');
    // In the company's address (the newsletter's hidden failure notice names it too).
    expect(
      screen.getByText('contact@habitat-durable.example', { selector: 'address a' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Administration' })).not.toBeInTheDocument();
  });

  it('shows the Administration link only to an administrator', () => {
    auth.current = admin;
    renderAt(<Footer />);
    expect(screen.getByRole('link', { name: 'Administration' })).toHaveAttribute('href', '/admin');
  });
});
