// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion, TOAST_DURATION_MS, TOAST_LIMIT, useToasts, type ToastKind } from './Toast';

let show: (kind: ToastKind, text: string) => void = () => undefined;

function Harness() {
  const toasts = useToasts();
  useEffect(() => {
    show = toasts.show;
  }, [toasts.show]);
  return <ToastRegion toasts={toasts.toasts} onDismiss={toasts.dismiss} />;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const region = (container: HTMLElement) => container.querySelector('[aria-live]') as HTMLElement;

describe('toasts', () => {
  it('shows a notice in a polite live region that is there before any notice', () => {
    const { container } = render(<Harness />);
    expect(region(container)).toHaveAttribute('aria-live', 'polite');
    expect(region(container)).toBeEmptyDOMElement();
    act(() => show('success', 'Préférences mises à jour avec succès'));
    expect(region(container)).toHaveTextContent('Préférences mises à jour avec succès');
  });

  it('closes a notice by itself after a while', () => {
    vi.useFakeTimers();
    render(<Harness />);
    act(() => show('error', 'Erreur lors de la mise à jour'));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Erreur lors de la mise à jour')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Erreur lors de la mise à jour')).not.toBeInTheDocument();
  });

  it('closes a notice with its button, leaving the others', () => {
    render(<Harness />);
    act(() => show('success', 'Premier'));
    act(() => show('success', 'Second'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Fermer la notification' })[0]!);
    expect(screen.queryByText('Premier')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
  });

  it(`keeps at most ${TOAST_LIMIT} notices, dropping the oldest`, () => {
    render(<Harness />);
    act(() => {
      for (let i = 1; i <= TOAST_LIMIT + 2; i++) show('success', `Avis ${i}`);
    });
    expect(screen.getAllByRole('button', { name: 'Fermer la notification' })).toHaveLength(TOAST_LIMIT);
    expect(screen.queryByText('Avis 2')).not.toBeInTheDocument();
    expect(screen.getByText(`Avis ${TOAST_LIMIT + 2}`)).toBeInTheDocument();
  });
});
