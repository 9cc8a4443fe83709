import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { DEFAULT_COMPANY } from '@shared/domain/company';
import { useAuth } from '@shared/auth/useAuth';
import { useCurrentPath } from '../islands/currentPath';
import { ADMIN_URL, NAV_LINKS } from './navigation';

// Sign-out code (the sign-in protocol) loads only when an administrator clicks the button.
const signOut = () => import('@shared/auth/signIn').then((m) => m.signOut());

/**
 * Whether the header's items fit on one line in its bar. The stylesheet shows them all from 1024 px (what the
 * prerendered, signed-out header needs); this measures the one-line bar before each paint and on every resize,
 * so an administrator's two more items or a larger font hand over to the menu instead of wrapping.
 */
function useItemsFit(headerRef: RefObject<HTMLElement | null>, itemCount: number): boolean {
  const [fit, setFit] = useState(true);
  useLayoutEffect(() => {
    const header = headerRef.current;
    const bar = header?.firstElementChild;
    if (!header || !(bar instanceof HTMLElement) || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      // Lay the bar out as the stylesheet alone would, read it, and put the menu back before anything paints.
      const forced = header.dataset.nav;
      delete header.dataset.nav;
      const overflows = bar.scrollWidth > bar.clientWidth;
      if (forced) header.dataset.nav = forced;
      setFit(!overflows);
    };
    measure();
    // The bar follows the window; its items follow the font (a bar capped at its widest keeps its size).
    const observer = new ResizeObserver(measure);
    for (const box of [bar, ...bar.children]) observer.observe(box);
    return () => observer.disconnect();
  }, [headerRef, itemCount]);
  return fit;
}

/**
 * The site's header. Its menu is the browser's own (docs/islands.md#le-html-dabord): a `popover` the button opens
 * and closes with `popovertarget`, with no script at all (expanded state, Escape and a tap outside included).
 * Only an administrator's items and a bar that overflows (a larger font) need this component's code.
 */
export function Header() {
  const { isAdmin } = useAuth();
  const headerRef = useRef<HTMLElement>(null);
  const fit = useItemsFit(headerRef, isAdmin ? 2 : 0);
  const path = useCurrentPath();

  return (
    <header className="site-header" ref={headerRef} data-nav={fit ? undefined : 'menu'}>
      {/* data-fit: the loader wakes this island when the bar overflows (a larger font), see island.tsx. */}
      <div className="container header-bar" data-fit="">
        <a href="/" className="brand">
          <BrandMark />
          <span>{DEFAULT_COMPANY.name}</span>
        </a>
        <button type="button" className="menu-toggle" popoverTarget="primary-navigation">
          <span className="menu-icon" aria-hidden="true" />
          <span className="menu-label">Menu</span>
        </button>
        <nav
          id="primary-navigation"
          className="primary-nav"
          popover="auto"
          aria-label="Navigation principale"
        >
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <a href={link.to} aria-current={link.to === path ? 'page' : undefined}>
                  {link.label}
                </a>
              </li>
            ))}
            {isAdmin && (
              <li>
                <a href={ADMIN_URL}>Admin</a>
              </li>
            )}
          </ul>
          <div className="nav-actions">
            <a href="/contact" className="button button-wood">
              Diag Energie
            </a>
            {isAdmin && (
              <button type="button" className="button button-ghost" onClick={() => void signOut()}>
                Déconnexion
              </button>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}

/**
 * The company's mark, drawn in the page (site/public/favicon.svg is the same drawing, for the tab and the
 * e-mails): an `<img>` of an SVG costs the page a request and a document of its own to lay out while it loads,
 * about 13 ms of a slowed phone's main thread, which a first tap could have to wait for (docs/islands.md#premier-toucher).
 */
function BrandMark() {
  return (
    <svg viewBox="0 0 64 64" width="36" height="36" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1f6f43" />
      <path d="M12 33 32 15l20 18v18a3 3 0 0 1-3 3H15a3 3 0 0 1-3-3z" fill="#c98b4f" />
      <path d="M32 26c-6 6-8 12-5 17 2 3 6 4 9 2 5-4 4-12-4-19z" fill="#e8f3ec" />
      <path d="M31 48c0-7 1-12 3-16" stroke="#1f6f43" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}
