import type { Trigger } from './trigger';

/**
 * `open`: once the popover or `<details>` holding the island has opened and shown (the chat's conversation, in its
 * panel). The browser shows it at once; the island's code runs in a task after that frame, while the visitor reads,
 * not when the first key is typed.
 */
export const open: Trigger = (element, wake) => {
  const holder = element.closest<HTMLElement>('[popover], details');
  const onToggle = (event: Event) => {
    if ((event as ToggleEvent).newState !== 'open') return;
    holder?.removeEventListener('toggle', onToggle);
    requestAnimationFrame(() => setTimeout(() => void wake()));
  };
  holder?.addEventListener('toggle', onToggle);
  return () => holder?.removeEventListener('toggle', onToggle);
};
