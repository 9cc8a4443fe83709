/**
 * The main-thread tasks of a Lighthouse trace as Lantern (its simulated throttling) counts them for TBT
 * (docs/islands.md#ce-que-lighthouse-compte): every top-level task (`RunTask`) of the page's main thread becomes a
 * CPU node whose simulated duration is its **observed wall-clock duration** (`dur`, not the thread time `tdur`)
 * times 4, or times 2 when the task contains a `Layout` (Lantern's `layoutTaskMultiplier` of 0.5); a node of 50 ms
 * or more between FCP and TTI adds what passes 50 ms to TBT. Tasks under 10 ms observed are pruned from the graph
 * unless they hold the first parse, layout or paint.
 */

/** A Chromium trace event, with the fields read here and by e2e/mainThread.e2e.ts. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: {
    elementCount?: number;
    beginData?: { url?: string; dirtyObjects?: number };
    data?: { url?: string };
  };
}

export interface LanternTask {
  /** Milliseconds since the page's HTML started to be parsed. */
  atMs: number;
  /** Wall-clock duration, what Lantern multiplies. */
  observedMs: number;
  /** Time the thread actually ran (other processes on a busy machine barely move it). */
  threadMs: number;
  /** True when the task contains a Layout: Lantern multiplies it by 2 instead of 4. */
  layout: boolean;
  simulatedMs: number;
  /** The task's main kinds of work, longest first, in wall-clock ms (nested events of the same name once). */
  contents: { name: string; ms: number }[];
}

const TASK_NAMES = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'ThreadControllerImpl::DoWork',
  'TaskQueueManager::ProcessTaskFromWorkQueue',
]);
/** Lighthouse's 4× CPU and Lantern's 0.5 layout factor (lantern/simulation/Simulator.js). */
export const CPU_SLOWDOWN = 4;
export const LAYOUT_TASK_FACTOR = 0.5;
export const BLOCKING_MS = 50;

/** What a task is made of: the work Lighthouse's task groups name (parse, style, layout, paint, script, GC…). */
const WORK = new Set([
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compile',
  'v8.compileModule',
  'V8.CollectSourcePositions',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'RunMicrotasks',
  'MinorGC',
  'MajorGC',
  'V8.GC_SCAVENGER',
  'BlinkGC.AtomicPhase',
  'Decode Image',
  'ImageDecodeTask',
  'ResourceReceivedData',
  'HitTest',
  'ScrollLayer',
  'IntersectionObserverController::computeIntersections',
]);

/** The tasks of the main thread that parses `pageUrl`, from the parse on, with Lantern's simulated durations. */
export function lanternTasks(events: readonly TraceEvent[], pageUrl: string): LanternTask[] {
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').split('#')[0] === pageUrl.split('#')[0],
  );
  if (!parse) throw new Error(`Aucune analyse du HTML de ${pageUrl} dans la trace`);
  const main = events
    .filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X' && e.ts >= parse.ts - 50_000)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks: LanternTask[] = [];
  for (let i = 0; i < main.length; i++) {
    const task = main[i]!;
    if (!TASK_NAMES.has(task.name) || !task.dur) continue;
    const end = task.ts + task.dur;
    const children: TraceEvent[] = [];
    for (let j = i + 1; j < main.length && main[j]!.ts < end; j++) children.push(main[j]!);
    const layout = children.some((e) => e.name === 'Layout');
    const observedMs = task.dur / 1000;
    const byName = new Map<string, number>();
    const openUntil = new Map<string, number>();
    for (const e of children) {
      if (!WORK.has(e.name) || (openUntil.get(e.name) ?? -1) > e.ts) continue;
      openUntil.set(e.name, e.ts + (e.dur ?? 0));
      byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    }
    tasks.push({
      atMs: (task.ts - parse.ts) / 1000,
      observedMs,
      threadMs: (task.tdur ?? task.dur) / 1000,
      layout,
      simulatedMs: Math.round(observedMs * CPU_SLOWDOWN * (layout ? LAYOUT_TASK_FACTOR : 1)),
      contents: [...byName]
        .map(([name, ms]) => ({ name, ms }))
        .filter(({ ms }) => ms >= 0.1)
        .sort((a, b) => b.ms - a.ms),
    });
  }
  return tasks;
}

/** One line per task Lantern may count (simulated ≥ `fromMs`), for the console. */
export function describeTasks(tasks: readonly LanternTask[], fromMs = 30): string[] {
  const ms = (v: number) => v.toFixed(1).replace('.', ',');
  return tasks
    .filter((t) => t.simulatedMs >= fromMs)
    .map(
      (t) =>
        `  à ${Math.round(t.atMs)} ms : observée ${ms(t.observedMs)} ms, fil ${ms(t.threadMs)} ms → simulée ${t.simulatedMs} ms (×${t.layout ? 2 : 4})${t.simulatedMs >= BLOCKING_MS ? ' BLOQUANTE' : ''} — ${t.contents
          .slice(0, 6)
          .map((c) => `${c.name} ${ms(c.ms)}`)
          .join(', ')}`,
    );
}
