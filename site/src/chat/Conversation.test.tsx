// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatWidget } from './ChatWidget';
import { Conversation } from './Conversation';
import { CHAT_AUTO_REPLY, CHAT_GREETING, CHAT_REPLY_DELAY_MS, CHAT_TITLE } from './chatMessages';

afterEach(() => {
  vi.useRealTimers();
});

function renderConversation() {
  const user = userEvent.setup();
  render(<Conversation />);
  const log = screen.getByRole('log', { name: 'Messages de la discussion' });
  return { user, log, input: screen.getByRole('textbox', { name: 'Votre message' }) };
}

const bubbles = (log: HTMLElement) =>
  within(log)
    .queryAllByRole('listitem')
    .map((item) => item.textContent ?? '');

describe('chat widget', () => {
  it('is HTML: the button opens the panel, a popover, whose × closes it; greeting and field are in the page', () => {
    const html = renderToString(<ChatWidget />);
    document.body.innerHTML = html;
    const launcher = screen.getByRole('button', { name: 'Discuter avec un conseiller' });
    const panel = document.getElementById('chat-panel');
    expect(launcher).toHaveAttribute('popovertarget', 'chat-panel');
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(document.getElementById(panel!.getAttribute('aria-labelledby')!)?.textContent).toBe(CHAT_TITLE);
    const close = within(panel!).getByRole('button', { name: 'Fermer la discussion', hidden: true });
    expect(close).toHaveAttribute('popovertarget', 'chat-panel');
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
    // The conversation is the island inside the panel, its greeting already written.
    const island = panel!.querySelector('[data-island="chat"]');
    expect(island).toHaveAttribute('data-when', 'idle open interaction');
    expect(island?.textContent).toContain(CHAT_GREETING);
    expect(island?.querySelector('textarea')).not.toBeNull();
    document.body.innerHTML = '';
  });
});

describe('chat conversation', () => {
  it('starts with the greeting alone', () => {
    const { log } = renderConversation();
    expect(bubbles(log)).toHaveLength(1);
    expect(bubbles(log)[0]).toContain(CHAT_GREETING);
  });

  it('sends with Enter and answers 1 s later that an expert will get in touch', () => {
    const { log, input } = renderConversation();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
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
    const { user, log, input } = renderConversation();
    await user.type(input, '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(bubbles(log)).toHaveLength(1);

    await user.clear(input);
    await user.type(input, 'Ligne 1{Shift>}{Enter}{/Shift}Ligne 2');
    expect(input).toHaveValue('Ligne 1\nLigne 2');
    expect(bubbles(log)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(bubbles(log)[1]).toContain('Ligne 1\nLigne 2');
  });
});
