import { readFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';
import { ISOLATED_TEST_FILES } from './isolatedTests.ts';

/** What a file says on its first lines to run in a browser-like document instead of plain Node. */
export const JSDOM_DOCBLOCK = /^\s*\/\/ @vitest-environment jsdom\b/m;

/**
 * The unit-test files, split by the environment they run in, not by folder: a Vitest worker is only reused by the
 * next file when both have the same project and environment. With screens (jsdom) and Node files mixed in one
 * project, every switch threw the worker away and the next file imported React, MUI and react-admin again
 * (docs/testing.md#projets).
 */
export function testProjects(root: string): { node: string[]; dom: string[]; isolated: string[] } {
  const files = globSync(
    ['{mocks,pipeline,hosting,testing,tools,shared,site,backoffice,bench,contract}/**/*.test.{ts,tsx}'],
    {
      cwd: root,
      ignore: ['**/node_modules/**'],
    },
  ).sort();
  const isolated = new Set(ISOLATED_TEST_FILES);
  const node: string[] = [];
  const dom: string[] = [];
  for (const file of files) {
    if (isolated.has(file)) continue;
    const head = readFileSync(`${root}/${file}`, 'utf8').slice(0, 400);
    (JSDOM_DOCBLOCK.test(head) ? dom : node).push(file);
  }
  return { node, dom, isolated: [...isolated] };
}
