import type { Collections } from './collections';
import type { JournalWriter } from './journalWriter';
import type { Snapshot } from './persistence';
import type { StoreFiles } from './storeFiles';

/** The parts of the store a whole state is made of, and its writer. */
export interface StoreState {
  collections: Collections;
  files: StoreFiles;
  writer: JournalWriter;
}

/** The whole state as a snapshot: the stored documents and file metadata themselves, not copies. */
export function snapshotOf({ collections, files }: StoreState): Snapshot {
  return { collections: collections.all(), files: files.all() };
}

/** Makes `snapshot` the whole state in memory (a load): every index built before is stale. */
export function applySnapshot({ collections, files }: StoreState, snapshot: Snapshot): void {
  collections.replaceAll(snapshot.collections);
  files.replaceAll(snapshot.files);
}

/**
 * Makes `snapshot` the whole state (a seed, a reset), writes its bytes, removes the files of `previousFiles` it no
 * longer lists, and starts a full save (the next write is not a journal entry).
 */
export function installSnapshot(
  state: StoreState,
  snapshot: Snapshot,
  previousFiles: readonly string[],
): void {
  applySnapshot(state, snapshot);
  state.writer.replacedAll();
  state.files.writeReplaced(previousFiles, snapshot.fileBytes);
  state.writer.markDirty();
}
