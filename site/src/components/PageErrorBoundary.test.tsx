// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from './PageErrorBoundary';

const Broken = (): never => {
  throw new Error('page cassée');
};

beforeEach(() => {
  // React reports the caught error on the console: expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('PageErrorBoundary', () => {
  it('shows a French error page with a way home when what it holds fails', () => {
    render(
      <PageErrorBoundary resetKey="/services">
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Une erreur est survenue');
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  });

  it('clears the failure when the visitor moves to another page', () => {
    const { rerender } = render(
      <PageErrorBoundary resetKey="/services">
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(
      <PageErrorBoundary resetKey="/contact">
        <p>Contactez-nous</p>
      </PageErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Contactez-nous')).toBeInTheDocument();
  });
});
