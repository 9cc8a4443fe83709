import fc from 'fast-check';

// Every property test of the run draws from the seed the config chose and printed (testing/vitest/propertySeed.ts).
fc.configureGlobal({ seed: Number(process.env.FC_SEED) });
