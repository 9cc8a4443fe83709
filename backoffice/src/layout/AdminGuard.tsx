import { useEffect, type ReactNode } from 'react';
import { useAuthState, usePermissions } from 'react-admin';
import type { Permissions } from '../providers/authProvider';
import { AuthorizationLoading } from './AuthorizationLoading';

/** A signed-in non-administrator leaves for the public site (docs/product.md#administrateurs). */
const leaveForSite = () => window.location.replace('/');

export interface AdminGuardProps {
  children: ReactNode;
  onDenied?: () => void;
}

/**
 * Everything under /admin needs an administrator: a signed-out visitor is logged out to the login screen
 * (react-admin's own redirect), a non-administrator is sent away, and nothing renders until that is known.
 */
export const AdminGuard = ({ children, onDenied = leaveForSite }: AdminGuardProps) => {
  const { isPending: authPending, authenticated } = useAuthState(undefined, true);
  const { isPending: permissionsPending, permissions } = usePermissions<Permissions>(
    {},
    { enabled: !authPending && authenticated, staleTime: 5 * 60 * 1000 },
  );
  const known = !authPending && authenticated && !permissionsPending;
  const denied = known && permissions !== 'admin';

  useEffect(() => {
    if (denied) onDenied();
  }, [denied, onDenied]);

  if (!known || denied) return <AuthorizationLoading />;
  return children;
};
