import type { ReactNode } from 'react';
import { useCanAccess } from 'react-admin';
import { AccessDenied } from './AccessDenied';
import { AuthorizationLoading } from './AuthorizationLoading';

export interface RequireAdminProps {
  children: ReactNode;
  /** The resource asked about (the auth provider answers with the single isAdmin rule whatever it is). */
  resource?: string;
}

/**
 * A screen's own check, on top of the layout's guard (docs/product.md#administrateurs): the templates and
 * media screens show "Accès refusé" rather than their content when the signed-in user lacks the administrator
 * right.
 */
export const RequireAdmin = ({ children, resource = 'admin' }: RequireAdminProps) => {
  // No retry: our auth provider answers from the stored session; a failure is a refusal.
  const { isPending, canAccess, error } = useCanAccess({ resource, action: 'access', retry: false });
  if (isPending) return <AuthorizationLoading />;
  if (error || !canAccess) return <AccessDenied />;
  return children;
};
