// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT } from '@shared/content/defaults';
import { asRead } from '../../testing/asRead';
import { HomePage } from './HomePage';

afterEach(cleanup);

const renderHome = (content?: Parameters<typeof HomePage>[0]['content']) =>
  render(
    <MemoryRouter>
      <HomePage content={content} />
    </MemoryRouter>,
  );

const section = (name: string) => screen.getByRole('region', { name });

describe('HomePage', () => {
  it('shows the built-in texts, with quote and phone calls to action both leading to /contact', () => {
    renderHome();
    const home = DEFAULT_CONTENT.home;
    expect(screen.getByRole('heading', { level: 1, name: home.heroTitle })).toBeInTheDocument();
    expect(screen.getByText(asRead(home.heroSubtitle))).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: home.aboutTitle })).toBeInTheDocument();
    expect(screen.getByText(asRead(home.servicesDescription))).toBeInTheDocument();
    const hero = section(home.heroTitle);
    const quote = within(hero).getByRole('link', { name: 'Demander un devis gratuit' });
    const call = within(hero).getByRole('link', { name: 'Être rappelé sous 24\u00a0h' });
    expect(quote).toHaveAttribute('href', '/contact');
    expect(call).toHaveAttribute('href', '/contact');
  });

  it('shows stored texts over the defaults, and a stored hero image', () => {
    renderHome({ heroTitle: 'Votre maison, en mieux', aboutTitle: '', heroImage: '/lm-files/f1/hero.webp' });
    expect(screen.getByRole('heading', { level: 1, name: 'Votre maison, en mieux' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: DEFAULT_CONTENT.home.aboutTitle }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('img')[0]).toHaveAttribute('src', '/lm-files/f1/hero.webp');
  });

  it('gives the hero image its stored alt text, or the default one when the stored alt is empty', () => {
    renderHome({ heroImage: '/lm-files/f1/hero.webp', heroImageAlt: 'Façade isolée par l’extérieur' });
    expect(screen.getAllByRole('img')[0]).toHaveAttribute('alt', 'Façade isolée par l’extérieur');
    cleanup();
    renderHome({ heroImage: '/lm-files/f1/hero.webp', heroImageAlt: '' });
    expect(screen.getAllByRole('img')[0]).toHaveAttribute('alt', DEFAULT_CONTENT.home.heroImageAlt);
  });

  it('loads the hero image first and at a fixed size, and the images below the fold lazily', () => {
    renderHome();
    const [hero, ...below] = screen.getAllByRole('img').filter((img) => img.tagName === 'IMG');
    expect(hero).toHaveAttribute('src', '/images/accueil/maison-renovee.svg');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).not.toHaveAttribute('loading', 'lazy');
    expect(hero).toHaveAttribute('width', '640');
    expect(hero).toHaveAttribute('height', '480');
    expect(below.length).toBeGreaterThanOrEqual(3);
    for (const img of below) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
  });

  it('lists three services and the extension timeline with its durations', () => {
    renderHome();
    const services = section(DEFAULT_CONTENT.home.servicesTitle);
    expect(
      within(services)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Rénovation Énergétique', 'Extension de Maison', 'Maison Connectée']);
    const extension = section('Agrandissez votre maison avec une extension bois');
    const steps = within(extension)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('h4'));
    expect(steps.map((li) => li.textContent)).toEqual([
      '1Étude et conception2-4 semaines',
      '2Préfabrication et permis4-8 semaines',
      '3Montage et finitions4-6 semaines',
    ]);
  });

  it('shows the figures of the company, three testimonials and two partners opening in a new tab', () => {
    renderHome();
    const figures = section('Nos chiffres clés');
    for (const text of ['30+', '15 ans', '100\u202f%', '24\u00a0h', '40\u202f%']) {
      expect(within(figures).getByText(asRead(text))).toBeInTheDocument();
    }
    expect(within(section('Ils nous ont fait confiance')).getAllByRole('figure')).toHaveLength(3);
    const partners = within(section('Nos partenaires')).getAllByRole('link');
    expect(partners.map((a) => a.getAttribute('href'))).toEqual([
      'https://france-renov.gouv.fr',
      'https://www.ademe.fr',
    ]);
    for (const link of partners) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener');
      expect(link).toHaveAccessibleName(/nouvel onglet/);
    }
    const closing = section('Prêt à rendre votre maison plus économe\u202f?');
    expect(within(closing).getByRole('link', { name: 'Demander un devis gratuit' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});
