/**
 * One seed for every property-based test of a run (fast-check). Chosen once in the main Vitest process, printed so
 * a failure can be replayed (`FC_SEED=<seed> npm test`), and passed to the workers through the environment. CI
 * fixes it (`.ci/run`), so its outcome never depends on the day; a seed that once found a defect becomes a
 * regular test case beside the property.
 */
export const SEED_VARIABLE = 'FC_SEED';
/** Set when this run drew its seed itself (the config is evaluated once per test project: all keep the first draw). */
const DRAWN_VARIABLE = 'FC_SEED_DRAWN';

export function chooseSeed(env: NodeJS.ProcessEnv = process.env): { seed: number; fixed: boolean } {
  const given = env[SEED_VARIABLE];
  if (given !== undefined && given !== '') {
    const seed = Number(given);
    if (!Number.isSafeInteger(seed)) throw new Error(`${SEED_VARIABLE} doit être un entier : « ${given} ».`);
    return { seed, fixed: env[DRAWN_VARIABLE] !== '1' };
  }
  // fast-check seeds are 32-bit integers.
  const seed = Math.floor(Math.random() * 0x7fffffff);
  env[SEED_VARIABLE] = String(seed);
  env[DRAWN_VARIABLE] = '1';
  return { seed, fixed: false };
}
