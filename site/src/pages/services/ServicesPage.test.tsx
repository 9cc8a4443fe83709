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
  return TITLES.map((title) => screen.getByRole('button', { name: new RegExp(title) }));
}

const expanded = (buttons: HTMLElement[]) => buttons.map((button) => button.getAttribute('aria-expanded'));

describe('ServicesPage', () => {
  it('shows the four service cards, all closed, with their details prerendered but hidden', () => {
    const buttons = renderPage();
    expect(expanded(buttons)).toEqual(['false', 'false', 'false', 'false']);
    for (const button of buttons) {
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      expect(panel).not.toBeVisible();
    }
  });

  it('opens one card at a time, and clicking the open card closes it', async () => {
    const user = userEvent.setup();
    const [first, second] = renderPage();
    if (!first || !second) throw new Error('missing cards');

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const firstPanel = screen.getByRole('region', { name: /Rénovation Énergétique/ });
    expect(firstPanel).toBeVisible();
    expect(within(firstPanel).getByRole('heading', { name: 'Prestations incluses' })).toBeInTheDocument();
    expect(within(firstPanel).getByRole('heading', { name: 'Vos avantages' })).toBeInTheDocument();
    expect(within(firstPanel).getByRole('heading', { name: 'Notre processus' })).toBeInTheDocument();

    await user.click(second);
    expect(expanded(renderedButtons())).toEqual(['false', 'true', 'false', 'false']);
    expect(screen.queryByRole('region', { name: /Rénovation Énergétique/ })).toBeNull();

    await user.click(second);
    expect(expanded(renderedButtons())).toEqual(['false', 'false', 'false', 'false']);
    for (const title of TITLES) expect(screen.queryByRole('region', { name: new RegExp(title) })).toBeNull();
  });

  it('shows the extension timeline durations in its numbered process', async () => {
    const user = userEvent.setup();
    const [, extension] = renderPage();
    if (!extension) throw new Error('missing card');
    await user.click(extension);
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
    expect(screen.getByRole('heading', { level: 2, name: 'Pourquoi nous choisir ?' })).toBeInTheDocument();
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
    expect(screen.getByRole('button', { name: /Isolation.*Combles et murs\./ })).toBeInTheDocument();
    // Cards without stored text keep the defaults.
    expect(screen.getByRole('button', { name: /Extension de Maison/ })).toBeInTheDocument();
  });
});

function renderedButtons(): HTMLElement[] {
  return screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-expanded'));
}
