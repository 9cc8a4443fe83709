import { DRAFT_STORAGE_PREFIX } from '../../forms/draftKey';
import { nothingToStop, type Trigger } from './trigger';

function kept(name: string | undefined): boolean {
  try {
    return name !== undefined && window.sessionStorage.getItem(`${DRAFT_STORAGE_PREFIX}${name}`) !== null;
  } catch {
    return false;
  }
}

/**
 * `draft`: at once when one of the island's forms (`data-draft`) has a draft kept in this tab, after a reload or a
 * new visit of the page (docs/product.md#brouillons): the island gives it back. Nothing for a first visit.
 */
export const draft: Trigger = (element, wake) => {
  if ([...element.querySelectorAll<HTMLElement>('form[data-draft]')].some((form) => kept(form.dataset.draft)))
    void wake();
  return nothingToStop;
};
