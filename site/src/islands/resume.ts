import { putFieldsBack, type KeptForReload } from './reload';
import { CONTROLS, clickWhenAwake, sendWhenAwake } from './replay';
import type { Wake } from './triggers/trigger';

/**
 * The page reloaded by « Réessayer » (reload.ts, docs/islands.md#réessayer), imported by the loader only then: once
 * the island's start has shown its fields (`started`), puts back what the visitor had typed and does what they had
 * asked, exactly as a first send (replay.ts): shown as sending, said again if the code still cannot come.
 */
export default function resumeAfterReload(
  kept: KeptForReload,
  element: HTMLElement,
  wake: Wake,
  started: Promise<void>,
): Promise<void> {
  return started.then(() => {
    // An island in a popover (the chat's panel) is shown again, as the visitor left it.
    const holder = element.closest<HTMLElement>('[popover]');
    if (holder && 'showPopover' in holder && !holder.matches(':popover-open')) holder.showPopover();
    putFieldsBack(element, kept.fields);
    const { action } = kept;
    if (action.kind === 'submit') {
      const form = element.querySelectorAll('form')[action.form];
      const button = action.button === null ? null : element.querySelectorAll(CONTROLS)[action.button];
      if (form)
        sendWhenAwake(element, wake, form, button instanceof HTMLButtonElement ? button : null, false);
    } else if (action.kind === 'click') {
      const control = element.querySelectorAll(CONTROLS)[action.control];
      if (control instanceof HTMLElement) clickWhenAwake(element, wake, control, false);
    } else void wake();
  });
}
