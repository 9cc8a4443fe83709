import type { Stored } from '@shared/domain/document';

/** The administrator the sample media and replies are attributed to (first address of the default admin list). */
export const SEED_ADMIN_EMAIL = 'admin@example.com';

const HOUR_MS = 3_600_000;

/** ISO timestamp `days` days and `hours` hours before `now`. */
export function ago(now: Date, days: number, hours = 0): string {
  return new Date(now.getTime() - (days * 24 + hours) * HOUR_MS).toISOString();
}

/** A seed document with the fields the platform adds, created and last updated at `at`. */
export function stored<T extends object>(_id: string, at: string, doc: T): Stored<T> {
  return { ...doc, _id, createdAt: at, updatedAt: at };
}
