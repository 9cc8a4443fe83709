import { formatSize } from '@shared/media/formatSize';
import { fileIdsIn } from '../db/fileUrl';
import type { DocumentStore } from '../db/store';
import type { StoredDoc } from '../db/records';
import { ApiError } from './envelope';

/**
 * Rules of the file store (docs/security.md#fichiers): stored bytes have a quota, and a file that no document
 * refers to is deleted once the upload that made it is old enough to have failed for good.
 */
export interface StorageLimits {
  /** Total bytes of stored files; an upload that would go past it is refused (507). */
  quotaBytes: number;
  /** Age (ms) after which a file no document refers to is deleted. */
  orphanGraceMs: number;
}

/** What the file rules need of the emulator's context (mocks/context.ts builds it from this module). */
interface StorageContext {
  store: DocumentStore;
  now: () => Date;
  storage: StorageLimits;
}

export const DEFAULT_STORAGE: StorageLimits = {
  quotaBytes: 1024 ** 3,
  orphanGraceMs: 60 * 60 * 1000,
};

/** The preview server's limits: `STORAGE_QUOTA_MB` overrides the quota. */
export function storageFromEnv(env: Record<string, string | undefined>): Partial<StorageLimits> {
  const megabytes = Number(env.STORAGE_QUOTA_MB);
  return Number.isFinite(megabytes) && megabytes > 0 ? { quotaBytes: Math.round(megabytes * 1024 ** 2) } : {};
}

/**
 * Where a document may hold the address of a stored file: a media document describes it; site content, e-mail
 * templates, portfolio projects and campaigns show it. Campaigns are read by their HTML only: their recipient
 * lists are long and never hold an address.
 */
const REFERENCING: Record<string, (doc: StoredDoc) => unknown> = {
  media: (doc) => doc.url,
  content: (doc) => doc,
  templates: (doc) => doc.content,
  projects: (doc) => doc,
  campaigns: (doc) => doc.html,
};

/** The files each referencing collection's documents show, as keys of the store's indexes (docs/persistence.md#index). */
const REFERENCES = Object.entries(REFERENCING).map(([entity, pick]) => {
  const fileIdsOf = (doc: Readonly<StoredDoc>) => {
    const value = pick(doc as StoredDoc);
    return fileIdsIn(typeof value === 'string' ? value : JSON.stringify(value ?? ''));
  };
  return { entity, fileIdsOf };
});

/** Whether a document shows the file `id`: a lookup per referencing collection, not a pass over them. */
const isReferenced = (store: DocumentStore, id: string) =>
  REFERENCES.some(({ entity, fileIdsOf }) => store.lookupIds(entity, fileIdsOf, id).length > 0);

/**
 * Deletes the files no document refers to and older than the grace period: the bytes of an upload whose media
 * document was never created (tab closed, error, a script). Run when the emulator starts and before each upload.
 */
export function sweepOrphanFiles(ctx: StorageContext): string[] {
  const files = ctx.store.listFiles();
  if (files.length === 0) return [];
  const cutoff = ctx.now().getTime() - ctx.storage.orphanGraceMs;
  const removed: string[] = [];
  for (const meta of files) {
    // Within the grace period the back-office may still be creating its media document.
    if (Date.parse(meta.createdAt) > cutoff) continue;
    if (isReferenced(ctx.store, meta.id)) continue;
    if (ctx.store.deleteFile(meta.id)) removed.push(meta.id);
  }
  return removed;
}

export const storedBytes = (store: DocumentStore): number =>
  store.listFiles().reduce((total, meta) => total + meta.size, 0);

/** Throws the 507 the upload dialog shows when `incoming` more bytes do not fit in the quota. */
export function assertRoomFor(ctx: Pick<StorageContext, 'store' | 'storage'>, incoming: number): void {
  const used = storedBytes(ctx.store);
  const quota = ctx.storage.quotaBytes;
  if (used + incoming <= quota && used < quota) return;
  const sending = incoming > 0 ? ` ; cet envoi (${formatSize(incoming)}) ne tient pas` : '';
  throw new ApiError(
    507,
    `Espace de stockage plein : ${formatSize(used)} utilisés sur ${formatSize(quota)}${sending}. ` +
      'Supprimez des fichiers de la médiathèque.',
    { reason: 'storage_full', usedBytes: used, quotaBytes: quota },
  );
}
