/**
 * How the back-office's code is cut into files (docs/product.md#premier-chargement). Left to itself, the bundler
 * splits the code by the set of screens that share it, into files each compressed alone:
 * - the sign-in screen cost 208.6 KiB gzip in 12 files, 202.0 KiB in one: everything the entry imports statically
 *   (the bundler's own `$initial` set, after tree-shaking) goes into the entry's file;
 * - what a signed-in administrator's first screen adds (the data provider, the layout, the dashboard and its chart,
 *   with what they import) came in 36 files, 45.5 KiB gzip, and comes in one, about 35 KiB.
 * The other screens keep the bundler's split, and import what they share with the dashboard from its file.
 *
 * Which modules the dashboard adds is known only once the bundler has tree-shaken the code (the screens import
 * react-admin and MUI through their index, which names every module): the back-office is bundled a first time
 * without writing anything that stays, the dashboard's modules read from that bundle, then bundled again with them
 * in one file (sitePipeline.ts).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { ADMIN_DASHBOARD_SOURCES, ADMIN_SIGN_IN_SOURCES } from '../budgets.ts';
import { moduleName } from './chunkModules.ts';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;
type CodeSplittingGroup = NonNullable<CodeSplitting['groups']>[number];
type Chunk = Rolldown.OutputChunk;

const RUNTIME = /^\0?rolldown[\\/]runtime\.js$/;

/** The files `roots` load statically, themselves included. */
function staticFiles(chunks: ReadonlyMap<string, Chunk>, roots: readonly Chunk[]): Set<string> {
  const seen = new Set<string>();
  const queue = roots.map((chunk) => chunk.fileName);
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(chunks.get(file)?.imports ?? []));
  }
  return seen;
}

