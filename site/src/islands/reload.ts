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
export const RELOAD_STORAGE_KEY = `${PRODUCT_PREFIX}:retry`;

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
  island: string;
  fields: KeptField[];
  action: PendingAction;
}

const FIELDS = 'input, textarea, select';

/** The island's fields, in document order: the same positions on the reloaded page, once its start has run. */
export const fieldsOf = (element: HTMLElement) => [
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

/** Keeps the island's fields and the visitor's action for the next page, then reloads. False if it cannot keep them. */
export function reloadToRetry(element: HTMLElement, action: PendingAction): boolean {
  const kept: KeptForReload = {
    path: window.location.pathname,
    island: element.dataset.island ?? '',
    fields: keptFields(element),
    action,
  };
  try {
    window.sessionStorage.setItem(RELOAD_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage off or full: a reload would lose what was typed; the notice stays, with the telephone and the e-mail.
    return false;
  }
  window.location.reload();
  return true;
}

/** What the page before the reload kept for this page, read once: removed as it is read. */
export function takeKeptForReload(): KeptForReload | null {
  try {
    const raw = window.sessionStorage.getItem(RELOAD_STORAGE_KEY);
    if (raw === null) return null;
    window.sessionStorage.removeItem(RELOAD_STORAGE_KEY);
    const kept = JSON.parse(raw) as KeptForReload;
    return kept.path === window.location.pathname && Array.isArray(kept.fields) ? kept : null;
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
