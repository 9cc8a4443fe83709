import type { TestProject } from 'vitest/node';
import { chooseSeed } from './propertySeed';

/** Says which fast-check seed this run uses, and how to replay it (once, although each project runs this setup). */
export default function printSeed(_project: TestProject) {
  if (process.env.FC_SEED_PRINTED === '1') return;
  process.env.FC_SEED_PRINTED = '1';
  const { seed, fixed } = chooseSeed();
  const origin = fixed ? 'fixé par FC_SEED' : 'tiré au hasard';
  console.log(`fast-check : graine ${seed} (${origin}) — rejouer avec FC_SEED=${seed} npm test`);
}
