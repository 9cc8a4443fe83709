import { isPlainObject } from '@shared/guards';
import type { Filter, Sort } from '@shared/http/types';

export type { Filter, Sort };

/** A filter or sort the engine refuses; the handlers answer it with code 400 and this (French) message. */
export class QueryError extends Error {
  override name = 'QueryError';
}

/** Longest `$regex` pattern accepted: long patterns are the usual vehicle of catastrophic backtracking. */
export const MAX_REGEX_LENGTH = 200;
/** Deepest nesting of `$or` / `$and` accepted, so a hostile body cannot blow the stack. */
const MAX_DEPTH = 20;

type Doc = Record<string, unknown>;
type Predicate = (doc: Doc) => boolean;
type ValueTest = (value: unknown) => boolean;

/** Dotted paths walk objects; through an array they collect the field of every element (as Mongo does). */
export function getPath(doc: unknown, path: string): unknown {
  return compilePath(path)(doc);
}

function step(current: unknown, key: string): unknown {
  if (Array.isArray(current)) {
    if (/^\d+$/.test(key)) return current[Number(key)];
    return current.flatMap((item) => {
      const v = isPlainObject(item) && Object.hasOwn(item, key) ? item[key] : undefined;
      return v === undefined ? [] : [v];
    });
  }
  if (isPlainObject(current)) return Object.hasOwn(current, key) ? current[key] : undefined;
  return undefined;
}

/**
 * A getter for `path`, built once per query. The common case, a top-level field that no object inherits,
 * is a plain property read: documents are plain objects, so it can only find their own fields.
 */
function compilePath(path: string): (doc: unknown) => unknown {
  const keys = path.split('.');
  if (keys.length === 1 && !(path in Object.prototype)) {
    return (doc) =>
      typeof doc === 'object' && doc !== null ? (doc as Record<string, unknown>)[path] : undefined;
  }
  return (doc) => {
    let current = doc;
    for (const key of keys) {
      current = step(current, key);
      if (current === undefined) return undefined;
    }
    return current;
  };
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && deepEqual(a[k], b[k]))
    );
  }
  return false;
}

/** Equality as Mongo means it: null matches a missing field, and an array field matches any of its elements. */
function equals(value: unknown, expected: unknown): boolean {
  if (expected === null && (value === undefined || value === null)) return true;
  if (deepEqual(value, expected)) return true;
  return Array.isArray(value) && value.some((item) => deepEqual(item, expected));
}

/** An array field satisfies a comparison or a regex when one of its elements does. */
const anyElement =
  (test: ValueTest): ValueTest =>
  (value) =>
    Array.isArray(value) ? value.some(test) : test(value);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * Orders two scalars of the same kind: numbers numerically, ISO dates chronologically, other strings by code
 * point. Returns undefined for values that cannot be compared (different kinds, objects).
 */
function compareScalars(a: unknown, b: unknown): number | undefined {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') {
    // Same-format UTC timestamps (what the store writes) order correctly as text: skip the parse.
    if (a.length !== b.length || !a.endsWith('Z') || !b.endsWith('Z')) {
      if (ISO_DATE.test(a) && ISO_DATE.test(b)) {
        const ta = Date.parse(a);
        const tb = Date.parse(b);
        if (!Number.isNaN(ta) && !Number.isNaN(tb)) return ta - tb;
      }
    }
    return a < b ? -1 : a > b ? 1 : 0;
  }
  return undefined;
}

/**
 * A `$regex` is a literal text, its special characters escaped, optionally anchored with `^` and `$`: all the
 * back-office search sends (escapeRegex). Matching such a pattern takes time linear in the text; anything else
 * (`^(a|a)*$`, `(.*a){12}$`) could backtrack exponentially and stall every request (docs/platform.md#filtres).
 */
const LITERAL_PATTERN = /^\^?(?:[^\\^$.*+?()[\]{}|]|\\[^A-Za-z0-9])*\$?$/;

function compileRegex(field: string, pattern: unknown, options: unknown): RegExp {
  if (typeof pattern !== 'string') {
    throw new QueryError(`Le champ « ${field} » : $regex attend une chaîne de caractères.`);
  }
  if (pattern.length > MAX_REGEX_LENGTH) {
    throw new QueryError(
      `Le champ « ${field} » : l’expression régulière est trop longue (${MAX_REGEX_LENGTH} caractères au plus).`,
    );
  }
  if (options !== undefined && (typeof options !== 'string' || !/^[ims]*$/.test(options))) {
    throw new QueryError(`Le champ « ${field} » : $options n’accepte que les lettres i, m et s.`);
  }
  if (!LITERAL_PATTERN.test(pattern)) {
    throw new QueryError(
      `Le champ « ${field} » : seul un texte littéral est accepté dans $regex (caractères spéciaux échappés, ^ et $ permis).`,
    );
  }
  try {
    return new RegExp(pattern, options ?? '');
  } catch {
    throw new QueryError(`Le champ « ${field} » : expression régulière invalide.`);
  }
}

