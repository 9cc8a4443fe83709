// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AiHomePage } from './AiHomePage';
import { asRead } from '../../testing/asRead';
import { AI_STEPS } from './aiHomeData';

afterEach(cleanup);

function renderPage() {
  render(
    <MemoryRouter>
      <AiHomePage />
    </MemoryRouter>,
  );
}

/** The panel a step's radio controls (all panels are in the HTML; the stylesheet shows the checked one's). */
const panelOf = (radio: HTMLElement) => document.getElementById(radio.getAttribute('aria-controls') ?? '')!;
const checkedTitle = () => {
  const checked = screen.getAllByRole('radio').find((radio) => (radio as HTMLInputElement).checked);
  return checked ? within(panelOf(checked)).getByRole('heading', { level: 3 }).textContent : null;
};

describe('AiHomePage', () => {
  it('renders the four steps as a radio group, the first checked, every panel in the HTML and no island', () => {
    renderPage();
    const group = screen.getByRole('group', { name: 'Les étapes de votre projet' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(4);
    expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([true, false, false, false]);
    radios.forEach((radio, index) => {
      const step = AI_STEPS[index]!;
      expect(radio).toHaveAccessibleName(new RegExp(step.title));
      const panel = panelOf(radio);
      // The stylesheet pairs a radio and its panel by data-step.
      expect(panel.dataset.step).toBe((radio as HTMLInputElement).dataset.step);
      expect(panel).toHaveAccessibleName(step.title);
      expect(within(panel).getByText(asRead(step.detail))).toBeInTheDocument();
      expect(within(panel).getByText(`Étape ${index + 1} sur 4`)).toBeInTheDocument();
    });
    expect(document.querySelector('[data-island]')).toBeNull();
  });

  it('has a stylesheet rule showing each step’s panel when its radio is checked, and hiding the others', () => {
    const css = readFileSync(resolve('site/src/pages/aiHome/AiHomePage.module.css'), 'utf8');
    expect(css).toMatch(/\.panel \{\s*display: none;/);
    AI_STEPS.forEach((_step, index) =>
      expect(css).toContain(`.stepsLayout:has([data-step='${index}']:checked) .panel[data-step='${index}']`),
    );
  });

  it('selects a step on a click, and moves between steps with the arrow keys (one tab stop)', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('radio', { name: new RegExp(AI_STEPS[2]!.title) }));
    expect(checkedTitle()).toBe(AI_STEPS[2]!.title);
    await user.keyboard('{ArrowDown}');
    expect(checkedTitle()).toBe(AI_STEPS[3]!.title);
    expect(screen.getByRole('radio', { name: new RegExp(AI_STEPS[3]!.title) })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(checkedTitle()).toBe(AI_STEPS[2]!.title);
  });

  it('has the features, statistics, testimonials and partners sections under one h1', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of [
      'Des fonctionnalités avancées',
      'Nos résultats en chiffres',
      'Ils nous ont fait confiance',
      'Nos partenaires technologiques',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('4,8/5')).toBeInTheDocument();
  });
});
