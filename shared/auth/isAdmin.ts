import type { User } from '@shared/domain/user';

/**
 * The one rule, used by the navigation bar, the footer, the route guard, the screens and the emulator:
 * role 'admin', or an e-mail in the configured admin list (case-insensitive).
 */
export function isAdmin(
  user: Pick<User, 'email' | 'role'> | null | undefined,
  adminEmails: readonly string[],
): boolean {
  if (!user) return false;
  if (user.role === 'admin') return true;
  const email = user.email?.trim().toLowerCase();
  return !!email && adminEmails.some((admin) => admin.trim().toLowerCase() === email);
}
