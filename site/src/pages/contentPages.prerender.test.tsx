// Node environment on purpose: pages are prerendered at build time, so rendering must not touch `window`.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AboutPage } from './about/AboutPage';
import { AiHomePage } from './aiHome/AiHomePage';
import { CareersPage } from './careers/CareersPage';
import { LegalNoticePage } from './legalNotice/LegalNoticePage';
import { PortfolioPage } from './portfolio/PortfolioPage';
import { PrivacyPage } from './privacy/PrivacyPage';
import { ServicesPage } from './services/ServicesPage';
import { WorkTermsPage } from './workTerms/WorkTermsPage';

const PAGES: [string, ReactElement, string][] = [
  ['/about', <AboutPage />, 'À propos de nous'],
  ['/services', <ServicesPage />, 'Nos services'],
  ['/ai-home', <AiHomePage />, 'L’intelligence artificielle au service de votre maison'],
  ['/careers', <CareersPage jobs={[]} />, 'Rejoignez Notre Équipe'],
  ['/portfolio', <PortfolioPage projects={[]} />, 'Nos réalisations'],
  ['/privacy', <PrivacyPage />, 'Politique de confidentialité'],
  ['/legal-notice', <LegalNoticePage />, 'Mentions légales'],
  ['/work-terms', <WorkTermsPage />, 'Conditions générales de vente'],
];

describe('content pages', () => {
  it.each(PAGES)('%s renders to HTML without a browser, with one h1', (path, page, title) => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain(title);
  });
});
