import { putFieldsBack, takeKeptForReload } from './reload';
import { CONTROLS, clickWhenAwake, sendWhenAwake } from './replay';
import type { Wake } from './triggers/trigger';

/**
 * The page reloaded by « Réessayer » (reload.ts, docs/islands.md#réessayer): once the island's start has shown its
 * fields (`started`), puts back what the visitor had typed and does what they had asked, exactly as a first send
 * (replay.ts): shown as sending, said again if the code still cannot come. Read once: a later reload does nothing.
 */
export function resumeAfterReload(
  wakes: ReadonlyMap<HTMLElement, Wake>,
  started: (element: HTMLElement) => Promise<void>,
): void {
  const kept = takeKeptForReload();
  if (!kept) return;
  const found = [...wakes].find(([element]) => element.dataset.island === kept.island);
  if (!found) return;
  const [element, wake] = found;
  void started(element).then(() => {
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
