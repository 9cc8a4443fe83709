// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY, type CompanyInfo } from '@shared/domain/company';
import { LegalNoticePage } from './LegalNoticePage';

afterEach(cleanup);

// Gaps a visitor would read as unfinished: brackets, XXX, template tags, “to be filled in”, “on request”.
const PLACEHOLDER = /\[|XXX|\{\{|à renseigner|à compléter|sur demande/i;

const COMPANY: CompanyInfo = {
  name: 'Maisons Océanes',
  legalForm: 'SARL au capital de 8 000 €',
  address: '5 quai de Southampton',
  postalCode: '76600',
  city: 'Le Havre',
  phone: '02 35 11 22 33',
  email: 'bonjour@maisons-oceanes.fr',
  siret: '123 456 789 00012',
  publicationDirector: 'Camille Martin',
  hostName: 'Hébergement Normand SAS',
  hostAddress: '1 rue de l’Hébergement, 76000 Rouen',
  hostPhone: '02 32 00 11 22',
  openingHours: 'Du lundi au samedi, 9h – 18h',
};

function renderPage(company?: CompanyInfo) {
  const { container } = render(
    <MemoryRouter>
      <LegalNoticePage {...(company ? { company } : {})} />
    </MemoryRouter>,
  );
  return container;
}

describe('LegalNoticePage', () => {
  it('fills publisher, director, host and contact from the company configuration', () => {
    const container = renderPage(COMPANY);
    const text = container.textContent ?? '';
    for (const value of Object.values(COMPANY)) expect(text).toContain(value);

    const director = screen.getByRole('region', { name: /Directeur de la publication/ });
    expect(within(director).getByText('Camille Martin')).toBeInTheDocument();
    const host = screen.getByRole('region', { name: /Hébergeur/ });
    for (const value of [COMPANY.hostName, COMPANY.hostAddress, COMPANY.hostPhone]) {
      expect(within(host).getByText(value)).toBeInTheDocument();
    }
    const contact = screen.getByRole('region', { name: 'Nous contacter' });
    expect(within(contact).getByRole('link', { name: COMPANY.email })).toHaveAttribute(
      'href',
      `mailto:${COMPANY.email}`,
    );
    expect(within(contact).getByRole('link', { name: COMPANY.phone })).toHaveAttribute(
      'href',
      'tel:0235112233',
    );
  });

  it('names the courts of Le Havre and links to the privacy policy', () => {
    renderPage(COMPANY);
    expect(screen.getByText(/tribunaux du Havre/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('never shows a placeholder, with the default company as with a configured one', () => {
    for (const company of [undefined, COMPANY]) {
      const container = renderPage(company);
      expect(container.textContent).not.toMatch(PLACEHOLDER);
      expect(container.textContent).toContain((company ?? DEFAULT_COMPANY).publicationDirector);
      cleanup();
    }
  });

  it('has one h1 and a section per topic', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of [
      /Éditeur du site/,
      /Propriété intellectuelle/,
      /Limitation de responsabilité/,
      /Liens hypertextes/,
      /Droit applicable et juridiction/,
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
  });
});
