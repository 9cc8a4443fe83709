import { linkPlatform } from '@shared/http/linkPlatform';
import type { Wake } from '../../islands/triggers/trigger';
import { preferencesPanel, startLinkCheck } from '../subscription/linkPanels';
import { SUBSCRIPTION_MIN_WAIT } from '../subscription/subscriberLink';

/**
 * What /email-preferences does at load, without React (docs/islands.md#pages-dabonnement): checks the link of its
 * address, then shows the switches as stored, the re-subscription to confirm, « Lien invalide », « déjà
 * désinscrite » or the unavailable service, not before its minimum second (docs/product.md#constantes). The island wakes at the first use of a
 * control.
 */
export default function start(element: HTMLElement, wake: Wake): Promise<void> {
  return startLinkCheck(
    element,
    wake,
    linkPlatform,
    preferencesPanel,
    SUBSCRIPTION_MIN_WAIT.preferencesLoadMs,
  );
}
