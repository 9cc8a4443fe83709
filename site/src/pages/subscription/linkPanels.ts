import type { PreferenceKey } from '@shared/domain/preferences';
import type { PlatformClient } from '@shared/http/types';
import type { Wake } from '../../islands/triggers/trigger';
import { preferencesOf } from './preferenceOptions';
import { checkLink, subscriptionHref, type CheckedLink, type SubscriptionPath } from './subscriberLink';

/*
 * The subscription pages at load, without React (docs/islands.md#pages-dabonnement): every panel the link check may
 * choose is prerendered, hidden (`data-panel`); the page's start module checks the link, keeps the chosen panel,
 * fills it, removes the others, and hands its answer to the island as props. The island, woken by the first use of
 * a control, then renders exactly that DOM.
 */

/** The panels of the two pages, by their `data-panel` name. */
export type LinkPanel =
  'loading' | 'invalid' | 'unavailable' | 'confirm' | 'already' | 'resubscribe' | 'form';

/** /unsubscribe: the confirmation, or « déjà désinscrite » for an address that receives nothing. */
export function unsubscribePanel(checked: CheckedLink): LinkPanel {
  if (checked.status !== 'valid') return checked.status;
  return checked.subscriber.status === 'active' ? 'confirm' : 'already';
}

/** /email-preferences: the switches, the re-subscription waiting for this link, or « déjà désinscrite ». */
export function preferencesPanel(checked: CheckedLink): LinkPanel {
  if (checked.status !== 'valid') return checked.status;
  const { status } = checked.subscriber;
  return status === 'unsubscribed' ? 'already' : status === 'pending' ? 'resubscribe' : 'form';
}

/**
 * Shows `panel` as the island renders it for `checked`: the other panels go, the address, the links to the other
 * page, the pending note, the switches and « Réessayer » are filled; `checked` becomes the island's props.
 */
export function showCheckedPanel(element: HTMLElement, checked: CheckedLink, panel: LinkPanel): void {
  element.dataset.props = JSON.stringify({ checked });
  for (const each of element.querySelectorAll<HTMLElement>('[data-panel]')) {
    if (each.dataset.panel === panel) each.hidden = false;
    else each.remove();
  }
  const all = <E extends Element>(selector: string) => element.querySelectorAll<E>(selector);
  for (const retry of all('a[data-slot="retry"]')) retry.setAttribute('href', window.location.href);
  if (checked.status !== 'valid') return;
  actionNotice(element);
  const { link, subscriber } = checked;
  for (const slot of all('[data-slot="email"]')) slot.textContent = link.email;
  for (const anchor of all<HTMLElement>('a[data-link-to]'))
    anchor.setAttribute('href', subscriptionHref(anchor.dataset.linkTo as SubscriptionPath, link));
  for (const note of all<HTMLElement>('[data-slot="pending"]')) {
    if (subscriber.status === 'pending') note.hidden = false;
    else note.remove();
  }
  const preferences = preferencesOf(subscriber.preferences);
  // The attribute too: what the visitor changes before the island wakes is told from it (islands/hydrate.tsx).
  for (const box of all<HTMLInputElement>('input[data-preference]'))
    box.defaultChecked = box.checked = preferences[box.dataset.preference as PreferenceKey];
}

/**
 * The page now shows a form: its notice (forms/FormFallback.tsx, outside the island) will tell of a request that could
 * not leave, no longer of a link that could not be checked.
 */
function actionNotice(element: HTMLElement): void {
  const notice = document.querySelector<HTMLElement>(
    `[data-failure-of="${element.dataset.island ?? ''}"][data-failed-after]`,
  );
  const failed = notice?.querySelector('[data-failed]');
  if (!notice || !failed) return;
  failed.textContent = notice.dataset.failedAfter ?? '';
  // « Vos choix sont conservés » where there are choices: the switches.
  const choices = element.querySelector('input') !== null;
  for (const kept of notice.querySelectorAll<HTMLElement>('[data-kept-after]')) kept.hidden = !choices;
}

/**
 * A start module's work: checks the link of the address (not before `minMs`, docs/product.md#constantes) and shows its panel.
 * An island a script woke first checks the link itself, and its DOM is React's: then nothing is touched.
 */
export async function startLinkCheck(
  element: HTMLElement,
  wake: Pick<Wake, 'started'>,
  client: PlatformClient,
  panelOf: (checked: CheckedLink) => LinkPanel,
  minMs = 0,
): Promise<void> {
  const checked = await checkLink(client, window.location.search, minMs);
  if (!wake.started()) showCheckedPanel(element, checked, panelOf(checked));
}
