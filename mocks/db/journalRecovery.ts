import { join } from 'node:path';
import { isRecord } from '@shared/guards';
import { journalFile, LEGACY_FILE, plural, SNAPSHOT_FILE, type FsLike } from './dataDirFiles';
import { isChange, readRecords, ReplayState } from './journal';
import type { Snapshot } from './persistence';

/** What recovery reads and where it tells what it found (docs/persistence.md#reprise). */
export interface RecoverySource {
  fs: FsLike;
  dataDir: string;
  report: (line: string) => void;
}

/** The state read back, where appends go on, and whether a clean snapshot must be written of it. */
export interface Recovered {
  snapshot: Snapshot;
  /** Journal to append to, and its bytes known whole. */
  generation: number;
  journalBytes: number;
  snapshotBytes: number;
  rewrite: boolean;
}

function isLegacySnapshot(value: unknown): value is Snapshot {
  if (!isRecord(value)) return false;
  const { collections, files } = value;
  return isRecord(collections) && Object.values(collections).every(Array.isArray) && isRecord(files);
}

/** Data of the single-file format: refused (never replaced by the seed) when it cannot be read whole. */
export async function readLegacyFile({ fs, dataDir }: RecoverySource): Promise<Snapshot> {
  const path = join(dataDir, LEGACY_FILE);
  let parsed: unknown;
  try {
    parsed = JSON.parse(await fs.readFile(path, 'utf8'));
  } catch {
    parsed = undefined;
  }
  if (!isLegacySnapshot(parsed)) {
    throw new Error(
      `${path} : données illisibles. Le serveur ne démarre pas pour ne pas les remplacer par les données ` +
        `d’exemple : réparez ce fichier, ou déplacez-le hors du dossier pour repartir des exemples.`,
    );
  }
  const state = new ReplayState();
  state.load(parsed);
  return state.toSnapshot();
}

/** Replays the snapshot file into `state`; returns the first journal it names, its size and whether it is damaged. */
async function replaySnapshot(
  { fs, dataDir, report }: RecoverySource,
  state: ReplayState,
  from: number,
): Promise<{ from: number; bytes: number; damaged: boolean }> {
  const path = join(dataDir, SNAPSHOT_FILE);
  const read = readRecords(await fs.readFile(path));
  const header = read.records[0];
  const end = read.records.at(-1);
  const changes = read.records.filter(isChange);
  for (const change of changes) state.apply(change);
  const problems: string[] = [];
  if (end?.op !== 'end') {
    // Cut short (a copy or a disk that stopped midway): a snapshot is written whole or not at all, so the
    // rest of the data is nowhere else. Serving the first half would silently drop the other.
    throw new Error(
      `${path} : instantané tronqué (fin manquante, ${plural(changes.length, 'enregistrement lu', 'enregistrements lus')}). ` +
        `Le serveur ne démarre pas pour ne pas servir une partie des données seulement : remettez ce fichier en ` +
        `entier (sauvegarde). Le déplacer hors du dossier fait repartir des seuls journaux, qui n’ont que les ` +
        `changements écrits depuis cet instantané.`,
    );
  }
  if (header?.op === 'snapshot') from = header.journal;
  else problems.push('en-tête illisible, tous les journaux sont rejoués');
  const unreadable = read.damagedLines.length + read.tornRecords;
  if (unreadable > 0) problems.push(`${plural(unreadable, 'ligne illisible', 'lignes illisibles')}`);
  // An erased record left its padding in place (#effacement): still counted.
  const kept = changes.length + read.records.filter((record) => record.op === 'pad').length;
  if (end.records > kept && unreadable === 0) {
    problems.push(`${plural(end.records - kept, 'enregistrement manquant', 'enregistrements manquants')}`);
  }
  if (problems.length > 0) {
    report(
      `[emulator] ${path} endommagé (${problems.join(', ')}) : ` +
        `${plural(changes.length, 'enregistrement récupéré', 'enregistrements récupérés')}.`,
    );
  }
  return { from, bytes: read.goodBytes, damaged: problems.length > 0 };
}

/** Replays one journal into `state`; cuts a torn last line off the last journal. Returns its bytes known whole. */
async function replayJournal(
  { fs, report }: RecoverySource,
  state: ReplayState,
  path: string,
  isLast: boolean,
  damaged: string[],
): Promise<number> {
  const read = readRecords(await fs.readFile(path));
  const changes = read.records.filter(isChange);
  for (const change of changes) state.apply(change);
  const pads = read.records.filter((record) => record.op === 'pad').length;
  const misplaced = read.records.length - changes.length - pads;
  const middle = read.damagedLines.length + misplaced;
  if (middle > 0) {
    damaged.push(path);
    const count = read.damagedLines.length;
    const lines = count > 0 ? ` (ligne${count > 1 ? 's' : ''} ${read.damagedLines.join(', ')})` : '';
    report(
      `[emulator] ${path} : ${plural(middle, 'enregistrement endommagé ignoré', 'enregistrements endommagés ignorés')}${lines}.`,
    );
  }
  if (read.tornRecords > 0) {
    if (isLast) await cut(fs, path, read.goodBytes);
    else damaged.push(path);
    report(
      `[emulator] ${path} : dernière ligne incomplète (écriture interrompue), ` +
        `${plural(read.tornRecords, 'enregistrement ignoré', 'enregistrements ignorés')}.`,
    );
  }
  return read.goodBytes;
}

/**
 * Snapshot, then the journals after it in order. A torn last line (a crash during a write, never
 * acknowledged) is cut off; damaged lines elsewhere are skipped, the files kept aside as they were, and a
 * fresh snapshot is to be written of everything that could be read. Every drop is reported, file by file.
 */
export async function recoverDataDir(
  source: RecoverySource,
  hasSnapshot: boolean,
  journals: number[],
): Promise<Recovered> {
  const { fs, dataDir, report } = source;
  const state = new ReplayState();
  const damaged: string[] = [];
  const recovered = { generation: journals[0] ?? 1, journalBytes: 0, snapshotBytes: 0, rewrite: false };
  if (hasSnapshot) {
    const read = await replaySnapshot(source, state, recovered.generation);
    recovered.generation = read.from;
    recovered.snapshotBytes = read.bytes;
    if (read.damaged) damaged.push(join(dataDir, SNAPSHOT_FILE));
  } else {
    recovered.rewrite = true;
    report(
      `[emulator] ${join(dataDir, SNAPSHOT_FILE)} absent : état reconstruit à partir des journaux seuls ` +
        `(${journals.map(journalFile).join(', ')}).`,
    );
  }
  const from = recovered.generation;
  for (const generation of journals) {
    const path = join(dataDir, journalFile(generation));
    // Already in the snapshot: a crash came between writing it and deleting them.
    if (generation < from) {
      await fs.rm(path, { force: true });
      continue;
    }
    recovered.journalBytes = await replayJournal(
      source,
      state,
      path,
      generation === journals.at(-1),
      damaged,
    );
    recovered.generation = generation;
  }
  // Copies of the damaged files as they were, then (by the caller) one clean snapshot: nothing is reported twice.
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  for (const path of new Set(damaged)) {
    const aside = `${path}.damaged-${stamp}`;
    await fs.copyFile(path, aside);
    report(`[emulator] copie de ${path} gardée sous ${aside}.`);
  }
  return { ...recovered, rewrite: recovered.rewrite || damaged.length > 0, snapshot: state.toSnapshot() };
}

async function cut(fs: FsLike, path: string, bytes: number): Promise<void> {
  const handle = await fs.open(path, 'r+');
  try {
    await handle.truncate(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}
