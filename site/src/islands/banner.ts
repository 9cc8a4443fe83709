import { startCookieBanner, type ChoiceRecorder } from '../consent/bannerScript';
import { readConsent } from '../consent/storedConsent';
import type { IslandMap } from './islandMap';
import { load } from './modules';
import { nextTask } from './schedule';

/**
 * The cookie banner, HTML in the page and run by the loader (docs/islands.md#la-bannière-des-cookies): a choice made
 * in it is recorded by the choice's module, downloaded then. A visitor whose stored choice accepts analytics has
 * the page view recorded by the page-view module, in a task after the loader's. Returns what removes the banner's listeners.
 */
export function startBanner(map: IslandMap): () => void {
  const consent = readConsent();
  const stop = startCookieBanner({
    consent,
    loadRecorder: () =>
      map.choice.length > 0
        ? load<ChoiceRecorder>(map.choice)
        : Promise.reject(new Error('module du choix absent')),
  });
  if (consent?.analytics && map.pageview.length > 0)
    nextTask()
      .then(() => load<{ default: (stored: typeof consent) => void }>(map.pageview))
      .then(
        (module) => module.default(consent),
        () => {
          // A lost page view is not worth bothering the visitor.
        },
      );
  return stop;
}