const comparable = (v: unknown) => typeof v === 'number' || typeof v === 'string';

function compileOperators(field: string, ops: Record<string, unknown>): ValueTest {
  const tests: ValueTest[] = [];
  for (const [op, arg] of Object.entries(ops)) {
    switch (op) {
      case '$eq':
        tests.push((v) => equals(v, arg));
        break;
      case '$ne':
        tests.push((v) => !equals(v, arg));
        break;
      case '$in':
      case '$nin': {
        if (!Array.isArray(arg))
          throw new QueryError(`Le champ « ${field} » : ${op} attend une liste de valeurs.`);
        if (arg.length > 1000)
          throw new QueryError(`Le champ « ${field} » : ${op} accepte 1000 valeurs au plus.`);
        const inList: ValueTest = (v) => arg.some((expected) => equals(v, expected));
        tests.push(op === '$in' ? inList : (v) => !inList(v));
        break;
      }
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte': {
        if (!comparable(arg)) {
          throw new QueryError(`Le champ « ${field} » : ${op} attend un nombre ou une date ISO.`);
        }
        const accept: (c: number) => boolean =
          op === '$gt'
            ? (c) => c > 0
            : op === '$gte'
              ? (c) => c >= 0
              : op === '$lt'
                ? (c) => c < 0
                : (c) => c <= 0;
        tests.push(
          anyElement((v) => {
            const c = compareScalars(v, arg);
            return c !== undefined && accept(c);
          }),
        );
        break;
      }
      case '$regex': {
        const re = compileRegex(field, arg, ops.$options);
        const test = (v: unknown) => typeof v === 'string' && re.test(v);
        // Strings first: the search box's hot path.
        tests.push((v) => (typeof v === 'string' ? re.test(v) : Array.isArray(v) && v.some(test)));
        break;
      }
      case '$options':
        if (!Object.hasOwn(ops, '$regex'))
          throw new QueryError(`Le champ « ${field} » : $options exige $regex.`);
        break;
      case '$exists':
        if (typeof arg !== 'boolean')
          throw new QueryError(`Le champ « ${field} » : $exists attend true ou false.`);
        tests.push(arg ? (v) => v !== undefined : (v) => v === undefined);
        break;
      default:
        throw new QueryError(`Opérateur inconnu : ${op}.`);
    }
  }
  if (tests.length === 1) return tests[0]!;
  return (value) => {
    for (const test of tests) if (!test(value)) return false;
    return true;
  };
}

function compileField(field: string, condition: unknown): Predicate {
  if (field === '' || field.split('.').some((part) => part === '')) {
    throw new QueryError(`Nom de champ invalide : « ${field} ».`);
  }
  let test: ValueTest;
  if (isPlainObject(condition) && Object.keys(condition).some((k) => k.startsWith('$'))) {
    if (!Object.keys(condition).every((k) => k.startsWith('$'))) {
      throw new QueryError(`Le champ « ${field} » mélange opérateurs et valeurs.`);
    }
    test = compileOperators(field, condition);
  } else if (condition === undefined || typeof condition === 'function' || typeof condition === 'symbol') {
    throw new QueryError(`Le champ « ${field} » : valeur de filtre invalide.`);
  } else {
    test = (v) => equals(v, condition);
  }
  const get = compilePath(field);
  return (doc) => test(get(doc));
}

function compileLogical(op: '$or' | '$and', clauses: unknown, depth: number): Predicate {
  if (!Array.isArray(clauses) || clauses.length === 0) {
    throw new QueryError(`${op} attend une liste non vide de filtres.`);
  }
  if (clauses.length > 100) throw new QueryError(`${op} accepte 100 filtres au plus.`);
  const predicates = clauses.map((clause) => compileObject(clause, depth + 1));
  return op === '$or' ? anyOf(predicates) : allOf(predicates);
}

function anyOf(predicates: Predicate[]): Predicate {
  return (doc) => {
    for (const p of predicates) if (p(doc)) return true;
    return false;
  };
}

