import { describe, expect, it } from 'vitest';
import { describeTasks, lanternTasks, type TraceEvent } from './lighthouseTasks';

const URL = 'http://127.0.0.1:4000/about';
const on = (name: string, ts: number, dur: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({
  name,
  ph: 'X',
  pid: 1,
  tid: 7,
  ts,
  dur,
  ...extra,
});

describe('lanternTasks', () => {
  const events: TraceEvent[] = [
    // Another thread's work is not the page's.
    on('RunTask', 900, 90_000, { tid: 8 }),
    // The navigation's commit, just before the parse: counted, as Lantern does.
    on('RunTask', 1_000, 20_000, { tdur: 9_000 }),
    on('RunTask', 30_000, 10_000, { tdur: 4_000 }),
    on('ParseHTML', 30_100, 9_000, { args: { beginData: { url: URL } } }),
    // The first style and layout: a Layout in the task, so ×2 and not ×4.
    on('RunTask', 50_000, 30_000, { tdur: 14_000 }),
    on('UpdateLayoutTree', 50_100, 5_000),
    on('Layout', 56_000, 20_000),
    on('Layout', 57_000, 1_000),
    on('RunTask', 90_000, 3_000, { tdur: 3_000 }),
    on('v8.evaluateModule', 90_100, 2_800),
  ];

  it('multiplies the observed duration by 4, or 2 with a layout, and says what the task did', () => {
    const tasks = lanternTasks(events, `${URL}#top`);
    expect(tasks.map((t) => [t.atMs, t.observedMs, t.threadMs, t.simulatedMs])).toEqual([
      [-29.1, 20, 9, 80],
      [-0.1, 10, 4, 40],
      [19.9, 30, 14, 60],
      [59.9, 3, 3, 12],
    ]);
    // Nested events of one name count once.
    expect(tasks[2]!.contents).toEqual([
      { name: 'Layout', ms: 20 },
      { name: 'UpdateLayoutTree', ms: 5 },
    ]);
  });

  it('prints the tasks Lantern may count, the blocking ones marked', () => {
    const lines = describeTasks(lanternTasks(events, URL));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('observée 20,0 ms, fil 9,0 ms → simulée 80 ms (×4) BLOQUANTE');
    expect(lines[1]).not.toContain('BLOQUANTE');
    expect(lines[2]).toContain('simulée 60 ms (×2) BLOQUANTE — Layout 20,0, UpdateLayoutTree 5,0');
  });

  it('fails in French when the page was not parsed in the trace', () => {
    expect(() => lanternTasks(events, 'http://127.0.0.1:4000/contact')).toThrow(
      'Aucune analyse du HTML de http://127.0.0.1:4000/contact',
    );
  });
});
