import { DRAFT_STORAGE_PREFIX } from '../forms/draftKey';

/** The notice of an island whose code could not come (site/src/forms/FormFallback.tsx, `data-failure-of`). */
const notice = (element: HTMLElement) =>
  document.querySelector<HTMLElement>(`[data-failure-of="${element.dataset.island ?? ''}"]`);

/**
 * Keeps in the tab's draft (docs/product.md#brouillons) what was typed in the island's forms that name one
 * (`data-draft`), in the form's own format: a reload, or the island once its code comes, gives it back.
 */
export function keepDrafts(element: HTMLElement): void {
  for (const form of element.querySelectorAll<HTMLFormElement>('form[data-draft]')) {
    const key = `${DRAFT_STORAGE_PREFIX}${form.dataset.draft}`;
    try {
      const kept = JSON.parse(window.sessionStorage.getItem(key) ?? '{}') as { shownAt?: unknown };
      const values = Object.fromEntries(
        [...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
      // When the form was first shown, for the robot check of a send made on a later page (formDraft.ts).
      const shownAt = typeof kept.shownAt === 'number' ? kept.shownAt : Math.round(performance.timeOrigin);
      window.sessionStorage.setItem(key, JSON.stringify({ ...kept, values, shownAt }));
    } catch {
      // Storage off or full: the fields still hold the text.
    }
  }
}

/**
 * The island's code could not come while the visitor was waiting on it (a send, a page that checks its link): its
 * notice says so in French, with « Réessayer », the telephone and the e-mail (no visitor is answered by silence).
 * The fields keep what was typed, and the draft too. « Réessayer » hides the notice and runs `retry`.
 */
export function showFailure(element: HTMLElement, retry: () => void): void {
  keepDrafts(element);
  const shown = notice(element);
  if (!shown) return;
  shown.hidden = false;
  const button = shown.querySelector<HTMLButtonElement>('[data-retry]');
  if (button)
    button.onclick = () => {
      shown.hidden = true;
      retry();
    };
}

/** Hides the island's notice (a send tried again). */
export function hideFailure(element: HTMLElement): void {
  const shown = notice(element);
  if (shown) shown.hidden = true;
}