function allOf(predicates: Predicate[]): Predicate {
  if (predicates.length === 1) return predicates[0]!;
  return (doc) => {
    for (const p of predicates) if (!p(doc)) return false;
    return true;
  };
}

function compileObject(filter: unknown, depth: number): Predicate {
  if (depth > MAX_DEPTH) throw new QueryError('Filtre trop imbriqué.');
  if (!isPlainObject(filter)) throw new QueryError('Le filtre doit être un objet.');
  const predicates: Predicate[] = [];
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$or' || key === '$and') predicates.push(compileLogical(key, condition, depth));
    else if (key.startsWith('$')) throw new QueryError(`Opérateur inconnu : ${key}.`);
    else predicates.push(compileField(key, condition));
  }
  return allOf(predicates);
}

/**
 * Turns a filter into a predicate, validating it and compiling each regex once. `undefined` and `null` match
 * every document. Throws QueryError on anything it does not understand.
 */
export function compileFilter(filter: unknown): Predicate {
  if (filter === undefined || filter === null) return () => true;
  return compileObject(filter, 0);
}

/** Whether a filter uses `$regex` anywhere (operators are keys, at any depth of `$or` / `$and`). */
export function usesRegex(filter: unknown): boolean {
  if (Array.isArray(filter)) return filter.some(usesRegex);
  if (!isPlainObject(filter)) return false;
  return Object.entries(filter).some(([key, value]) => key === '$regex' || usesRegex(value));
}

export function validateFilter(filter: unknown): void {
  compileFilter(filter);
}

export function matches(doc: Record<string, unknown>, filter: Filter): boolean {
  return compileFilter(filter)(doc);
}

export function validateSort(sort: unknown): asserts sort is Sort | undefined {
  if (sort === undefined || sort === null) return;
  if (!isPlainObject(sort)) throw new QueryError('Le tri doit être un objet { champ: 1 | -1 }.');
  const entries = Object.entries(sort);
  if (entries.length > 10) throw new QueryError('Le tri accepte 10 champs au plus.');
  for (const [field, direction] of entries) {
    if (field === '' || field.startsWith('$') || field.split('.').some((part) => part === '')) {
      throw new QueryError(`Champ de tri invalide : « ${field} ».`);
    }
    if (direction !== 1 && direction !== -1) {
      throw new QueryError(`Sens de tri invalide pour « ${field} » : 1 ou -1 attendu.`);
    }
  }
}

/** Kinds in a fixed order, so a sort over mixed values is still a total order. */
function kindRank(v: unknown): number {
  switch (typeof v) {
    case 'number':
      return 0;
    case 'string':
      return 1;
    case 'boolean':
      return 2;
    default:
      return 3;
  }
}

/** `toISOString()` output: orders correctly as text, the hot path of every sort on a date. */
const isUtcStamp = (s: string) => s.length === 24 && s.charCodeAt(23) === 90 && s.charCodeAt(10) === 84;

const collator = new Intl.Collator('fr', { sensitivity: 'variant', numeric: true });

function compareValues(a: unknown, b: unknown): number {
  const ka = kindRank(a);
  const kb = kindRank(b);
  if (ka !== kb) return ka - kb;
  if (typeof a === 'string' && typeof b === 'string') {
    // Timestamps compare as text or dates; names and titles in French alphabetical order (é next to e).
    if (isUtcStamp(a) && isUtcStamp(b)) return a < b ? -1 : a > b ? 1 : 0;
    if (ISO_DATE.test(a) && ISO_DATE.test(b)) return compareScalars(a, b) ?? 0;
    return collator.compare(a, b);
  }
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return compareScalars(a, b) ?? 0;
}

const isMissing = (v: unknown) => v === undefined || v === null || (Array.isArray(v) && v.length === 0);

/**
 * Comparator for `sort` ({ field: 1 | -1 }, fields in priority order). Missing values go last whatever the
 * direction. Ties return 0: callers rely on Array.prototype.sort being stable.
 */
export function compareBy(sort: Sort): (a: Record<string, unknown>, b: Record<string, unknown>) => number {
  validateSort(sort);
  const keys = Object.entries(sort ?? {}).map(([field, direction]) => ({
    get: compilePath(field),
    direction,
  }));
  return (a, b) => {
    for (const { get, direction } of keys) {
      const va = get(a);
      const vb = get(b);
      const ma = isMissing(va);
      const mb = isMissing(vb);
      if (ma || mb) {
        if (ma && mb) continue;
        return ma ? 1 : -1;
      }
      const c = compareValues(va, vb);
      if (c !== 0) return c * direction;
    }
    return 0;
  };
}
