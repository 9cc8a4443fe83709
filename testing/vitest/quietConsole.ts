import { format } from 'node:util';
import { afterEach, beforeEach, expect, vi } from 'vitest';

type Level = 'error' | 'warn';
const LEVELS: readonly Level[] = ['error', 'warn'];
const originals = { error: console.error.bind(console), warn: console.warn.bind(console) };

/**
 * Records every console.error and console.warn from now on, still printing each through `print` (to show where it
 * came from); the returned function hands over what was recorded since its last call.
 */
export function watchConsole(
  print: (level: Level, args: unknown[]) => void = (level, args) => originals[level](...args),
): () => string[] {
  const printed: string[] = [];
  for (const level of LEVELS) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      printed.push(`console.${level}: ${format(...args)}`);
      print(level, args);
    });
  }
  return () => printed.splice(0);
}

// A green run prints no error: a console.error or console.warn the test did not expect fails it, so that what the
// console shows is always news (docs/testing.md#console). A test that logs on purpose (react-admin logs each rejection
// of its data provider outside production) replaces the spy's implementation,
// `vi.spyOn(console, 'error').mockImplementation(() => {})`, and asserts what was logged. Checked after the other
// setup files' cleanup (the last registered hook runs first), so that what an unmount logs counts too.
let unexpected: () => string[] = () => [];
beforeEach(() => {
  unexpected = watchConsole();
});
afterEach(() => {
  expect(unexpected(), 'console.error ou console.warn que le test n’attendait pas').toEqual([]);
});
