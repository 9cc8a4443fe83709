import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { adminChunking, signedInModules } from './adminChunks';

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

describe('the cut of the first screens', () => {
  /** A bundle where the entry loads react; the lazy sign-in screen and dashboard share MUI's card. */
  const first = [
    chunk('assets/admin-1.js', ['backoffice/index.html', 'node_modules/react/index.js'], [], true),
    chunk('assets/Card-1.js', ['node_modules/@mui/material/esm/Card/Card.js']),
    chunk('assets/LoginPage-1.js', ['backoffice/src/layout/LoginPage.tsx'], ['assets/Card-1.js']),
    chunk('assets/Dashboard-1.js', ['backoffice/src/dashboard/Dashboard.tsx'], ['assets/Card-1.js']),
  ];
  const abs = (id: string) => `${ROOT}/${id}`;
  const bundleOf = (files: Rolldown.OutputChunk[]) =>
    Object.fromEntries(files.map((file) => [file.fileName, file]));
  const read = (plugin: ReturnType<typeof adminChunking>['plugin'], files: Rolldown.OutputChunk[]) =>
    (plugin.generateBundle as (this: unknown, options: unknown, bundle: Rolldown.OutputBundle) => void).call(
      { environment: { config: { root: ROOT } } },
      {},
      bundleOf(files),
    );

  it('moves what both share into the entry’s file, each screen’s own into its file, and then holds still', () => {
    const { codeSplitting, plugin } = adminChunking(
      ['backoffice/src/dashboard/Dashboard.tsx'],
      ['backoffice/src/layout/LoginPage.tsx'],
    );
    const [entryGroup, screensGroup] = codeSplitting.groups!;
    const nameOf = (id: string) => (screensGroup!.name as (id: string) => string | null)(abs(id));
    // The first bundling: the entry's file is the bundler's `$initial` set.
    expect(entryGroup!.tags).toEqual(['$initial']);
    read(plugin, first);
    expect(plugin.api!.regroup()).toBe(true);
    const inEntry = entryGroup!.test as (id: string) => boolean;
    expect(entryGroup!.tags).toBeUndefined();
    expect(inEntry(abs('node_modules/react/index.js'))).toBe(true);
    expect(inEntry(abs('node_modules/@mui/material/esm/Card/Card.js'))).toBe(true);
    expect(inEntry(abs('backoffice/src/dashboard/Dashboard.tsx'))).toBe(false);
    expect(nameOf('backoffice/src/dashboard/Dashboard.tsx')).toBe('signed-in');
    expect(nameOf('backoffice/src/layout/LoginPage.tsx')).toBe('sign-in');
    expect(nameOf('backoffice/src/reviews/ReviewList.tsx')).toBeNull();

    // The second: the card is in the entry's file, each screen in its own; nothing moves any more.
    read(plugin, [
      chunk(
        'assets/admin-2.js',
        [
          'backoffice/index.html',
          'node_modules/react/index.js',
          'node_modules/@mui/material/esm/Card/Card.js',
        ],
        [],
        true,
      ),
      chunk('assets/sign-in-2.js', ['backoffice/src/layout/LoginPage.tsx'], ['assets/admin-2.js']),
      chunk('assets/signed-in-2.js', ['backoffice/src/dashboard/Dashboard.tsx'], ['assets/admin-2.js']),
    ]);
    expect(plugin.api!.regroup()).toBe(false);
    expect(
      (entryGroup!.test as (id: string) => boolean)(abs('node_modules/@mui/material/esm/Card/Card.js')),
    ).toBe(true);
    expect(nameOf('backoffice/src/dashboard/Dashboard.tsx')).toBe('signed-in');
  });
});
