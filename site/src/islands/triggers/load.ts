import { showFailure } from '../failure';
import { nothingToStop, type Trigger } from './trigger';

/**
 * `load`: as soon as the page has painted (the loader runs after the document is parsed). The page waits on it: when
 * its code cannot come, its notice says so, with « Réessayer ». (The subscription pages check their link without
 * React, in a start module: docs/islands.md#pages-dabonnement.)
 */
export const load: Trigger = (element, wake) => {
  const run = () => void wake().then((woken) => woken || showFailure(element, run));
  run();
  return nothingToStop;
};
