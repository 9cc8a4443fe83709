import { linkPlatform } from '@shared/http/linkPlatform';
import type { Wake } from '../../islands/triggers/trigger';
import { startLinkCheck, unsubscribePanel } from '../subscription/linkPanels';

/**
 * What /unsubscribe does at load, without React (docs/islands.md#pages-dabonnement): checks the link of its address
 * and shows the confirmation, « Lien invalide », « déjà désinscrite » or the unavailable service. The island wakes
 * at the first use of a control.
 */
export default function start(element: HTMLElement, wake: Wake): Promise<void> {
  return startLinkCheck(element, wake, linkPlatform, unsubscribePanel);
}
