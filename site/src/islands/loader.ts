/**
 * The only script of a public page: inlined in every prerendered HTML document, so a page needs no JavaScript file
 * until one of its islands wakes (docs/islands.md). This core
 * - puts the page's route into the address bar (a host's fallback page for an unknown path, `/about/`);
 * - wakes each island on its triggers (one file each in triggers/, named in its `data-when`), importing its code and
 *   the shared runtime, each step in a task of its own;
 * - runs at load, in a task of its own, the start module of an island that has one (no React: a link check);
 * - starts the link prefetch (prefetch.ts) and the cookie banner with the page view (banner.ts).
 * No import here is shared with the islands: the build bundles this file alone (pipeline/vite/sitePipeline.ts).
 */
import { startBanner } from './banner';
import { keepDrafts, showFailure } from './failure';
import type { Island, IslandProps } from './island';
import { ISLAND_MAP_ID, WAKE_EVENT, type IslandMap, type ModuleFiles } from './islandMap';
import { load } from './modules';
import { startPrefetch } from './prefetch';
import {
  countReloadsFromGesture,
  keepForNextLoad,
  pageReachable,
  reloadToRetry,
  takeKeptForReload,
  type KeptForReload,
} from './reload';
import { idle, nextTask } from './schedule';
import { READS_STORAGE, TRIGGERS, type IslandTrigger } from './triggers';
import type { Wake } from './triggers/trigger';

/**
 * How long a wake waits for its code (the runtime's and the island's files) before giving up: a visitor who sent is
 * then told, in French, that the request could not leave (failure.ts), rather than left waiting on a download that
 * may never end. A slow phone link brings it in 1 to 4 s (docs/islands.md#réveil).
 */
export const CODE_TIMEOUT_MS = 8000;

/** Settles like `work`, or fails after CODE_TIMEOUT_MS. */
const inTime = <T>(work: Promise<T>): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_, late) => setTimeout(() => late(new Error('code trop lent')), CODE_TIMEOUT_MS)),
  ]);

/** An island's start module (`<name>.start.ts`): run at load, given its island and the island's wake. */
interface StartModule {
  default(element: HTMLElement, wake: Wake): unknown;
}

/**
 * Runs a start module once its file comes; the page waits on it (the link check), so when it cannot come the
 * island's notice says so, with « Réessayer », which tries again, or reloads the page where the browser keeps the
 * failure (reload.ts). Resolves once the start has run: what a reloaded page waits for before putting fields back.
 */
function runStart(element: HTMLElement, files: ModuleFiles, wake: Wake): Promise<void> {
  return new Promise<void>((done) => {
    const run = (again: boolean) =>
      void nextTask()
        .then(() => inTime(load<StartModule>(files)))
        .then(
          (module) => Promise.resolve(module.default(element, wake)).then(() => done()),
          async () => {
            if (again && (await pageReachable()) && reloadToRetry(element, { kind: 'wake' })) return;
            showFailure(element, () => run(true));
          },
        );
    run(false);
  });
}

/**
 * What the visitor typed in an island's drafted forms, kept when the page is hidden or left (a reload, a tab closed
 * or switched): a reload at any moment gives it back (docs/product.md#brouillons). An awake island keeps its own.
 */
function keepDraftsOnLeave(elements: readonly HTMLElement[]): () => void {
  const drafted = elements.filter((element) => element.querySelector('form[data-draft]'));
  const keep = () => {
    for (const element of drafted) if (element.dataset.awake === undefined) keepDrafts(element);
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') keep();
  };
  window.addEventListener('pagehide', keep);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    window.removeEventListener('pagehide', keep);
    document.removeEventListener('visibilitychange', onHidden);
  };
}

/** resume.ts: what a page reloaded by « Réessayer » does (docs/islands.md#réessayer). */
interface ResumeModule {
  default(kept: KeptForReload, element: HTMLElement, wake: Wake, started: Promise<void>): Promise<void>;
}

/**
 * A page reloaded by « Réessayer »: the island it was for gets back its fields and the visitor's send (resume.ts,
 * imported only then). When that module cannot come either, what was kept waits for the next load, and the island's
 * notice says so; its « Réessayer » reloads the page.
 */
