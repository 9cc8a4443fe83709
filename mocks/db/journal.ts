import { crc32 } from 'node:zlib';
import { isRecord } from '@shared/guards';
import type { Change, SingleChange, Snapshot } from './persistence';
import type { FileMeta, StoredDoc } from './records';

/**
 * The line format of the journal and of snapshots (docs/persistence.md#format): one JSON object per line,
 * whose first member is the CRC-32 of the rest of the line, so a torn or damaged line is told from a good one.
 *
 *   {"crc":"1c291ca3","op":"put","entity":"messages","doc":{...}}
 */
const PREFIX = '{"crc":"';
const CRC_END = PREFIX.length + 8;

const hex = (text: string) => crc32(text).toString(16).padStart(8, '0');

/** A snapshot starts with a header naming the first journal to replay after it, and ends with a count. */
export type SnapshotHeader = { op: 'snapshot'; format: 1; journal: number };
export type SnapshotEnd = { op: 'end'; records: number };
/** What an erased record leaves in place: the same number of bytes, nothing of what it held (docs/persistence.md#effacement). */
export type Padding = { op: 'pad' };
export type JournalRecord = Change | SnapshotHeader | SnapshotEnd | Padding;

/** One record as one line, newline included. */
export function encodeRecord(record: JournalRecord): string {
  const rest = JSON.stringify(record).slice(1);
  return `${PREFIX}${hex(rest)}",${rest}\n`;
}

/**
 * `record` as a line of exactly `bytes` bytes (newline included), filled with spaces in a `fill` member: it can
 * replace a longer line in place, leaving every other line where it was. Undefined when it cannot fit.
 */
export function encodeRecordIn(record: JournalRecord, bytes: number): string | undefined {
  const filled = (fill: string) => encodeRecord({ ...record, fill } as unknown as JournalRecord);
  const room = bytes - Buffer.byteLength(filled(''));
  return room < 0 ? undefined : filled(' '.repeat(room));
}

/**
 * The record without the documents of `ids` (a `put` of one becomes padding, a group loses them), or the record
 * itself when it holds none of them.
 */
export function withoutDocuments(record: JournalRecord, ids: ReadonlySet<string>): JournalRecord {
  if (record.op === 'put') return ids.has(record.doc._id) ? { op: 'pad' } : record;
  if (record.op !== 'group') return record;
  const changes = record.changes.filter((change) => change.op !== 'put' || !ids.has(change.doc._id));
  if (changes.length === record.changes.length) return record;
  return changes.length === 0 ? { op: 'pad' } : { op: 'group', changes };
}

const isDoc = (value: unknown): value is StoredDoc => isRecord(value) && typeof value._id === 'string';

const isFileMeta = (value: unknown): value is FileMeta => isRecord(value) && typeof value.id === 'string';

function isSingleChange(value: unknown): value is SingleChange {
  return (
    isRecord(value) && value.op !== 'group' && isJournalRecord(value) && isChange(value as JournalRecord)
  );
}

function isJournalRecord(value: Record<string, unknown>): value is JournalRecord {
  switch (value.op) {
    case 'group':
      return Array.isArray(value.changes) && value.changes.every(isSingleChange);
    case 'put':
      return typeof value.entity === 'string' && isDoc(value.doc);
    case 'del':
      return typeof value.entity === 'string' && typeof value.id === 'string';
    case 'file':
      return isFileMeta(value.file);
    case 'unfile':
      return typeof value.id === 'string';
    case 'snapshot':
      return value.format === 1 && Number.isSafeInteger(value.journal);
    case 'end':
      return Number.isSafeInteger(value.records);
    case 'pad':
      return true;
    default:
      return false;
  }
}

/** The record of one line (without its newline), or null when the line is torn or damaged. */
export function decodeLine(line: string): JournalRecord | null {
  if (!line.startsWith(PREFIX) || line.slice(CRC_END, CRC_END + 2) !== '",') return null;
  const rest = line.slice(CRC_END + 2);
  if (hex(rest) !== line.slice(PREFIX.length, CRC_END)) return null;
  try {
    const value: unknown = JSON.parse(`{${rest}`);
    if (!isRecord(value)) return null;
    return isJournalRecord(value) ? value : null;
  } catch {
    return null;
  }
}

export interface ReadResult {
  records: JournalRecord[];
  /** 1-based numbers of the damaged lines followed by good ones. */
  damagedLines: number[];
  /** Pieces after the last good line: an interrupted write (0 when the file ends cleanly). */
  tornRecords: number;
  /** Byte length of the file up to the end of its last good line: where to cut a torn tail. */
  goodBytes: number;
}

/** Splits a journal or snapshot file into its good records, telling a torn tail from damage in the middle. */
export function readRecords(bytes: Uint8Array): ReadResult {
  const records: JournalRecord[] = [];
  const bad: { line: number }[] = [];
  let damagedLines: number[] = [];
  let goodBytes = 0;
  let start = 0;
  let line = 0;
  const decoder = new TextDecoder();
  while (start < bytes.length) {
    line++;
    const newline = bytes.indexOf(0x0a, start);
    const end = newline === -1 ? bytes.length : newline;
    // A line without its newline was cut by a crash, whatever it holds.
    const record = newline === -1 ? null : decodeLine(decoder.decode(bytes.subarray(start, end)));
    if (record) {
      records.push(record);
      damagedLines = damagedLines.concat(bad.splice(0).map((b) => b.line));
      goodBytes = end + 1;
    } else {
      bad.push({ line });
    }
    start = end + 1;
  }
  return { records, damagedLines, tornRecords: bad.length, goodBytes };
}

/** Collections and files being rebuilt from a snapshot and journals. */
export class ReplayState {
  readonly collections = new Map<string, Map<string, StoredDoc>>();
  readonly files = new Map<string, FileMeta>();

  /** Entries set the whole document or file: applying one twice, or after a later snapshot, changes nothing. */
  apply(change: Change): void {
    switch (change.op) {
      case 'group':
        for (const single of change.changes) this.apply(single);
        break;
      case 'put': {
        let collection = this.collections.get(change.entity);
        if (!collection) this.collections.set(change.entity, (collection = new Map()));
        collection.set(change.doc._id, change.doc);
        break;
      }
      case 'del':
        this.collections.get(change.entity)?.delete(change.id);
        break;
      case 'file':
        this.files.set(change.file.id, change.file);
        break;
      case 'unfile':
        this.files.delete(change.id);
        break;
    }
  }

  load(snapshot: Snapshot): void {
    for (const [entity, docs] of Object.entries(snapshot.collections)) {
      this.collections.set(entity, new Map());
      for (const doc of docs) if (isDoc(doc)) this.apply({ op: 'put', entity, doc });
    }
    for (const file of Object.values(snapshot.files ?? {})) {
      if (isFileMeta(file)) this.apply({ op: 'file', file });
    }
  }

  toSnapshot(): Snapshot {
    const collections: Record<string, StoredDoc[]> = {};
    for (const [entity, docs] of this.collections) collections[entity] = [...docs.values()];
    return { collections, files: Object.fromEntries(this.files) };
  }
}

export const isChange = (record: JournalRecord): record is Change =>
  record.op === 'put' ||
  record.op === 'del' ||
  record.op === 'file' ||
  record.op === 'unfile' ||
  record.op === 'group';
