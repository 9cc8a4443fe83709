import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY } from '@shared/domain/company';
import { headTags, redirectDocument, robotsTxt, sitemapXml } from './head';
import { businessJsonLd, internationalPhone, openingHours } from './jsonLd';

const SITE = 'https://www.example.fr';
const page = { path: '/contact', title: 'Contact & devis', description: 'Un "devis" <gratuit>' };

describe('head tags', () => {
  it('gives each page its title, description, canonical URL and Open Graph tags, escaped', () => {
    const head = headTags(page, SITE, DEFAULT_COMPANY);
    expect(head).toContain('<title>Contact &amp; devis</title>');
    expect(head).toContain('<meta name="description" content="Un &quot;devis&quot; &lt;gratuit&gt;" />');
    expect(head).toContain('<link rel="canonical" href="https://www.example.fr/contact" />');
    expect(head).toContain('<meta property="og:url" content="https://www.example.fr/contact" />');
    expect(head).toContain('<meta property="og:locale" content="fr_FR" />');
    expect(head).toContain('<meta property="og:type" content="website" />');
    expect(head).toContain(`<meta property="og:site_name" content="${DEFAULT_COMPANY.name}" />`);
    expect(head).not.toContain('noindex');
  });

  it('puts the business JSON-LD on / and /contact only', () => {
    const ld = (path: string) =>
      headTags({ ...page, path }, SITE, DEFAULT_COMPANY).includes('application/ld+json');
    expect(ld('/')).toBe(true);
    expect(ld('/contact')).toBe(true);
    expect(ld('/about')).toBe(false);
  });

  it('gives the business an AggregateRating of the approved reviews, as the page shows it, and none without any', () => {
    const ldOf = (head: string) =>
      JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)![1]!) as Record<
        string,
        unknown
      >;
    const rated = ldOf(
      headTags({ ...page, path: '/' }, SITE, DEFAULT_COMPANY, { average: 4.4666, count: 15 }),
    );
    expect(rated.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 15,
      bestRating: 5,
      worstRating: 1,
    });
    const unrated = ldOf(
      headTags({ ...page, path: '/' }, SITE, DEFAULT_COMPANY, { average: null, count: 0 }),
    );
    expect(unrated).not.toHaveProperty('aggregateRating');
    expect(ldOf(headTags(page, SITE, DEFAULT_COMPANY))).not.toHaveProperty('aggregateRating');
  });

  it('lets every public page be indexed (the e-mail-only pages are just left out of the sitemap)', () => {
    expect(headTags({ ...page, path: '/unsubscribe' }, SITE, DEFAULT_COMPANY)).not.toContain('noindex');
  });

  it('cannot be broken out of by a script-closing text', () => {
    const head = headTags({ ...page, path: '/' }, SITE, { ...DEFAULT_COMPANY, name: '</script><b>' });
    expect(head.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('business structured data', () => {
  it('describes the company from its configuration', () => {
    const ld = businessJsonLd(DEFAULT_COMPANY, SITE);
    expect(ld).toMatchObject({
      '@type': 'HomeAndConstructionBusiness',
      name: DEFAULT_COMPANY.name,
      url: 'https://www.example.fr/',
      telephone: '+33235000000',
      email: DEFAULT_COMPANY.email,
      foundingDate: '2023',
      address: {
        postalCode: '76600',
        addressLocality: 'Le Havre',
        addressRegion: 'Normandie',
        addressCountry: 'FR',
      },
      openingHoursSpecification: [
        {
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '08:30',
          closes: '18:30',
        },
      ],
    });
    expect(ld.areaServed[0]).toEqual({ '@type': 'City', name: 'Le Havre' });
  });

  it('reads opening hours from the displayed text, or gives none', () => {
    expect(openingHours('Du mardi au samedi, 9h – 17h30')).toEqual([
      {
        dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '09:00',
        closes: '17:30',
      },
    ]);
    expect(openingHours('Sur rendez-vous')).toEqual([]);
    expect(internationalPhone('02 35 00 00 00')).toBe('+33235000000');
  });
});

describe('sitemap, robots, redirects', () => {
  it('lists the public pages, not those only e-mail links lead to', () => {
    const xml = sitemapXml(['/', '/about', '/unsubscribe', '/email-preferences'], SITE);
    expect(xml).toContain('<loc>https://www.example.fr/</loc>');
    expect(xml).toContain('<loc>https://www.example.fr/about</loc>');
    expect(xml).not.toContain('unsubscribe');
    expect(xml).not.toContain('email-preferences');
  });

  it('allows everything but the back-office and points at the sitemap', () => {
    expect(robotsTxt(SITE)).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://www.example.fr/sitemap.xml\n',
    );
  });

  it('sends a moved page on without JavaScript', () => {
    const doc = redirectDocument('/ai-home', SITE);
    expect(doc).toContain('<meta http-equiv="refresh" content="0; url=/ai-home" />');
    expect(doc).toContain('<link rel="canonical" href="https://www.example.fr/ai-home" />');
    expect(doc).toContain('<a href="/ai-home">');
  });
});