function resume(
  map: IslandMap,
  wakes: ReadonlyMap<HTMLElement, Wake>,
  starts: Map<HTMLElement, Promise<void>>,
) {
  const kept = takeKeptForReload();
  const found = kept && [...wakes].find(([element]) => element.dataset.island === kept.island);
  if (!kept || !found) return;
  const [element, wake] = found;
  load<ResumeModule>(map.resume).then(
    (module) => module.default(kept, element, wake, starts.get(element) ?? Promise.resolve()),
    () => {
      keepForNextLoad(kept);
      showFailure(element, () => window.location.reload());
    },
  );
}

interface Runtime {
  wakeIsland(element: HTMLElement, island: Island<IslandProps>, props: IslandProps): Promise<void>;
}

/** The wake of each island, for the page's life: started once, forgotten when its code could not come. */
function waker(map: IslandMap): (element: HTMLElement) => Wake {
  const woken = new WeakMap<HTMLElement, Promise<boolean>>();
  return (element) => {
    const files = map.islands[element.dataset.island ?? ''];
    const wake = (): Promise<boolean> => {
      let awake = woken.get(element);
      if (awake) return awake;
      if (!files) return Promise.resolve(false);
      awake = (async () => {
        const props = JSON.parse(element.dataset.props ?? '{}') as IslandProps;
        // Each step in a task of its own (docs/islands.md#tâches): asking for a module's files costs the main
        // thread about half a millisecond a file, and React DOM's evaluation alone is close to a long task on a phone.
        await nextTask();
        const runtime = load<Runtime>(map.runtime);
        runtime.catch(() => undefined); // handled below, with the island's own module
        await nextTask();
        const module = load<{ default: Island<IslandProps> }>(files);
        const [{ wakeIsland }, { default: island }] = await inTime(Promise.all([runtime, module]));
        await nextTask();
        await wakeIsland(element, island, props);
      })().then(
        () => {
          element.dataset.awake = '';
          return true;
        },
        () => {
          // Its code could not be downloaded (offline, a new deployment, too slow): the markup stays, the next use
          // tries again.
          woken.delete(element);
          return false;
        },
      );
      woken.set(element, awake);
      return awake;
    };
    return Object.assign(wake, {
      started: () => woken.has(element),
      files: files ? [...map.runtime, ...files] : [],
    });
  };
}

/**
 * Sets every trigger of the page and the cookie banner's listeners; the triggers that read the browser's storage
 * (READS_STORAGE) once the page is idle, as the banner reads the stored choice (banner.ts). Returns what removes every
 * listener it set (tests start it more than once on one document).
 */
export function start(): () => void {
  const stops: (() => void)[] = [];
  let stopped = false;
  const stop = () => {
    stopped = true;
    stops.forEach((remove) => remove());
  };
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

  const wakeOf = waker(map);
  const wakes = new Map<HTMLElement, Wake>();
  const starts = new Map<HTMLElement, Promise<void>>();
  const afterStorage: (() => () => void)[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const wake = wakeOf(element);
    wakes.set(element, wake);
    for (const name of (element.dataset.when ?? '').split(' ')) {
      if (!Object.hasOwn(TRIGGERS, name)) continue;
      const set = () => TRIGGERS[name as IslandTrigger](element, wake);
      if (READS_STORAGE.has(name as IslandTrigger)) afterStorage.push(set);
      else stops.push(set());
    }
    const start = map.starts[element.dataset.island ?? ''];
    if (start) starts.set(element, runStart(element, start, wake));
  }

  const onWakeEvent = (event: Event) => {
    const name = (event as CustomEvent<unknown>).detail;
    for (const [element, wake] of wakes) if (element.dataset.island === name) void wake();
  };
  document.addEventListener(WAKE_EVENT, onWakeEvent);
  stops.push(() => document.removeEventListener(WAKE_EVENT, onWakeEvent));
  stops.push(
    startPrefetch(),
    startBanner(map),
    keepDraftsOnLeave([...wakes.keys()]),
    countReloadsFromGesture(),
  );
  idle(() => {
    if (stopped) return;
    // Before the triggers that wake an island with a kept draft, which then waits on the same code.
    resume(map, wakes, starts);
    stops.push(...afterStorage.map((set) => set()));
    // Every trigger is in place: what the end-to-end tests wait for before their first action.
    document.documentElement.dataset.loader = 'ready';
  });
  return stop;
}
