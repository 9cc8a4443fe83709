import { readFileSync } from 'node:fs';
import { resolveConfig } from 'vitest/node';
import { describe, expect, it } from 'vitest';
import { ISOLATED_TEST_FILES } from './isolatedTests.ts';
import { JSDOM_DOCBLOCK, testProjects } from './testProjects.ts';

// The projects as `npm test` resolves them from vite.config.ts (docs/testing.md#projets).
const root = process.cwd();
const { vitestConfig } = await resolveConfig({ config: 'vite.config.ts' });
const projects = new Map(
  (vitestConfig.projects ?? []).flatMap((project) =>
    typeof project === 'object' && 'test' in project && project.test?.name
      ? [[String(project.test.name), project.test]]
      : [],
  ),
);
const environmentOf = (file: string, fallback: string) =>
  JSDOM_DOCBLOCK.test(readFileSync(`${root}/${file}`, 'utf8').slice(0, 400)) ? 'jsdom' : fallback;

describe('unit-test projects', () => {
  it('puts every test file in exactly one project', () => {
    const { node, dom, isolated } = testProjects(root);
    const all = [...node, ...dom, ...isolated];
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain('mocks/db/crash.test.ts');
    expect(all).toContain('backoffice/src/media/MediaList.test.tsx');
    expect(all).toContain('testing/vitest/testProjects.test.ts');
  });

  it('never mixes environments in a shared-worker project: a switch would start a fresh worker', () => {
    for (const [name, environment] of [
      ['logique', 'node'],
      ['écrans', 'jsdom'],
    ] as const) {
      const project = projects.get(name)!;
      expect(project.isolate).toBe(false);
      expect(project.environment ?? vitestConfig.environment).toBe(environment);
      const files = project.include as string[];
      expect(files.length).toBeGreaterThan(10);
      expect(files.filter((file) => environmentOf(file, environment) !== environment)).toEqual([]);
    }
  });

  it('runs the files that replace modules or globals in the isolated project only', () => {
    expect(projects.get('isolés')!.include).toEqual(ISOLATED_TEST_FILES);
    for (const name of ['logique', 'écrans']) {
      expect(
        (projects.get(name)!.include as string[]).filter((file) => ISOLATED_TEST_FILES.includes(file)),
      ).toEqual([]);
    }
  });
});
