// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isListed } from '../../seo/meta';
import { PAGES } from '../../routes';
import { SiteMapPage } from './SiteMapPage';
import { SITE_MAP } from './siteMapData';

afterEach(cleanup);

describe('SiteMapPage', () => {
  it('links every page the sitemap lists, once, and no other', () => {
    const linked = SITE_MAP.flatMap((group) => group.links.map((link) => link.to));
    expect([...linked].sort()).toEqual(
      PAGES.map((page) => page.path)
        .filter(isListed)
        .sort(),
    );
  });

  it('shows each group as a titled section of links with a line on each page, itself marked current', () => {
    render(<SiteMapPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Plan du site' })).toBeInTheDocument();
    for (const group of SITE_MAP) {
      const section = screen.getByRole('region', { name: group.title });
      const links = within(section).getAllByRole('link');
      expect(links.map((a) => a.getAttribute('href'))).toEqual(group.links.map((link) => link.to));
    }
    expect(screen.getByRole('link', { name: /^Plan du site/ })).toHaveAttribute('aria-current', 'page');
  });
});
