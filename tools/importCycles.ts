import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type TypeScript from 'typescript';

// Node's own loader: the compiler is one 9 MB CommonJS file that Vitest's transform need not read.
const ts = createRequire(import.meta.url)('typescript') as typeof TypeScript;

/**
 * Finds import cycles in the apps' and the emulator's sources. A runtime cycle makes a module's exports depend on
 * the order modules happen to be evaluated in (one of them sees the other half-initialised); type-only imports
 * and dynamic `import()` are erased or deferred, so by default they do not count (knip's own cycle check agrees).
 * With `types`, type-only imports count too: two modules that need each other's types are one module in two files.
 */

const ROOTS = ['site/src', 'backoffice/src', 'shared', 'mocks', 'pipeline', 'hosting', 'testing', 'tools'];
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.tsx?$/;
const ALIASES: Record<string, string> = { '@shared/': 'shared/', '@mocks/': 'mocks/' };

function sourceFiles(root: string, folders: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (SOURCE.test(entry.name) && !TEST.test(entry.name) && !entry.name.endsWith('.d.ts'))
        files.push(full);
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return files;
}

/** The specifiers a module imports for their values (static imports and re-exports), or for anything with `types`. */
export function runtimeImports(fileName: string, text: string, types = false): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (types) {
        specifiers.push((statement.moduleSpecifier as TypeScript.StringLiteral).text);
        continue;
      }
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause &&
        !clause.name &&
        named &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((element) => element.isTypeOnly);
      if (onlyTypes) continue;
      specifiers.push((statement.moduleSpecifier as TypeScript.StringLiteral).text);
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      (types || !statement.isTypeOnly)
    ) {
      specifiers.push((statement.moduleSpecifier as TypeScript.StringLiteral).text);
    }
  }
  return specifiers;
}

function resolveSpecifier(root: string, from: string, specifier: string): string | undefined {
  let base: string | undefined;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  for (const [alias, folder] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) base = join(root, folder, specifier.slice(alias.length));
  }
  if (!base) return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((candidate) => SOURCE.test(candidate) && existsSync(candidate));
}

/** Every cycle (a strongly connected set of more than one module, or a module importing itself), as relative paths. */
export function findImportCycles(
  root: string,
  { types = false, folders = ROOTS }: { types?: boolean; folders?: readonly string[] } = {},
): string[][] {
  const files = sourceFiles(root, folders);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = runtimeImports(file, readFileSync(file, 'utf8'), types)
      .map((specifier) => resolveSpecifier(root, file, specifier))
      .filter((target): target is string => target !== undefined);
    graph.set(file, targets);
  }
  // Tarjan's strongly connected components.
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indices.get(next)!));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) {
        cycles.push(component.map((file) => relative(root, file).split(sep).join('/')).sort());
      }
    }
  };
  for (const file of files) if (!indices.has(file)) visit(file);
  return cycles;
}
