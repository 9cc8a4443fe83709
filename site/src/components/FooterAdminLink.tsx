import { useAuth } from '@shared/auth/useAuth';
import { ADMIN_URL } from './navigation';

/** The footer's way to the back-office, for a signed-in administrator only. */
export function FooterAdminLink() {
  const { isAdmin } = useAuth();
  return isAdmin ? <a href={ADMIN_URL}>Administration</a> : null;
}
