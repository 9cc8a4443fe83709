import type { User } from '@shared/domain/user';

/** Same shape as `userSchema` (shared/domain/user.ts), for modules that must not pull zod into a first load. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The user of `/lm/user/info`, extra fields kept (as `userSchema.loose()`), or null when malformed. */
export function parseUser(data: unknown): User | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const { email, role, name } = data as Record<string, unknown>;
  if (typeof email !== 'string' || !EMAIL.test(email)) return null;
  if (role !== undefined && typeof role !== 'string') return null;
  if (name !== undefined && typeof name !== 'string') return null;
  return data as User;
}
