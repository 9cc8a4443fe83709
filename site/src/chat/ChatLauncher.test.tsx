// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChatLauncher } from './ChatLauncher';
import { CHAT_AUTO_REPLY, CHAT_GREETING, CHAT_REPLY_DELAY_MS } from './chatMessages';

// The panel's chunk, loaded once up front (in the browser: on hover or focus of the button).
beforeAll(async () => {
  await import('./ChatPanel');
});
afterEach(() => {
  vi.useRealTimers();
});

async function openChat() {
  const user = userEvent.setup();
  render(<ChatLauncher />);
  const launcher = screen.getByRole('button', { name: 'Discuter avec un conseiller' });
  await user.click(launcher);
  // The panel is its own chunk: its first import can take a while on a busy machine.
  const panel = await screen.findByRole('region', { name: 'Une question ?' });
  return { user, launcher, panel, log: within(panel).getByRole('log') };
}

const bubbles = (log: HTMLElement) =>
  within(log)
    .queryAllByRole('listitem')
    .map((item) => item.textContent ?? '');

describe('chat widget', () => {
  it('has its button, closed, in the prerendered HTML (the island wakes on its first use)', () => {
    const html = renderToString(<ChatLauncher />);
    expect(html).toContain('Discuter avec un conseiller');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('chat-panel');
  });

  it('shows only the button until opened, then a panel whose first message is the greeting', async () => {
    render(<ChatLauncher />);
    expect(screen.queryByRole('log')).toBeNull();
    const launcher = screen.getByRole('button', { name: 'Discuter avec un conseiller' });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(launcher);
    const panel = await screen.findByRole('region', { name: 'Une question ?' });
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    const log = within(panel).getByRole('log');
    expect(bubbles(log)).toHaveLength(1);
    expect(bubbles(log)[0]).toContain(CHAT_GREETING);
    // The panel takes the focus in an effect after it appears: wait for it rather than assume the same frame.
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Votre message' })).toHaveFocus());
  });

  it('sends with Enter and answers 1 s later that an expert will get in touch', async () => {
    const { log, panel } = await openChat();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const input = within(panel).getByRole('textbox', { name: 'Votre message' });
    // fireEvent, not user-event: user-event's own pauses would wait on the fake clock.
    fireEvent.change(input, { target: { value: 'Je voudrais isoler mes combles' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(bubbles(log)).toHaveLength(2);
    expect(bubbles(log)[1]).toContain('Je voudrais isoler mes combles');
    expect(input).toHaveValue('');

    act(() => vi.advanceTimersByTime(CHAT_REPLY_DELAY_MS - 1));
    expect(bubbles(log)).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(bubbles(log)).toHaveLength(3);
    expect(bubbles(log)[2]).toContain(CHAT_AUTO_REPLY);
  });

  it('ignores a blank message (button or Enter) and keeps Shift+Enter for a new line', async () => {
    const { user, log, panel } = await openChat();
    const input = within(panel).getByRole('textbox', { name: 'Votre message' });
    await user.type(input, '   {Enter}');
    await user.click(within(panel).getByRole('button', { name: 'Envoyer' }));
    expect(bubbles(log)).toHaveLength(1);

    await user.clear(input);
    await user.type(input, 'Ligne 1{Shift>}{Enter}{/Shift}Ligne 2');
    expect(input).toHaveValue('Ligne 1\nLigne 2');
    expect(bubbles(log)).toHaveLength(1);
    await user.click(within(panel).getByRole('button', { name: 'Envoyer' }));
    expect(bubbles(log)[1]).toContain('Ligne 1\nLigne 2');
  });

  it('closes with Esc, gives the focus back to the button and keeps the conversation', async () => {
    const { user, launcher, panel, log } = await openChat();
    await user.type(within(panel).getByRole('textbox', { name: 'Votre message' }), 'Bonjour{Enter}');
    await user.keyboard('{Escape}');
    expect(panel).not.toBeVisible();
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(launcher).toHaveFocus();
    await user.click(launcher);
    expect(panel).toBeVisible();
    expect(bubbles(log)[1]).toContain('Bonjour');
    await user.click(within(panel).getByRole('button', { name: 'Fermer la discussion' }));
    expect(panel).not.toBeVisible();
  });
});
