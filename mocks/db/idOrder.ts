import type { StoredDoc } from './records';
import { compileFilter, type Filter } from './query';
import { byCodePoint, mergeSorted, sortInSlices, upperBound } from './sortedIds';
import { cloneJson } from './storedValues';

/** What the id order reads of the collections: a document map, and what tells it that it is stale. */
export interface OrderedSource {
  map(entity: string): Map<string, StoredDoc> | undefined;
  readonly epoch: number;
  revision(entity: string): string;
}

/**
 * pageAfter's index: each collection's ids in code-point order, kept up to date by every insert and removal once
 * built (build() builds it in slices); dropped when the whole state is replaced or a large batch arrives.
 */
export class IdOrder {
  private readonly ids = new Map<string, string[]>();

  constructor(private readonly source: OrderedSource) {}

  /**
   * The first `limit` documents matching `filter` whose `_id` sorts after `after` in code-point order: a binary
   * search to the cursor, then forward (without a built index, the ids are sorted at once).
   */
  page(entity: string, q: { after?: string; filter?: Filter; limit: number }): StoredDoc[] {
    const predicate = compileFilter(q.filter);
    const collection = this.source.map(entity);
    if (!collection || q.limit <= 0) return [];
    let ids = this.ids.get(entity);
    if (!ids) this.ids.set(entity, (ids = [...collection.keys()].sort(byCodePoint)));
    const page: StoredDoc[] = [];
    for (let i = upperBound(ids, q.after ?? '', byCodePoint); i < ids.length && page.length < q.limit; i++) {
      const doc = collection.get(ids[i]!);
      if (doc && predicate(doc)) page.push(cloneJson(doc));
    }
    return page;
  }

  /** Builds the index of `entity` in bounded slices; changes made meanwhile are applied once it is built. */
  async build(entity: string): Promise<void> {
    while (!this.ids.has(entity)) {
      const epoch = this.source.epoch;
      const revision = this.source.revision(entity);
      const collection = this.source.map(entity);
      if (!collection) return;
      const ids = await sortInSlices([...collection.keys()], byCodePoint);
      // Built on a state that has since changed: the changes are not in it, build again (rare: a reset, a batch).
      if (this.source.epoch === epoch && this.source.revision(entity) !== revision) {
        const known = new Set(ids);
        const current = this.source.map(entity);
        if (!current) return;
        const added = [...current.keys()].filter((id) => !known.has(id)).sort(byCodePoint);
        const kept = ids.filter((id) => current.has(id));
        this.ids.set(entity, mergeSorted(kept, added, byCodePoint));
      } else if (this.source.epoch === epoch) {
        this.ids.set(entity, ids);
      }
    }
  }

  /** New ids: a large batch (an import) is merged in one pass on the next build; a few go in at their place. */
  inserted(entity: string, added: readonly string[]): void {
    const ids = this.ids.get(entity);
    if (ids && added.length > 1000) this.ids.delete(entity);
    else if (ids) for (const id of added) ids.splice(upperBound(ids, id, byCodePoint), 0, id);
  }

  removed(entity: string, id: string): void {
    const ids = this.ids.get(entity);
    if (!ids) return;
    const at = upperBound(ids, id, byCodePoint) - 1;
    if (ids[at] === id) ids.splice(at, 1);
  }

  clear(): void {
    this.ids.clear();
  }
}
