import { pageReachable, reloadToRetry } from './reload';
import { positionIn } from './retry';

/** The code a send needed could not be imported (offline, a new deployment, a browser that keeps the failure). */
export class CodeMissing extends Error {
  constructor(cause: unknown) {
    super('code du formulaire indisponible', { cause });
  }
}

/** Imports code an awake island needs for a send (checks, platform client); a failure is a `CodeMissing`. */
export const importCode = <T>(load: () => Promise<T>): Promise<T> =>
  load().catch((error: unknown) => {
    throw new CodeMissing(error);
  });

/**
 * An awake island's send whose code could not come: where the browser keeps a failed import failed
 * (docs/islands.md#réessayer), trying again in this page can only fail. When the page answers, it reloads keeping the
 * island's fields and this send of `form` (reload.ts), made once on the new page, which imports its code afresh;
 * the returned promise then never settles (the form stays as sending). Resolves false while the network is away, or
 * after a few such reloads in a row: the island then says so, with its « Réessayer ».
 */
export async function reloadForCode(form: HTMLFormElement | null): Promise<boolean> {
  const element = form?.closest<HTMLElement>('[data-island]');
  if (!form || !element || !(await pageReachable())) return false;
  const action = { kind: 'submit' as const, form: positionIn(element, 'form', form) ?? 0, button: null };
  if (!reloadToRetry(element, action)) return false;
  return reloading();
}

/** What a send that reloads the page returns: it never settles, and the island stays as sending until the reload. */
const reloading = () => new Promise<boolean>(() => undefined);

/**
 * The same for an island that keeps its own state in the tab's storage (the chat's conversation, chatSession.ts):
 * no field is kept and the new page only wakes it; `markDue` records in that state that the send is due, so the
 * island makes it once awake, and `unmark` takes that back when the page does not reload.
 */
export async function reloadToSendFromState(
  element: HTMLElement | null,
  markDue: () => void,
  unmark: () => void,
): Promise<boolean> {
  if (!element || !(await pageReachable())) return false;
  markDue();
  if (reloadToRetry(element, { kind: 'wake' }, [])) return reloading();
  unmark();
  return false;
}
