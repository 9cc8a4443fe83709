/**
 * The only script of a public page: inlined in every prerendered HTML document, so a page needs no JavaScript file
 * until one of its islands wakes (docs/islands.md). It
 * - puts the page's route into the address bar (a host's fallback page for an unknown path, `/about/`);
 * - wakes each island on its triggers (island.tsx), importing its code and the shared runtime, and replays the
 *   click or submit that woke it; downloads the code of `idle` islands once the visitor is there and the browser idle;
 * - prefetches a page's HTML when a link to it is pointed at, focused or touched;
 * - runs the cookie banner (consent/bannerScript.ts: HTML and this script, no React);
 * - records the page view of a visitor who accepted analytics.
 * No import here is shared with the islands: the build bundles this file alone (pipeline/vite/sitePipeline.ts).
 */
import { SESSION_STORAGE_KEYS } from '@shared/auth/sessionKeys';
import { startCookieBanner, type ChoiceRecorder } from '../consent/bannerScript';
import { readConsent } from '../consent/storedConsent';
import type { Island, IslandProps } from './island';
import { ISLAND_MAP_ID, WAKE_EVENT, type IslandMap, type ModuleFiles } from './islandMap';

interface Runtime {
  wakeIsland(element: HTMLElement, island: Island<IslandProps>, props: IslandProps): Promise<void>;
}

/**
 * The controls whose hover, touch or focus wakes an `interaction` island; links just navigate, unless marked
 * `data-wake` (the security seal, whose click opens a pop-up once awake).
 */
const CONTROLS = 'button, input, select, textarea, summary, [role="button"], [data-wake]';
/** A field where keys type text by themselves: its island need not run for them (see TYPING_PAUSE_MS). */
function typesText(control: Element): boolean {
  return control.matches('textarea, input:not([type=checkbox], [type=radio], [type=submit], [type=button])');
}
/**
 * How long a visitor in a text field goes without a key before its island wakes: its code, run between two keys,
 * delayed the next one (the newsletter's first key, 2 to 3 times slower: docs/islands.md#réveil).
 */
export const TYPING_PAUSE_MS = 500;
/** How far below the viewport a `visible` island starts loading. */
const VISIBLE_MARGIN = '300px 0px';

function storedItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Asks the browser to fetch files (and compile them) without running them: one `modulepreload` each, once per page. */
function hint(files: ModuleFiles): void {
  const hinted = new Set(
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    ),
  );
  for (const file of files) {
    if (hinted.has(file)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    document.head.append(link);
  }
}

/** Imports a module, hinting the browser to fetch its files together. */
function load<T>(files: ModuleFiles): Promise<T> {
  hint(files);
  return import(/* @vite-ignore */ files[0] ?? '') as Promise<T>;
}

/** The first signs of a person on the page (a crawler or a lab measure makes none). */
const GESTURES = ['scroll', 'wheel', 'pointermove', 'pointerdown', 'touchstart', 'keydown'];

/** Runs `run` in the browser's idle time (after 200 ms where it cannot tell). */
const idle = (run: (deadline?: IdleDeadline) => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);

/**
 * `idle` islands (docs/islands.md#réveil): after the visitor's first gesture, in the browser's idle time, their
 * files and the runtime's are downloaded, not run, so that their first use waits for no download (the click is
 * then replayed on code already there). Nothing before a gesture, nothing with Save-Data on: a page that is only
 * read asks for no script. Returns what removes its listeners.
 */
function prefetchWhenIdle(elements: readonly HTMLElement[], map: IslandMap): () => void {
  const files = elements.flatMap((element) => map.islands[element.dataset.island ?? ''] ?? []);
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  if (files.length === 0 || saveData) return () => undefined;
  // Links added while the idle period lasts, the rest in the next one: each costs the main thread about half a
  // millisecond (2 on a phone), and a callback that overran its deadline delayed the frame showing the tap that was
  // the first gesture (docs/islands.md#premier-toucher). Without requestIdleCallback, all at once after 200 ms.
  const queue = [...map.runtime, ...files];
  const step = (deadline?: IdleDeadline) => {
    do hint(queue.splice(0, 1));
    while (queue.length > 0 && (deadline === undefined || deadline.timeRemaining() > 2));
    if (queue.length > 0) idle(step);
  };
  const options = { passive: true, capture: true };
  const stop = () => GESTURES.forEach((type) => window.removeEventListener(type, onGesture, options));
  function onGesture() {
    stop();
    idle(step);
  }
  GESTURES.forEach((type) => window.addEventListener(type, onGesture, options));
  return stop;
}

