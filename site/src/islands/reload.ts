import { PRODUCT_PREFIX } from '@shared/storagePrefix';
import { giveValue } from './giveValue';

/**
 * « Réessayer » in a browser that keeps a failed module failed (docs/islands.md#réessayer): Chromium up to 150 and
 * Firefox ESR 140 answer a second `import()` of a URL whose first fetch failed with the same failure, for the page's
 * whole life, without asking the network again. Only a new page asks again. So when a retried wake still fails and
 * the page can be reached, the loader keeps what the visitor typed and what they asked for in the tab's storage,
 * reloads, and the new page puts the fields back and does it (resume.ts): exactly once, since the storage entry is
 * read once and removed.
 */
const RELOAD_STORAGE_KEY = `${PRODUCT_PREFIX}:retry`;

/**
 * What the visitor asked for: a form sent (by its button), a control clicked, or only the island's code (a field used,
 * the page's own start: the new page runs its start at load anyway).
 */
export type PendingAction =
  | { kind: 'submit'; form: number; button: number | null }
  | { kind: 'click'; control: number }
  | { kind: 'wake' };

/** A field of the island as the visitor left it, by its position among the island's fields. */
export interface KeptField {
  index: number;
  value: string;
  checked: boolean;
}

export interface KeptForReload {
  /** The page it belongs to: another page (a link followed meanwhile) leaves it alone. */
  path: string;
  /** How many such reloads in a row led here: a file missing for good never reloads the page in a loop. */
  reloads: number;
  island: string;
  fields: KeptField[];
  action: PendingAction;
}

const FIELDS = 'input, textarea, select';

/** The island's fields, in document order: the same positions on the reloaded page, once its start has run. */
const fieldsOf = (element: HTMLElement) => [
  ...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(FIELDS),
];

/** Every field's value and state: the page after the reload starts from its prerendered HTML. */
function keptFields(element: HTMLElement): KeptField[] {
  return fieldsOf(element).map((field, index) => ({
    index,
    value: field.value,
    checked: field instanceof HTMLInputElement && field.checked,
  }));
}

/** Whether the page itself answers now (the network back): a reload would then show it, not the browser's error. */
export async function pageReachable(): Promise<boolean> {
  try {
    const answer = await fetch(window.location.pathname, { method: 'HEAD', cache: 'no-store' });
    return answer.ok;
  } catch {
    return false;
  }
}

/** At most this many reloads in a row for one action; past them, the island's notice stays (telephone, e-mail). */
const MAX_RELOADS = 3;

/** The reloads in a row that led to this page (`takeKeptForReload`), in the DOM: every bundle of the page reads it. */
const reloadsSoFar = () => Number(document.documentElement.dataset.reloads ?? 0) || 0;

/**
 * A gesture of the visitor's own (a tap, a key) starts the count again: only reloads that follow each other without
 * one are bounded. A send made again by a reloaded page is not a gesture. Returns what removes the listeners.
 */
export function countReloadsFromGesture(): () => void {
  const forget = (event: Event) => {
    if (event.isTrusted) delete document.documentElement.dataset.reloads;
  };
  const options = { capture: true, passive: true };
  for (const type of ['pointerdown', 'keydown']) document.addEventListener(type, forget, options);
  return () =>
    ['pointerdown', 'keydown'].forEach((type) => document.removeEventListener(type, forget, options));
}

/**
 * Keeps the island's fields and the visitor's action for the next page, then reloads. False if it cannot keep them
 * or if this page already came from MAX_RELOADS such reloads. An island that keeps its own state in the tab (the
 * chat's conversation) passes no `fields`: its fields change with its steps, and the prerendered ones are not them.
 */
export function reloadToRetry(
  element: HTMLElement,
  action: PendingAction,
  fields: KeptField[] = keptFields(element),
): boolean {
  if (reloadsSoFar() >= MAX_RELOADS) return false;
  const kept: KeptForReload = {
    path: window.location.pathname,
    reloads: reloadsSoFar() + 1,
    island: element.dataset.island ?? '',
    fields,
    action,
  };
  try {
    window.sessionStorage.setItem(RELOAD_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage off or full: a reload would lose what was typed; the notice stays, with the telephone and the e-mail.
    return false;
  }
  // The reloaded page asks for its files under a fresh address (modules.ts): kept in the history entry, which the
  // reload keeps and the loader reads at once, without waiting on the storage.
  const mark = Math.random().toString(36).slice(2, 10);
  window.history.replaceState({ ...(window.history.state as object | null), [FRESH_MARK]: mark }, '');
  window.location.reload();
  return true;
}

/** The history entry's field holding the fresh address's mark of a page reloaded by « Réessayer ». */
const FRESH_MARK = 'lhRenovFreshFiles';

/** The mark this page was reloaded with, if any. */
export function freshMark(): string | null {
  const state = window.history.state as Record<string, unknown> | null;
  const mark = state?.[FRESH_MARK];
  return typeof mark === 'string' ? mark : null;
}

/** Puts back what a page kept for its reload, for the next load (its resume could not run on this one). */
export function keepForNextLoad(kept: KeptForReload): void {
  try {
    window.sessionStorage.setItem(RELOAD_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage off: the fields are lost with the reload, as any page's.
  }
}

/** What the page before the reload kept for this page, read once: removed as it is read. */
export function takeKeptForReload(): KeptForReload | null {
  try {
    const raw = window.sessionStorage.getItem(RELOAD_STORAGE_KEY);
    if (raw === null) return null;
    window.sessionStorage.removeItem(RELOAD_STORAGE_KEY);
    const kept = JSON.parse(raw) as KeptForReload;
    if (kept.path !== window.location.pathname || !Array.isArray(kept.fields)) return null;
    document.documentElement.dataset.reloads = String(Number(kept.reloads) || 1);
    return kept;
  } catch {
    return null;
  }
}

/**
 * Puts the kept values back into the island's fields: into the prerendered HTML, which the island is given once
 * awake (hydrate.tsx), or as input events to an island already awake (a kept draft woke it: giveValue.ts).
 */
export function putFieldsBack(element: HTMLElement, fields: readonly KeptField[]): void {
  const all = fieldsOf(element);
  const awake = element.dataset.awake !== undefined;
  for (const { index, value, checked } of fields) {
    const field = all[index];
    if (!field || typeof value !== 'string' || (field instanceof HTMLInputElement && field.type === 'hidden'))
      continue;
    const box = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
    if (awake) giveValue(field, value, checked === true);
    else if (box) field.checked = checked === true;
    else field.value = value;
  }
}
