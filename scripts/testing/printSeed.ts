import type { TestProject } from 'vitest/node';
import { SEED_VARIABLE } from './propertySeed';

let printed = false;

/** Says which fast-check seed this run uses, and how to replay it (once, although each project runs this setup). */
export default function printSeed(project: TestProject) {
  if (printed) return;
  printed = true;
  const seed = project.config.env[SEED_VARIABLE];
  const origin = process.env[SEED_VARIABLE] ? 'fixé par FC_SEED' : 'tiré au hasard';
  console.log(`fast-check : graine ${seed} (${origin}) — rejouer avec FC_SEED=${seed} npm test`);
}
