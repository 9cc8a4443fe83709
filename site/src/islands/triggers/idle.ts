import { hint } from '../modules';
import { idle as inIdleTime } from '../schedule';
import { nothingToStop, type Trigger } from './trigger';

/** The first signs of a person on the page (a crawler or a lab measure makes none). */
const GESTURES = ['scroll', 'wheel', 'pointermove', 'pointerdown', 'touchstart', 'keydown'];

/**
 * The files waiting for idle time, of every `idle` island of the page: one queue, so a page with several of them
 * still adds as few links per idle period as one would.
 */
const queue: string[] = [];
let scheduled = false;

// Links added while the idle period lasts, the rest in the next one: each costs the main thread about half a
// millisecond (2 on a phone), and a callback that overran its deadline delayed the frame showing the tap that was
// the first gesture (docs/islands.md#premier-toucher). Without requestIdleCallback, all at once after 200 ms.
function step(deadline?: IdleDeadline): void {
  do hint(queue.splice(0, 1));
  while (queue.length > 0 && (deadline === undefined || deadline.timeRemaining() > 2));
  scheduled = queue.length > 0;
  if (scheduled) inIdleTime(step);
}

/**
 * `idle` (docs/islands.md#réveil): does not wake the island, but after the visitor's first gesture, in the browser's
 * idle time, downloads its files and the runtime's without running them, so that its first use waits for no
 * download. Nothing before a gesture, nothing with Save-Data on: a page that is only read asks for no script.
 */
export const idle: Trigger = (_element, wake) => {
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  if (saveData) return nothingToStop;
  const options = { passive: true, capture: true };
  const stop = () => GESTURES.forEach((type) => window.removeEventListener(type, onGesture, options));
  function onGesture() {
    stop();
    queue.push(...wake.files.filter((file) => !queue.includes(file)));
    if (scheduled) return;
    scheduled = true;
    inIdleTime(step);
  }
  GESTURES.forEach((type) => window.addEventListener(type, onGesture, options));
  return stop;
};
