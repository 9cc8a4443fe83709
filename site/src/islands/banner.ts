import { startCookieBanner, type ChoiceRecorder } from '../consent/bannerScript';
import { readConsent } from '../consent/storedConsent';
import type { IslandMap } from './islandMap';
import { load } from './modules';
import { idle } from './schedule';

/**
 * The cookie banner, HTML in the page and run by the loader (docs/islands.md#la-bannière-des-cookies): a choice made
 * in it is recorded by the choice's module, downloaded then. Its listeners are set at once; the stored choice is read
 * only when the page is idle (a page's first read of its storage waits on the browser, docs/islands.md#tâches): by
 * the banner when its delay is over, and here for the page view, recorded by the page-view module when the choice
 * accepts analytics. Returns what removes the banner's listeners.
 */
export function startBanner(map: IslandMap): () => void {
  let stopped = false;
  const stop = startCookieBanner({
    loadRecorder: () =>
      map.choice.length > 0
        ? load<ChoiceRecorder>(map.choice)
        : Promise.reject(new Error('module du choix absent')),
  });
  idle(() => {
    if (stopped) return;
    const consent = readConsent();
    if (!consent?.analytics || map.pageview.length === 0) return;
    load<{ default: (stored: typeof consent) => void }>(map.pageview).then(
      (module) => module.default(consent),
      () => {
        // A lost page view is not worth bothering the visitor.
      },
    );
  });
  return () => {
    stopped = true;
    stop();
  };
}
