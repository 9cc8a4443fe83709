import { useEffect, type ReactNode } from 'react';
import { CanAccess } from 'react-admin';
import { AuthorizationLoading } from './AuthorizationLoading';

/** What the layout asks the auth provider's `canAccess` about: the back-office as a whole. */
export const BACKOFFICE_ACCESS = { resource: 'admin', action: 'access' } as const;

/** A signed-in user who is not an administrator leaves for the public site (docs/product.md#administrateurs). */
const leaveForSite = () => window.location.replace('/');

const Leave = ({ onDenied }: { onDenied: () => void }) => {
  useEffect(() => onDenied(), [onDenied]);
  return <AuthorizationLoading />;
};

export interface AdminGuardProps {
  children: ReactNode;
  onDenied?: () => void;
}

/**
 * Everything under /admin needs an administrator. A signed-out visitor never gets here (`<Admin requireAuth>`
 * shows the sign-in screen); a signed-in user the auth provider refuses is sent away, and nothing renders until
 * its answer is known. A failed check is a refusal.
 */
export const AdminGuard = ({ children, onDenied = leaveForSite }: AdminGuardProps) => (
  <CanAccess
    {...BACKOFFICE_ACCESS}
    retry={false}
    loading={<AuthorizationLoading />}
    accessDenied={<Leave onDenied={onDenied} />}
    error={<Leave onDenied={onDenied} />}
  >
    {children}
  </CanAccess>
);