/** Resolves in a new task of the event loop: what follows does not lengthen the task that just ran. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * The cookie banner, HTML in the page and run by this script (docs/islands.md#la-bannière-des-cookies): a choice
 * made in it is recorded by the page-view module, downloaded then.
 */
function startConsent(map: IslandMap, consent: ReturnType<typeof readConsent>): () => void {
  return startCookieBanner({
    consent,
    loadRecorder: () =>
      map.pageview.length > 0
        ? load<ChoiceRecorder>(map.pageview)
        : Promise.reject(new Error('module de la page vue absent')),
  });
}

/**
 * Sets every trigger of the page. Returns what removes the document's own listeners (tests start it more than once
 * on one document).
 */
export function start(): () => void {
  const stops: (() => void)[] = [];
  const listen = (type: string, listener: (event: Event) => void, options?: AddEventListenerOptions) => {
    document.addEventListener(type, listener, options);
    stops.push(() => document.removeEventListener(type, listener, options));
  };
  const stop = () => stops.forEach((remove) => remove());
  const root = document.getElementById('root');
  const route = root?.dataset.route;
  if (route && window.location.pathname !== route)
    window.history.replaceState(
      window.history.state,
      '',
      `${route}${window.location.search}${window.location.hash}`,
    );

  let map: IslandMap;
  try {
    map = JSON.parse(document.getElementById(ISLAND_MAP_ID)?.textContent ?? '') as IslandMap;
  } catch {
    return stop;
  }

  const woken = new WeakMap<HTMLElement, Promise<void>>();
  const wake = (element: HTMLElement): Promise<void> => {
    let awake = woken.get(element);
    if (awake) return awake;
    const files = map.islands[element.dataset.island ?? ''];
    if (!files) return Promise.resolve();
    const props = JSON.parse(element.dataset.props ?? '{}') as IslandProps;
    awake = (async () => {
      // Each step in a task of its own (docs/islands.md#tâches): asking for a module's files costs the main thread
      // about half a millisecond a file, and React DOM's evaluation alone is close to a long task on a phone.
      await nextTask();
      const runtime = load<Runtime>(map.runtime);
      runtime.catch(() => undefined); // handled below, with the island's own module
      await nextTask();
      const module = load<{ default: Island<IslandProps> }>(files);
      const [{ wakeIsland }, { default: island }] = await Promise.all([runtime, module]);
      await nextTask();
      await wakeIsland(element, island, props);
    })().then(
      () => {
        element.dataset.awake = '';
      },
      () => {
        // Its code could not be downloaded (offline, a new deployment): the markup stays, the next use tries again.
        woken.delete(element);
      },
    );
    woken.set(element, awake);
    return awake;
  };

  const admin = storedItem(SESSION_STORAGE_KEYS.token) !== null;
  const consent = readConsent();
  let observer: IntersectionObserver | undefined;

  const idleIslands: HTMLElement[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const when = new Set((element.dataset.when ?? '').split(' '));
    if (when.has('load') || (when.has('admin') && admin)) {
      void wake(element);
      continue;
    }
    if (when.has('idle')) idleIslands.push(element);
    if (when.has('visible')) {
      // The wrapper has no box of its own (display: contents): its children are what come into view.
      observer ??= new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            const island = entry.target.parentElement;
            if (!entry.isIntersecting || !island) continue;
            for (const child of island.children) observer?.unobserve(child);
            void wake(island);
          }
        },
        { rootMargin: VISIBLE_MARGIN },
      );
      for (const child of element.children) observer.observe(child);
    }
    if (when.has('overflow')) {
      const bar = element.querySelector<HTMLElement>('[data-fit]');
      if (bar) {
        const watch = new ResizeObserver(() => {
          if (bar.scrollWidth <= bar.clientWidth) return;
          watch.disconnect();
          void wake(element);
        });
        for (const box of [bar, ...bar.children]) watch.observe(box);
      }
    }
    if (when.has('open')) {
      // The popover or <details> holding it (the chat's panel) is the browser's: it shows at once, and the island's
      // code runs in a task after that frame, while the visitor reads, not when the first key is typed.
      const holder = element.closest<HTMLElement>('[popover], details');
      const onToggle = (event: Event) => {
        if ((event as ToggleEvent).newState !== 'open') return;
        holder?.removeEventListener('toggle', onToggle);
        requestAnimationFrame(() => setTimeout(() => void wake(element)));
      };
      holder?.addEventListener('toggle', onToggle);
    }
    // An island without `interaction` leaves its controls to the browser (the header's popover menu).
    if (!when.has('interaction')) continue;
    // Fields, forms and controls: their first use wakes the island, and nothing typed or clicked is lost. A text
    // field types by itself: its island wakes once the visitor pauses (no key for TYPING_PAUSE_MS), in idle time, so
    // that its code never runs between two keys; a send before that is replayed (docs/islands.md#réveil).
    let pause: ReturnType<typeof setTimeout> | undefined;
    const wakeAtPause = () => {
      clearTimeout(pause);
      pause = setTimeout(() => idle(() => void wake(element)), TYPING_PAUSE_MS);
    };
    const onUse = (event: Event) => {
      const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
      if (!control || woken.has(element)) return;
      if (typesText(control)) wakeAtPause();
      else void wake(element);
    };
    for (const type of ['pointerover', 'focusin', 'touchstart'])
      element.addEventListener(type, onUse, { passive: true });
    const replay = (event: Event) => {
      if (element.dataset.awake !== undefined || !(event.target instanceof Element)) return;
      const target = event.type === 'submit' ? event.target : event.target.closest(CONTROLS);
      if (
        !(target instanceof HTMLElement) ||
        target instanceof HTMLInputElement ||
        target instanceof HTMLTextAreaElement
      )
        return;
      event.preventDefault();
      event.stopPropagation();
      void wake(element).then(() => {
        if (element.dataset.awake === undefined) return; // not woken (no code): nothing to replay it on
        if (target instanceof HTMLFormElement) target.requestSubmit();
        else target.click();
      });
    };
    element.addEventListener('click', replay, true);
    element.addEventListener('submit', replay, true);
    // Keys: each one in a text field postpones the wake (above). Enter in a field whose island sends with it
    // (`data-enter-sends`: the chat's message), before the code runs, would only start a new line: it is kept and
    // replayed as the form's send once the island is awake.
    element.addEventListener(
      'keydown',
      (event) => {
        if (element.dataset.awake !== undefined) return;
        const { key, shiftKey, isComposing, target } = event as KeyboardEvent;
        const sends = key === 'Enter' && !shiftKey && !isComposing && target instanceof Element;
        const form = sends ? target.closest('[data-enter-sends]')?.closest('form') : null;
        if (form) {
          event.preventDefault();
          void wake(element).then(() => element.dataset.awake !== undefined && form.requestSubmit());
        } else if (pause !== undefined && !woken.has(element)) wakeAtPause();
      },
      true,
    );
  }

  stops.push(prefetchWhenIdle(idleIslands, map));

  listen(WAKE_EVENT, (event) => {
    const name = (event as CustomEvent<unknown>).detail;
    for (const element of document.querySelectorAll<HTMLElement>('[data-island]'))
      if (element.dataset.island === name) void wake(element);
  });

  // The next page's HTML, fetched while the pointer is on its link: the navigation then starts from the cache.
  const prefetched = new Set([window.location.pathname]);
  const prefetch = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const url = new URL(link.href, window.location.href);
    const path = url.pathname;
    if (
      url.origin !== window.location.origin ||
      prefetched.has(path) ||
      /^\/admin(\/|$)|\.[a-z0-9]+$/i.test(path)
    )
      return;
    prefetched.add(path);
    const hint = document.createElement('link');
    hint.rel = 'prefetch';
    hint.href = path;
    document.head.append(hint);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart'])
    listen(type, prefetch, { passive: true, capture: true });

  stops.push(startConsent(map, consent));
  if (consent?.analytics && map.pageview.length > 0)
    nextTask()
      .then(() => load<{ default: (stored: typeof consent) => void }>(map.pageview))
      .then(
        (module) => module.default(consent),
        () => {
          // A lost page view is not worth bothering the visitor.
        },
      );
  // Every trigger is in place: what the end-to-end tests wait for before their first action.
  document.documentElement.dataset.loader = 'ready';
  return stop;
}
