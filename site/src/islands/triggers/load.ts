import { showFailure } from '../failure';
import { nothingToStop, type Trigger } from './trigger';

/**
 * `load`: as soon as the page has painted (the loader runs after the document is parsed). The page waits on it (the
 * subscription pages check their link): when its code cannot come, its notice says so, with « Réessayer ».
 */
export const load: Trigger = (element, wake) => {
  const run = () => void wake().then((woken) => woken || showFailure(element, run));
  run();
  return nothingToStop;
};
