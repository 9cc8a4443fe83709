/**
 * The import graph of a production build, read from Vite's manifests: what a page's entry loads. Shared by the
 * build (budgets) and the host that prerenders pages again on publication (the preview server's deploy hook).
 */
import type { Manifest } from 'vite';

/** `{ "assets/site-abc.js": ["node_modules/react/index.js", "site/src/main.tsx", …] }` */
export type ChunkModules = Record<string, string[]>;

/**
 * Where each browser build writes the module ids of its chunks, next to Vite's manifest (`<outDir>/.vite/`,
 * pipeline/vite/chunkModules.ts): read by the budget check and by the prerender (each page's CSS modules).
 */
export const chunkModulesFile = (environment: string): string =>
  environment === 'client' ? '.vite/chunk-modules.json' : `.vite/chunk-modules-${environment}.json`;

export interface ChunkNode {
  imports: string[];
  dynamicImports: string[];
}

/** File → its static and dynamic imports (as files), from one or several manifests (site, back-office). */
export function chunkGraph(manifests: readonly Manifest[]): Map<string, ChunkNode> {
  const graph = new Map<string, ChunkNode>();
  for (const manifest of manifests) {
    const fileOf = (key: string) => manifest[key]?.file ?? key;
    for (const chunk of Object.values(manifest)) {
      if (!chunk.file.endsWith('.js')) continue;
      graph.set(chunk.file, {
        imports: (chunk.imports ?? []).map(fileOf),
        dynamicImports: (chunk.dynamicImports ?? []).map(fileOf),
      });
    }
  }
  return graph;
}

/** The files `roots` load: their static imports, transitively, plus the dynamic ones when asked. */
export function closure(
  graph: ReadonlyMap<string, ChunkNode>,
  roots: readonly string[],
  { dynamic = false } = {},
): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const node = graph.get(file);
    if (!node) return;
    node.imports.forEach(visit);
    if (dynamic) node.dynamicImports.forEach(visit);
  };
  roots.forEach(visit);
  return [...seen];
}
