import type { Change, Persistence, SingleChange, Snapshot } from './persistence';
import { endOfTurn } from './storedValues';

/** Writes per turn of the event loop made as soon as asked, and the time they may take (batchStart). */
const IMMEDIATE_WRITES = 8;
const IMMEDIATE_MS = 10;

function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * The store's write-behind (docs/persistence.md#écriture-groupée): each change is written through the persistence,
 * writes coalesced (one in flight, the rest grouped into the next) so a burst of changes costs at most two writes. A
 * persistence that keeps a journal is sent the changes only, never the whole store.
 */
export class JournalWriter {
  private changes = 0;
  private saved = 0;
  /** Changes not yet handed to a journaling persistence (empty for the others). */
  private pending: Change[] = [];
  /** The whole state was replaced (seed, reset): the next write is a full save, not a journal entry. */
  private replaced = false;
  private writer: Promise<void> | null = null;
  /** Writes made at once in this turn of the event loop, and the time they took (batchStart). */
  private turn = { writes: 0, ms: 0, ending: false };
  /** Resolved at the end of each write, for the flush() calls waiting on it. */
  private written = signal();
  private saveError: unknown;
  /** While set, changes are recorded here instead of being written (a transaction). */
  private sink: SingleChange[] | null = null;

  constructor(
    private readonly persistence: Persistence,
    private readonly snapshot: () => Snapshot,
  ) {}

  /** Notes a change for the next write (or for the transaction being run). */
  record(change: Change): void {
    if (this.sink && change.op !== 'group') {
      this.sink.push(change);
      return;
    }
    if (this.persistence.append && !this.replaced) this.pending.push(change);
  }

  /** Starts a write of the changes recorded so far (a transaction's are written by its commit). */
  markDirty(): void {
    if (this.sink) return;
    this.changes++;
    this.writer ??= this.writeLoop();
  }

  /** Runs `run` with its changes held in `held` instead of written. */
  holding<T>(held: SingleChange[], run: () => T): T {
    const outer = this.sink;
    this.sink = held;
    try {
      return run();
    } finally {
      this.sink = outer;
    }
  }

  /** The whole state was replaced: the next write is a full save. */
  replacedAll(): void {
    this.replaced = true;
    this.pending = [];
  }

  /** Resolves once every change recorded before the call is written; rejects with the error of a failed write. */
  async flush(): Promise<void> {
    const target = this.changes;
    while (this.saved < target) {
      // Wait for the write under way (or the next one), not for the writer to run out of changes: under a
      // steady flow of writes it may never, and each caller would wait for later callers' writes too.
      const written = this.written.promise;
      this.writer ??= this.writeLoop();
      await written;
      if (this.saved < target && this.saveError !== undefined) {
        const error = this.saveError;
        this.saveError = undefined;
        throw error;
      }
    }
  }

  /** Saves until the saved state is the current one; changes made during a write ride on the next one. */
  private async writeLoop(): Promise<void> {
    try {
      while (this.saved < this.changes) {
        const deferred = await this.batchStart();
        const target = this.changes;
        // Counted in the turn the write started in, even if it ends in a later one; a write at the end of a
        // turn counts for none (else one slow write there would put off every write of the next turn).
        const turn = deferred ? { writes: 0, ms: 0, ending: true } : this.currentTurn();
        const started = performance.now();
        await this.writeOnce();
        turn.writes++;
        turn.ms += performance.now() - started;
        this.saved = target;
        this.saveError = undefined;
        this.signalWritten();
      }
    } catch (error) {
      this.saveError = error;
      console.error('[emulator] échec de l’enregistrement des données :', error);
    } finally {
      this.writer = null;
      this.signalWritten();
    }
  }

  /**
   * When the next write may take the changes made so far (docs/persistence.md#écriture-groupée). A write goes as
   * soon as the current burst of synchronous changes is over, so a request is answered in the turn of the event
   * loop that served it. Once this turn has made IMMEDIATE_WRITES writes or spent IMMEDIATE_MS in them, later
   * changes wait for the end of the turn and go together: however many requests a turn serves, it makes at most
   * IMMEDIATE_WRITES + 1 writes and blocks about IMMEDIATE_MS plus one write.
   */
  private async batchStart(): Promise<boolean> {
    const turn = this.currentTurn();
    const deferred = turn.writes >= IMMEDIATE_WRITES || turn.ms >= IMMEDIATE_MS;
    await (deferred ? endOfTurn() : Promise.resolve());
    return deferred;
  }

  /** This turn's account of writes, replaced by a fresh one when the turn ends. */
  private currentTurn(): { writes: number; ms: number; ending: boolean } {
    if (!this.turn.ending) {
      this.turn.ending = true;
      void endOfTurn().then(() => (this.turn = { writes: 0, ms: 0, ending: false }));
    }
    return this.turn;
  }

  /** Wakes the callers of flush() waiting on the write that just ended (written or failed). */
  private signalWritten(): void {
    const done = this.written;
    this.written = signal();
    done.resolve();
  }

  /** The changes since the last write as journal entries, or the whole state when there is no journal. */
  private async writeOnce(): Promise<void> {
    if (!this.persistence.append || this.replaced) {
      const wasReplaced = this.replaced;
      this.replaced = false;
      this.pending = [];
      try {
        await this.persistence.save(this.snapshot());
      } catch (error) {
        this.replaced ||= wasReplaced;
        throw error;
      }
      return;
    }
    const batch = this.pending;
    this.pending = [];
    try {
      await this.persistence.append(batch, this.snapshot);
    } catch (error) {
      // Written again, first, by the next attempt: journal entries are idempotent (whole documents).
      this.pending = batch.concat(this.pending);
      throw error;
    }
  }
}
