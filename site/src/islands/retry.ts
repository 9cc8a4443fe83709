import { pageReachable, reloadToRetry, type PendingAction } from './reload';
import type { Wake } from './triggers/trigger';

/** Never settles: the page is being reloaded, the button stays as sending until the new page comes. */
const reloading = new Promise<boolean>(() => undefined);

/**
 * « Réessayer » of an island whose code could not come (docs/islands.md#réessayer): wakes it again, which is enough
 * in a browser that asks the network again; where it still fails but the page answers, the browser kept the failure:
 * the page reloads with what was typed and `action`, done on the new page (reload.ts). Resolves true when the island
 * is awake here, false when the network is still away (the notice is shown again).
 */
export async function wakeAgain(element: HTMLElement, wake: Wake, action: PendingAction): Promise<boolean> {
  if (await wake()) return true;
  if ((await pageReachable()) && reloadToRetry(element, action)) return reloading;
  return false;
}

/** The position of `item` among the island's elements matching `selector`, found again the same way after a reload. */
export function positionIn(element: HTMLElement, selector: string, item: Element | null): number | null {
  if (!item) return null;
  const index = [...element.querySelectorAll(selector)].indexOf(item);
  return index < 0 ? null : index;
}
