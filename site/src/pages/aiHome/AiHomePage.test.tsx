// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AiHomePage } from './AiHomePage';
import { AI_STEPS } from './aiHomeData';

afterEach(cleanup);

function renderPage() {
  render(
    <MemoryRouter>
      <AiHomePage />
    </MemoryRouter>,
  );
}

describe('AiHomePage', () => {
  it('shows four steps, the first selected with its detail', () => {
    renderPage();
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(4);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName(new RegExp(AI_STEPS[0]!.title));
    expect(within(panel).getByText(AI_STEPS[0]!.detail)).toBeInTheDocument();
  });

  it('selecting a step shows its detail panel', async () => {
    const user = userEvent.setup();
    renderPage();
    const third = AI_STEPS[2]!;
    await user.click(screen.getByRole('tab', { name: new RegExp(third.title) }));

    expect(screen.getByRole('tab', { name: new RegExp(third.title) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: new RegExp(AI_STEPS[0]!.title) })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: third.title })).toBeInTheDocument();
    expect(within(panel).getByText(third.detail)).toBeInTheDocument();
    for (const point of third.points) expect(within(panel).getByText(point)).toBeInTheDocument();
    expect(within(panel).queryByText(AI_STEPS[0]!.detail)).toBeNull();
  });

  it('moves between steps with the arrow keys, wrapping around', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('tab', { name: new RegExp(AI_STEPS[0]!.title) }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName(new RegExp(AI_STEPS[1]!.title));
    expect(screen.getByRole('tab', { selected: true })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName(new RegExp(AI_STEPS[3]!.title));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName(new RegExp(AI_STEPS[0]!.title));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName(new RegExp(AI_STEPS[3]!.title));
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
