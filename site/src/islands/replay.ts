import { sendButton, showSending } from './busy';
import { hideFailure, showFailure } from './failure';
import type { Wake } from './triggers/trigger';

/**
 * The controls whose hover, touch or focus wakes an `interaction` island; links just navigate, unless marked
 * `data-wake` (the security seal, whose click opens a pop-up once awake).
 */
export const CONTROLS = 'button, input, select, textarea, summary, [role="button"], [data-wake]';

/**
 * Keeps what the visitor does before the island's code runs, and replays it once the island is awake: a click on a
 * control, a form's submit, and an Enter in a field whose island sends with it (`data-enter-sends`: the chat's
 * message), which would otherwise only start a new line. A send shows as sending in the next frame (busy.ts); when
 * the code cannot come, the island's notice says so (failure.ts) and « Réessayer » sends again. Typing in a field needs nothing: the browser types, and
 * the runtime gives the text to the island (hydrate.tsx). Returns what removes its listeners.
 */
export function keepUntilAwake(element: HTMLElement, wake: Wake): () => void {
  const awake = () => element.dataset.awake !== undefined;
  // A send shows at once that it is under way, and says so when the code cannot come (failure.ts).
  const send = (form: HTMLFormElement, button: HTMLButtonElement | null) => {
    hideFailure(element);
    const idle = showSending(button ?? sendButton(form));
    void wake().then((woken) => {
      idle();
      if (woken) form.requestSubmit();
      else showFailure(element, () => send(form, button));
    });
  };
  const onAction = (event: Event) => {
    if (awake() || !(event.target instanceof Element)) return;
    const target = event.type === 'submit' ? event.target : event.target.closest(CONTROLS);
    if (
      !(target instanceof HTMLElement) ||
      target instanceof HTMLInputElement ||
      target instanceof HTMLTextAreaElement
    )
      return;
    event.preventDefault();
    event.stopPropagation();
    if (target instanceof HTMLFormElement) send(target, null);
    else if (target instanceof HTMLButtonElement && target.type === 'submit' && target.form)
      send(target.form, target);
    else void wake().then((woken) => woken && target.click());
  };
  const onKey = (event: Event) => {
    if (awake()) return;
    const { key, shiftKey, isComposing, target } = event as KeyboardEvent;
    if (key !== 'Enter' || shiftKey || isComposing || !(target instanceof Element)) return;
    const form = target.closest('[data-enter-sends]')?.closest('form');
    if (!form) return;
    event.preventDefault();
    send(form, null);
  };
  element.addEventListener('click', onAction, true);
  element.addEventListener('submit', onAction, true);
  element.addEventListener('keydown', onKey, true);
  return () => {
    element.removeEventListener('click', onAction, true);
    element.removeEventListener('submit', onAction, true);
    element.removeEventListener('keydown', onKey, true);
  };
}
