import type { StoredDoc } from './records';
import { compareBy, compileFilter, QueryError, type Filter, type Sort } from './query';
import { upperBound } from './sortedIds';
import { cloneJson } from './storedValues';

/** A query inside the emulator (the HTTP side's is `FindQuery`, @shared/http/types, bounded and with a token). */
export interface StoreQuery {
  filter?: Filter;
  sort?: Sort;
  /** Page size; 0 or absent means no limit. */
  limit?: number;
  skip?: number;
}

/** Above this page end a full sort is cheaper than keeping a sorted buffer. */
const TOP_K_MAX = 500;

function checkPaging(name: string, value: number | undefined): number {
  if (value === undefined) return 0;
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new QueryError(`« ${name} » doit être un entier positif ou nul.`);
  }
  return value;
}

type Predicate = (doc: StoredDoc) => boolean;
type Compare = (a: StoredDoc, b: StoredDoc) => number;

/** The page of matching documents in stored order, and how many match. */
function unsortedPage(docs: Iterable<StoredDoc>, predicate: Predicate, skip: number, end: number) {
  const page: StoredDoc[] = [];
  let total = 0;
  for (const doc of docs) {
    if (!predicate(doc)) continue;
    if (total >= skip && total < end) page.push(doc);
    total++;
  }
  return { total, list: page.map(cloneJson) };
}

/** Keeps only the best `end` documents in a sorted buffer: one comparison for most documents. */
function topPage(docs: Iterable<StoredDoc>, predicate: Predicate, cmp: Compare, skip: number, end: number) {
  const top: StoredDoc[] = [];
  let total = 0;
  for (const doc of docs) {
    if (!predicate(doc)) continue;
    total++;
    if (top.length === end && cmp(doc, top[end - 1]!) >= 0) continue;
    // Shift by hand: splice allocates on every call, and this runs for every new best document.
    const at = upperBound(top, doc, cmp);
    let i = top.length < end ? top.length : end - 1;
    if (top.length < end) top.push(doc);
    for (; i > at; i--) top[i] = top[i - 1]!;
    top[at] = doc;
  }
  return { total, list: top.slice(skip).map(cloneJson) };
}

/** Copies of the page of `docs` that `q` asks for, and how many documents match its filter. */
export function findIn(docs: Iterable<StoredDoc>, q: StoreQuery): { total: number; list: StoredDoc[] } {
  const limit = checkPaging('limit', q.limit);
  const skip = checkPaging('skip', q.skip);
  const predicate = compileFilter(q.filter);
  const sortKeys = q.sort ? Object.keys(q.sort).length : 0;
  const cmp = q.sort && sortKeys > 0 ? compareBy(q.sort) : null;
  const end = limit > 0 ? skip + limit : Infinity;
  if (!cmp) return unsortedPage(docs, predicate, skip, end);
  if (end <= TOP_K_MAX) return topPage(docs, predicate, cmp, skip, end);
  const matched: StoredDoc[] = [];
  for (const doc of docs) if (predicate(doc)) matched.push(doc);
  matched.sort(cmp);
  return { total: matched.length, list: matched.slice(skip, end).map(cloneJson) };
}
