import { matchPath } from 'react-router-dom';
import { findPage, REDIRECTS } from './routes';

/**
 * The address the router will settle on for `pathname`: the page itself (`/about/` → `/about`), a redirect's
 * target, or `/` for an unknown path. The entry moves there before the first render, so a static host's
 * fallback HTML (the home page) or a redirect file hydrates against the page it actually holds.
 */
export function settledPath(pathname: string): string {
  const page = findPage(pathname);
  if (page) return page.path.includes(':') ? pathname : page.path;
  const redirect = REDIRECTS.find(({ from }) => matchPath({ path: from, end: true }, pathname));
  return redirect ? redirect.to : '/';
}

/** Hydrate only markup prerendered for this very page; anything else is rendered afresh. */
export const canHydrate = (container: HTMLElement, path: string): boolean =>
  container.hasChildNodes() && container.dataset.route === path;
