import { configure, getConfig } from '@testing-library/react';
import { afterAll, beforeAll, vi } from 'vitest';

/** What a test of a whole back-office screen may take, and one wait in it (docs/testing.md#attentes). */
const WHOLE_SCREEN_CEILINGS = { test: 60_000, wait: 20_000 } as const;

/**
 * Raises the ceilings for this file only: its tests open whole back-office screens (the app bar, the content editor,
 * the inbox, the media library), whose first render imports their lazy parts. On the busiest machine measured
 * (cpuref 10.9 s instead of 1.7 s) they took up to 31 s per test and 15 s per wait, beyond the suite's 30 s and
 * 10 s. Call it at the top of the file, before its tests are declared (their ceiling is read then).
 */
export function wholeScreenCeilings(): void {
  vi.setConfig({ testTimeout: WHOLE_SCREEN_CEILINGS.test });
  let suiteWait = 0;
  beforeAll(() => {
    suiteWait = getConfig().asyncUtilTimeout;
    configure({ asyncUtilTimeout: WHOLE_SCREEN_CEILINGS.wait });
  });
  afterAll(() => {
    configure({ asyncUtilTimeout: suiteWait });
    vi.resetConfig();
  });
}
