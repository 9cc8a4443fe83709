import { showFailure } from '../failure';
import { CONTROLS, keepUntilAwake } from '../replay';
import { wakeAgain } from '../retry';
import { idle } from '../schedule';
import type { Trigger } from './trigger';

/**
 * How long a visitor in a text field goes without a key before its island wakes: its code, run between two keys,
 * delayed the next one (the newsletter's first key, 2 to 3 times slower: docs/islands.md#réveil).
 */
export const TYPING_PAUSE_MS = 500;

/** A field where keys type text by themselves: its island need not run for them (see TYPING_PAUSE_MS). */
function typesText(control: Element): boolean {
  return control.matches('textarea, input:not([type=checkbox], [type=radio], [type=submit], [type=button])');
}

/**
 * `interaction`: the first use of one of the island's controls wakes it, and nothing typed or clicked is lost
 * (replay.ts). A button wakes it at once; a text field types by itself, so its island wakes once the visitor pauses
 * (no key for TYPING_PAUSE_MS), in idle time, and its code never runs between two keys. An island without this
 * trigger leaves its controls to the browser (the header's popover menu).
 */
export const interaction: Trigger = (element, wake) => {
  let pause: ReturnType<typeof setTimeout> | undefined;
  // A field typed in or ticked whose code cannot come: said at once, not at the send (failure.ts); a pointer only
  // passing over says nothing.
  const wakeOrSay = (again = false) =>
    void (again ? wakeAgain(element, wake, { kind: 'wake' }) : wake()).then((woken) => {
      if (!woken) showFailure(element, () => wakeOrSay(true));
    });
  const wakeAtPause = () => {
    clearTimeout(pause);
    pause = setTimeout(() => idle(() => wakeOrSay()), TYPING_PAUSE_MS);
  };
  const onUse = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
    if (!control || element.dataset.awake !== undefined) return;
    if (typesText(control)) {
      if (!wake.started()) wakeAtPause();
    } else if (event.type !== 'pointerover')
      wakeOrSay(); // a wake under way (a hover's) is awaited, not redone
    else if (!wake.started()) void wake();
  };
  // Each key in a text field postpones the wake.
  const onKey = () => {
    if (pause !== undefined && !wake.started()) wakeAtPause();
  };
  const uses = ['pointerover', 'focusin', 'touchstart'];
  for (const type of uses) element.addEventListener(type, onUse, { passive: true });
  element.addEventListener('keydown', onKey, true);
  const stopReplay = keepUntilAwake(element, wake);
  return () => {
    clearTimeout(pause);
    for (const type of uses) element.removeEventListener(type, onUse);
    element.removeEventListener('keydown', onKey, true);
    stopReplay();
  };
};
