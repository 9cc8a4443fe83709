import type { ReactNode } from 'react';
import { CanAccess } from 'react-admin';
import { AccessDenied } from './AccessDenied';
import { AuthorizationLoading } from './AuthorizationLoading';

export interface RequireAdminProps {
  children: ReactNode;
  /** The screen's resource, as the auth provider's `canAccess` is asked about it. */
  resource?: string;
}

/**
 * For a screen outside react-admin's controllers (whose list, create, edit and show views ask `canAccess`
 * themselves): "Accès refusé" rather than its content when the auth provider refuses. No retry: the auth
 * provider answers from the stored session; a failed check is a refusal.
 */
export const RequireAdmin = ({ children, resource = 'admin' }: RequireAdminProps) => (
  <CanAccess
    resource={resource}
    action="access"
    retry={false}
    loading={<AuthorizationLoading />}
    accessDenied={<AccessDenied />}
    error={<AccessDenied />}
  >
    {children}
  </CanAccess>
);
