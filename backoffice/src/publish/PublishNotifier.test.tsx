// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Notification } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { PublishNotifier } from './PublishNotifier';
import { publishSite } from './publishSite';
import { TestAdminContext } from '../testing/TestAdminContext';

function renderLayout() {
  render(
    <TestAdminContext>
      <PublishNotifier />
      <Notification />
    </TestAdminContext>,
  );
}

describe('PublishNotifier', () => {
  it('tells the administrator the site is being rebuilt once the hook has accepted', async () => {
    renderLayout();
    const call = vi.fn(async () => ({ kind: 'rebuilding' as const }));
    await act(() => publishSite('/__deploy-hook', call));
    expect(call).toHaveBeenCalledWith('/__deploy-hook');
    expect(
      await screen.findByText(
        'Le site est en cours de reconstruction : la modification sera visible dans quelques instants.',
      ),
    ).toBeInTheDocument();
  });

  it('says the change shows after the next deployment when no hook is configured', async () => {
    renderLayout();
    const call = vi.fn();
    await act(() => publishSite(undefined, call));
    expect(call).not.toHaveBeenCalled();
    expect(
      await screen.findByText(
        'Modification enregistrée : elle sera visible sur le site après le prochain déploiement.',
      ),
    ).toBeInTheDocument();
  });

  it('says why when the rebuild could not be started', async () => {
    renderLayout();
    await act(() => publishSite('/__deploy-hook', async () => ({ kind: 'failed', reason: 'réponse 503' })));
    expect(
      await screen.findByText(
        'Modification enregistrée, mais la reconstruction du site n’a pas pu être lancée (réponse 503) : elle sera visible après le prochain déploiement.',
      ),
    ).toBeInTheDocument();
  });
});
