import { sendButton, showSending } from './busy';
import { hideFailure, showFailure } from './failure';
import { positionIn, wakeAgain } from './retry';
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
 * the code cannot come, the island's notice says so (failure.ts) and « Réessayer » sends again, in every browser
 * (retry.ts). Typing in a field needs nothing: the browser types, and the runtime gives the text to the island
 * (hydrate.tsx). Returns what removes its listeners.
 */
export function keepUntilAwake(element: HTMLElement, wake: Wake): () => void {
  const awake = () => element.dataset.awake !== undefined;
  const send = (form: HTMLFormElement, button: HTMLButtonElement | null) =>
    sendWhenAwake(element, wake, form, button, false);
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
    else clickWhenAwake(element, wake, target, false);
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

/**
 * Sends `form` once its island is awake: the send shows at once that it is under way, and says so when the code
 * cannot come (failure.ts), with « Réessayer », which wakes it again (`again`: retry.ts). Also what a reloaded page
 * does for a send the page before could not make (resume.ts).
 */
export function sendWhenAwake(
  element: HTMLElement,
  wake: Wake,
  form: HTMLFormElement,
  button: HTMLButtonElement | null,
  again: boolean,
): void {
  hideFailure(element);
  const idle = showSending(button ?? sendButton(form));
  const action = () => ({
    kind: 'submit' as const,
    form: positionIn(element, 'form', form) ?? 0,
    button: positionIn(element, CONTROLS, button),
  });
  void (again ? wakeAgain(element, wake, action()) : wake()).then((woken) => {
    idle();
    if (woken) form.requestSubmit();
    else showFailure(element, () => sendWhenAwake(element, wake, form, button, true));
  });
}

/** Clicks `control` once its island is awake; when the code cannot come, says so, and « Réessayer » wakes it again. */
export function clickWhenAwake(element: HTMLElement, wake: Wake, control: HTMLElement, again: boolean): void {
  hideFailure(element);
  const action = { kind: 'click' as const, control: positionIn(element, CONTROLS, control) ?? -1 };
  void (again ? wakeAgain(element, wake, action) : wake()).then((woken) => {
    if (woken) control.click();
    else showFailure(element, () => clickWhenAwake(element, wake, control, true));
  });
}
