import { Ajv2020 } from 'ajv/dist/2020.js';

/**
 * What the contract must hold beyond the OpenAPI 3.1 schema (`npm run contract:lint`): the rules Redocly's
 * recommended set applies to such a document, and the repository's own (every `x-doc` names a real section).
 */
type Json = Record<string, unknown>;
const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

function operations(document: Json): { where: string; op: Json }[] {
  const paths = (document.paths ?? {}) as Record<string, Json>;
  return Object.entries(paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      where: `${method.toUpperCase()} ${path}`,
      op: item[method] as Json,
    })),
  );
}

/** Every `$ref` of the document, wherever it stands. */
function refsOf(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => refsOf(item, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else refsOf(value, found);
    }
  }
  return found;
}

const resolves = (document: Json, ref: string) =>
  ref.startsWith('#/') &&
  ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], document) !== undefined;

const sharedParameter = (document: Json, p: Json): Json | undefined => {
  if (typeof p.$ref !== 'string') return p;
  const shared = ((document.components as Json | undefined)?.parameters ?? {}) as Record<string, Json>;
  return shared[p.$ref.split('/').pop()!];
};

/** Problems of the operations: ids, summaries, tags, a success answer, path parameters declared. */
export function operationProblems(document: Json): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const tags = new Set(((document.tags ?? []) as Json[]).map((tag) => tag.name));
  for (const { where, op } of operations(document)) {
    const id = String(op.operationId ?? '');
    if (!id) problems.push(`${where} : operationId manquant`);
    if (ids.has(id)) problems.push(`${where} : operationId « ${id} » en double`);
    ids.add(id);
    if (!op.summary) problems.push(`${where} : summary manquant`);
    for (const tag of (op.tags ?? []) as string[]) {
      if (!tags.has(tag)) problems.push(`${where} : tag « ${tag} » non déclaré`);
    }
    const responses = (op.responses ?? {}) as Json;
    if (!Object.keys(responses).some((status) => status.startsWith('2'))) {
      problems.push(`${where} : aucune réponse 2xx`);
    }
    const declared = ((op.parameters ?? []) as Json[])
      .map((p) => sharedParameter(document, p))
      .filter((p) => p?.in === 'path')
      .map((p) => p!.name);
    for (const [, name] of where.matchAll(/\{([^}]+)\}/g)) {
      if (!declared.includes(name)) problems.push(`${where} : paramètre de chemin « ${name} » non déclaré`);
    }
  }
  return problems;
}

/** Every `$ref` points inside the document; every schema compiles (patterns, keywords) under JSON Schema 2020-12. */
export function schemaProblems(document: Json): string[] {
  const problems = refsOf(document)
    .filter((ref) => !resolves(document, ref))
    .map((ref) => `$ref introuvable : ${ref}`);
  const ajv = new Ajv2020({ strict: false, validateFormats: false });
  ajv.addSchema({ ...document, $id: 'contract' });
  const schemas = ((document.components as Json | undefined)?.schemas ?? {}) as Json;
  for (const name of Object.keys(schemas)) {
    try {
      ajv.getSchema(`contract#/components/schemas/${name}`);
    } catch (error) {
      problems.push(`schéma ${name} : ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return problems;
}

/** Every `x-doc` and each rule's and extension's `doc` names a section that exists in its Markdown file. */
export function docProblems(document: Json, anchorsOf: (file: string) => Set<string>): string[] {
  const problems: string[] = [];
  const check = (where: string, doc: unknown) => {
    const [file, anchor] = String(doc).split('#');
    if (!file || !anchor || !anchorsOf(file).has(anchor)) {
      problems.push(`${where} : section introuvable « ${String(doc)} »`);
    }
  };
  for (const { where, op } of operations(document)) check(where, op['x-doc']);
  for (const [name, rule] of Object.entries((document['x-rules'] ?? {}) as Record<string, Json>)) {
    check(`règle ${name}`, rule.doc);
  }
  for (const [name, note] of Object.entries((document['x-extensions'] ?? {}) as Record<string, Json>)) {
    check(`extension ${name}`, note.doc);
  }
  return problems;
}
