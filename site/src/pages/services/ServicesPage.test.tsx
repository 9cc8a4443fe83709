// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ServicesPage } from './ServicesPage';

afterEach(cleanup);

const TITLES = ['Rénovation Énergétique', 'Extension de Maison', 'Maison Connectée', 'Maintenance & Support'];

function renderPage(props: Parameters<typeof ServicesPage>[0] = {}) {
  render(
    <MemoryRouter>
      <ServicesPage {...props} />
    </MemoryRouter>,
  );
  return TITLES.map((title) => summaryOf(title));
}

/** A card's summary (the browser's disclosure button), by its title. */
function summaryOf(title: string): HTMLElement {
  const summary = [...document.querySelectorAll('summary')].find((s) => s.textContent?.includes(title));
  if (!summary) throw new Error(`no card ${title}`);
  return summary;
}

const opened = (summaries: HTMLElement[]) =>
  summaries.map((summary) => (summary.parentElement as HTMLDetailsElement).open);

describe('ServicesPage', () => {
  it('renders the four cards as the browser’s own disclosures, closed, one open at a time, with no island', () => {
    const summaries = renderPage();
    expect(opened(summaries)).toEqual([false, false, false, false]);
    for (const summary of summaries) {
      const details = summary.parentElement as HTMLDetailsElement;
      expect(details.tagName).toBe('DETAILS');
      // One name for all: the browser closes the open card when another opens (exclusive accordion).
      expect(details.getAttribute('name')).toBe('service-cards');
      expect(details.firstElementChild).toBe(summary);
      const panel = document.getElementById(summary.getAttribute('aria-controls') ?? '');
      expect(panel?.parentElement).toBe(details);
      expect(panel).toHaveAttribute('aria-labelledby', summary.id);
      expect(panel).not.toBeVisible();
      expect(within(summary).getByRole('heading', { level: 3 })).toHaveTextContent(
        TITLES[summaries.indexOf(summary)]!,
      );
    }
    expect(document.querySelector('[data-island]')).toBeNull();
  });

  it('opens a card with its details: what is included, the benefits and the process', async () => {
    const user = userEvent.setup();
    const [first] = renderPage();
    await user.click(first!);
    expect(opened([first!])).toEqual([true]);
    const firstPanel = screen.getByRole('region', { name: /Rénovation Énergétique/ });
    expect(firstPanel).toBeVisible();
    expect(within(firstPanel).getByRole('heading', { name: 'Prestations incluses' })).toBeInTheDocument();
    expect(within(firstPanel).getByRole('heading', { name: 'Vos avantages' })).toBeInTheDocument();
    expect(within(firstPanel).getByRole('heading', { name: 'Notre processus' })).toBeInTheDocument();
    await user.click(first!);
    expect(opened([first!])).toEqual([false]);
  });

  it('shows the extension timeline durations in its numbered process', async () => {
    const user = userEvent.setup();
    const [, extension] = renderPage();
    await user.click(extension!);
    const panel = screen.getByRole('region', { name: /Extension de Maison/ });
    const steps = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toEqual(
      expect.arrayContaining([
        'Étude et conception (2-4 semaines)',
        'Préfabrication et permis (4-8 semaines)',
        'Montage et finitions (4-6 semaines)',
      ]),
    );
  });

  it('renders the five-step methodology and the why-us section', () => {
    renderPage();
    const method = screen.getByRole('region', { name: 'Notre méthodologie' });
    expect(within(method).getAllByRole('listitem')).toHaveLength(5);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Pourquoi nous choisir\u202f?' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('takes its title, description and card texts from stored content', () => {
    render(
      <MemoryRouter>
        <ServicesPage
          content={{
            title: 'Nos prestations',
            description: 'Texte enregistré.',
            services: [{ title: 'Isolation', description: 'Combles et murs.' }],
          }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Nos prestations' })).toBeInTheDocument();
    expect(screen.getByText('Texte enregistré.')).toBeInTheDocument();
    expect(summaryOf('Isolation')).toHaveTextContent(/Isolation.*Combles et murs\./);
    // Cards without stored text keep the defaults.
    expect(summaryOf('Extension de Maison')).toBeInTheDocument();
  });
});
