import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ISOLATED_TEST_FILES, NEEDS_ISOLATION } from './isolatedTests';

const testFiles = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '*.test.ts', '*.test.tsx'],
  {
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((file) => file && !file.startsWith('e2e/'));

describe('test isolation', () => {
  it('runs every file that replaces modules or globals in its own module graph', () => {
    const needing = testFiles.filter((file) => NEEDS_ISOLATION.test(readFileSync(file, 'utf8')));
    expect(needing.filter((file) => !ISOLATED_TEST_FILES.includes(file))).toEqual([]);
  });

  it('lists only files that exist', () => {
    expect(ISOLATED_TEST_FILES.filter((file) => !testFiles.includes(file))).toEqual([]);
  });
});
