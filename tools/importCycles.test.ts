import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findImportCycles, runtimeImports } from './importCycles';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'cycles-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('runtime import cycles', () => {
  it('counts value imports and re-exports, not type-only imports', () => {
    const source = [
      "import type { A } from './a';",
      "import { type B } from './b';",
      "import { c } from './c';",
      "export { d } from './d';",
      "export type { E } from './e';",
      "const lazy = () => import('./f');",
    ].join('\n');
    expect(runtimeImports('x.ts', source)).toEqual(['./c', './d']);
  });

  it('finds a cycle through a re-export and an alias, and none when the import is type-only', () => {
    const cyclic = tree({
      'backoffice/src/providers/dataProvider.ts':
        "export { toHttpError } from './httpErrors';\nimport { m } from './media';",
      'backoffice/src/providers/media.ts':
        "import { toHttpError } from './dataProvider';\nexport const m = 1;",
      'backoffice/src/providers/httpErrors.ts': 'export const toHttpError = 1;',
      'shared/a.ts': "import { b } from '@shared/b';\nexport const a = 1;",
      'shared/b.ts': "import type { a } from './a';\nexport const b = 1;",
    });
    expect(findImportCycles(cyclic)).toEqual([
      ['backoffice/src/providers/dataProvider.ts', 'backoffice/src/providers/media.ts'],
    ]);
  });

  it('counts type-only imports too when asked', () => {
    const source =
      "import type { A } from './a';\nimport { type B } from './b';\nexport type { E } from './e';";
    expect(runtimeImports('x.ts', source, true)).toEqual(['./a', './b', './e']);
    const typeCycle = tree({
      'shared/a.ts': "import { b } from '@shared/b';\nexport type A = number;",
      'shared/b.ts': "import type { A } from './a';\nexport const b: A = 1;",
    });
    expect(findImportCycles(typeCycle)).toEqual([]);
    expect(findImportCycles(typeCycle, { types: true })).toEqual([['shared/a.ts', 'shared/b.ts']]);
  });

  it('finds none in the repository', () => {
    expect(findImportCycles(process.cwd())).toEqual([]);
  });

  // Files that need each other's types are one module in two: the zod-free rules of the cookie choice
  // (cookieConsentRules.ts) take its type from the schema, which takes nothing back from them.
  it('finds no type-only cycle either in the apps and what they share', () => {
    expect(
      findImportCycles(process.cwd(), { types: true, folders: ['site/src', 'backoffice/src', 'shared'] }),
    ).toEqual([]);
  });
});
