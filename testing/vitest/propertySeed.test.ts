import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseSeed } from './propertySeed';

describe('property-test seed', () => {
  it('takes FC_SEED when given, and refuses one that is not an integer', () => {
    expect(chooseSeed({ FC_SEED: '42' })).toEqual({ seed: 42, fixed: true });
    expect(() => chooseSeed({ FC_SEED: 'abc' })).toThrow('FC_SEED doit être un entier');
  });

  it('draws a 32-bit seed otherwise, and every later choice of the run keeps it', () => {
    const env: NodeJS.ProcessEnv = {};
    const { seed, fixed } = chooseSeed(env);
    expect(fixed).toBe(false);
    expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 31).toBe(true);
    expect(chooseSeed(env)).toEqual({ seed, fixed: false });
  });

  it('is the seed every fast-check property of this worker runs with', () => {
    expect(fc.readConfigureGlobal().seed).toBe(Number(process.env.FC_SEED));
    expect(Number.isInteger(fc.readConfigureGlobal().seed)).toBe(true);
  });
});
