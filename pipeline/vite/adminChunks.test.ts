import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { signedInModules } from './adminChunks';

const ROOT = '/repo';
/** A chunk of a fake bundle: its file, its modules (root-relative) and the files it imports statically. */
const chunk = (fileName: string, modules: string[], imports: string[] = [], isEntry = false) =>
  ({
    type: 'chunk',
    fileName,
    moduleIds: modules.map((id) => `${ROOT}/${id}`),
    imports,
    isEntry,
  }) as unknown as Rolldown.OutputChunk;

describe('the modules a signed-in administrator’s first screen adds', () => {
  it('are those of the files its sources load statically, less the entry’s, and no other screen’s', () => {
    const files = [
      chunk('assets/admin-1.js', ['backoffice/index.html', 'node_modules/react/index.js'], [], true),
      chunk(
        'assets/Dashboard-1.js',
        ['backoffice/src/dashboard/Dashboard.tsx'],
        ['assets/List-1.js', 'assets/admin-1.js'],
      ),
      chunk('assets/List-1.js', ['node_modules/@mui/material/esm/List/List.js']),
      // The bundler's helpers: left where the bundler puts them.
      {
        ...chunk('assets/rolldown-runtime-1.js', []),
        moduleIds: ['\0rolldown/runtime.js'],
      } as Rolldown.OutputChunk,
      chunk('assets/AdminLayout-1.js', ['backoffice/src/layout/AdminLayout.tsx']),
      chunk('assets/ReviewList-1.js', ['backoffice/src/reviews/ReviewList.tsx'], ['assets/List-1.js']),
    ];
    const bundle = Object.fromEntries(files.map((file) => [file.fileName, file]));
    expect(
      [
        ...signedInModules(bundle, ROOT, [
          'backoffice/src/dashboard/Dashboard.tsx',
          'backoffice/src/layout/AdminLayout.tsx',
        ]),
      ].sort(),
    ).toEqual(
      [
        'backoffice/src/dashboard/Dashboard.tsx',
        'backoffice/src/layout/AdminLayout.tsx',
        'node_modules/@mui/material/esm/List/List.js',
      ].map((id) => `${ROOT}/${id}`),
    );
  });
});
