// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEAL_VERIFICATION_URL, SecuritySeal } from './SecuritySeal';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('security seal', () => {
  it('is a local, sized image linking to our verification page', () => {
    render(<SecuritySeal />);
    const image = screen.getByRole('img', { name: /Site sécurisé/ });
    expect(image).toHaveAttribute('src', '/images/site-securise.svg');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(screen.getByRole('link')).toHaveAttribute('href', SEAL_VERIFICATION_URL);
  });

  it('opens the verification page in a 600×600 pop-up', async () => {
    const popup = { focus: vi.fn() } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    render(<SecuritySeal />);
    await userEvent.click(screen.getByRole('link'));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, , features] = open.mock.calls[0]!;
    expect(url).toBe(SEAL_VERIFICATION_URL);
    expect(features).toContain('width=600');
    expect(features).toContain('height=600');
  });
});