/** A bundle's chunks by file name. */
const chunksOf = (bundle: Rolldown.OutputBundle): Map<string, Chunk> =>
  new Map(
    Object.values(bundle)
      .filter((file): file is Chunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );

/** The files the entry loads statically, itself included. */
const entryFiles = (chunks: ReadonlyMap<string, Chunk>): Set<string> =>
  staticFiles(
    chunks,
    [...chunks.values()].filter((chunk) => chunk.isEntry),
  );

/**
 * The modules of `files`, as the bundler names them: its own helpers apart, which it places alone (beside the
 * entry's code, or in a file of their own).
 */
function modulesOf(chunks: ReadonlyMap<string, Chunk>, files: Iterable<string>): Set<string> {
  const modules = new Set<string>();
  for (const file of files)
    for (const id of chunks.get(file)?.moduleIds ?? []) if (!RUNTIME.test(id)) modules.add(id);
  return modules;
}

/** The modules of the files the entry loads statically. */
export function entryModules(bundle: Rolldown.OutputBundle): Set<string> {
  const chunks = chunksOf(bundle);
  return modulesOf(chunks, entryFiles(chunks));
}

/**
 * The modules a signed-in administrator's first screen adds to the sign-in screen's, in a bundle: those of the files
 * the `sources` load statically, less the entry's.
 */
export function signedInModules(
  bundle: Rolldown.OutputBundle,
  root: string,
  sources: readonly string[] = ADMIN_DASHBOARD_SOURCES,
): Set<string> {
  const chunks = chunksOf(bundle);
  const named = (chunk: Chunk) => chunk.moduleIds.map((id) => moduleName(root, id));
  const entry = entryFiles(chunks);
  const roots = [...chunks.values()].filter((chunk) => named(chunk).some((id) => sources.includes(id)));
  return modulesOf(
    chunks,
    [...staticFiles(chunks, roots)].filter((file) => !entry.has(file)),
  );
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((id) => b.has(id));

/** What the pipeline asks the back-office's cut between two bundlings (its plugin's `api`). */
export interface AdminChunksApi {
  /**
   * After a bundling: true when the first screens' modules were not yet where they belong, which the next bundling
   * does (`forget` then removes the files of the one before).
   */
  regroup(): boolean;
  /** The files of the last bundling. */
  writtenFiles(): readonly string[];
  /** Removes those of `files` the last bundling did not write again. */
  forget(files: readonly string[]): void;
}

export const ADMIN_CHUNKS_PLUGIN = 'admin-signed-in-chunk';

/** The modules, as the bundler names them (absolute ids), of the files that make each first screen. */
interface FirstScreens {
  /** The entry's own (the bundler's `$initial` set), as the first bundling found them. */
  entry: Set<string>;
  /** What both the sign-in screen and the dashboard add to it: moved into the entry's file, which both load. */
  shared: Set<string>;
  /** What only the dashboard adds (with the data provider, the layout and the chart): the `signed-in` file. */
  dashboard: Set<string>;
  /** What only the sign-in screen adds: the `sign-in` file. */
  signIn: Set<string>;
}

/**
 * The back-office's cut, and its plugin, which reads the first screens' modules from each bundle and notes the files
 * written. Vite evaluates the config once per environment: the pipeline reaches the back-office's own instance
 * through its plugin (`adminChunksApi`).
 */
export function adminChunking(
  sources: readonly string[] = ADMIN_DASHBOARD_SOURCES,
  signInSources: readonly string[] = ADMIN_SIGN_IN_SOURCES,
): {
  codeSplitting: CodeSplitting;
  plugin: Plugin<AdminChunksApi>;
} {
  /** Empty until a first bundling has been read. */
  let screens: FirstScreens | undefined;
  let found = { entry: new Set<string>(), dashboard: new Set<string>(), signIn: new Set<string>() };
  let written: string[] = [];

  // The entry's file: first the bundler's `$initial` set; once known, the same modules and the shared ones (a
  // group's `tags` cannot be widened by its `test`, so the group changes between bundlings; the bundler reads its
  // options at each one).
  const entryGroup: CodeSplittingGroup = {
    name: 'admin',
    tags: ['$initial'],
    // Only the modules the entry really runs: following their imports would reach whole packages through
    // their index (react-admin, MUI), every screen with them.
    includeDependenciesRecursively: false,
  };
  const codeSplitting: CodeSplitting = {
    groups: [
      entryGroup,
      {
        // After the group above: a module of the entry's file stays there.
        name: (id) => (screens?.dashboard.has(id) ? 'signed-in' : screens?.signIn.has(id) ? 'sign-in' : null),
        includeDependenciesRecursively: false,
      },
    ],
  };

  const plugin: Plugin<AdminChunksApi> = {
    name: ADMIN_CHUNKS_PLUGIN,
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'admin',
    generateBundle(_options, bundle) {
      const root = this.environment.config.root;
      found = {
        entry: entryModules(bundle),
        dashboard: signedInModules(bundle, root, sources),
        signIn: signedInModules(bundle, root, signInSources),
      };
    },
    writeBundle(options, bundle) {
      written = Object.keys(bundle).map((file) => join(options.dir ?? '', file));
    },
    api: {
      regroup() {
        const entry = screens?.entry ?? found.entry;
        // Once moved into the entry's file, shared modules are part of the entry: a later bundling finds none.
        const shared = new Set([
          ...(screens?.shared ?? []),
          ...[...found.dashboard].filter((id) => found.signIn.has(id)),
        ]);
        const next: FirstScreens = {
          entry,
          shared,
          dashboard: new Set([...found.dashboard].filter((id) => !shared.has(id))),
          signIn: new Set([...found.signIn].filter((id) => !shared.has(id))),
        };
        const same =
          screens !== undefined &&
          sameSet(next.shared, screens.shared) &&
          sameSet(next.dashboard, screens.dashboard) &&
          sameSet(next.signIn, screens.signIn);
        screens = next;
        delete entryGroup.tags;
        entryGroup.test = (id) => next.entry.has(id) || next.shared.has(id);
        return !same;
      },
      writtenFiles: () => written,
      forget(files) {
        const kept = new Set(written);
        for (const file of files) if (!kept.has(file)) rmSync(file, { force: true });
      },
    },
  };
  return { codeSplitting, plugin };
}

/** The back-office's cut as the given environment's config has it. */
export function adminChunksApi(plugins: readonly { name: string; api?: unknown }[]): AdminChunksApi {
  const api = plugins.find((plugin) => plugin.name === ADMIN_CHUNKS_PLUGIN)?.api as
    AdminChunksApi | undefined;
  if (!api)
    throw new Error(
      `pipeline/vite/backofficeBuild.ts : plugin ${ADMIN_CHUNKS_PLUGIN} absent de l’environnement admin`,
    );
  return api;
}
