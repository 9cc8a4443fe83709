// @vitest-environment jsdom
import Chip from '@mui/material/Chip';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { TestAdminContext } from './TestAdminContext';

it('gives a screen its styles even after a test took the style elements out of the head', async () => {
  const first = render(
    <TestAdminContext>
      <Chip label="Avant" />
    </TestAdminContext>,
  );
  expect(getComputedStyle((await screen.findByText('Avant')).parentElement!).display).toBe('inline-flex');
  first.unmount();

  // What `document.head.innerHTML = …` in another file's test did to the worker's document (shared/auth/signIn.test.ts).
  const styles = [...document.head.querySelectorAll('style')];
  for (const style of styles) style.remove();
  try {
    render(
      <TestAdminContext>
        <Chip label="Après" />
      </TestAdminContext>,
    );
    expect(getComputedStyle((await screen.findByText('Après')).parentElement!).display).toBe('inline-flex');
  } finally {
    // Put back for the setup's check and the next tests: this test removed them on purpose.
    document.head.append(...styles);
  }
});
