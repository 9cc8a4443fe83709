import type { ReactNode } from 'react';
import { CanAccess } from 'react-admin';
import { AdminsOnly } from './AdminsOnly';
import { AuthorizationLoading } from './AuthorizationLoading';

/** What the layout asks the auth provider's `canAccess` about: the back-office as a whole. */
export const BACKOFFICE_ACCESS = { resource: 'admin', action: 'access' } as const;

/**
 * Everything under /admin needs an administrator. A signed-out visitor never gets here (`<Admin requireAuth>`
 * shows the sign-in screen); a signed-in user the auth provider refuses reads that the back-office is for
 * administrators (docs/product.md#administrateurs), and nothing renders until its answer is known. A failed check
 * is a refusal.
 */
export const AdminGuard = ({ children }: { children: ReactNode }) => (
  <CanAccess
    {...BACKOFFICE_ACCESS}
    retry={false}
    loading={<AuthorizationLoading />}
    accessDenied={<AdminsOnly />}
    error={<AdminsOnly />}
  >
    {children}
  </CanAccess>
);
