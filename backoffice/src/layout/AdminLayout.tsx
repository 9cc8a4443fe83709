import type { ReactNode } from 'react';
import { AppBar, Layout, Logout, UserMenu, useGetIdentity } from 'react-admin';
import { AdminGuard } from './AdminGuard';
import { PublishNotifier } from '../publish/PublishNotifier';
import { AdminMenu } from './AdminMenu';
import { ScreenErrorPage } from './ErrorScreen';
import { ScreenBannerProvider } from './Banner';

/**
 * Signing out from the menu ends on the public site, as the spec's sign-out does (not on the login screen). The
 * menu's button is named by the address it shows (react-admin names it « Profil » whatever it shows: WCAG 2.5.3).
 */
const AdminUserMenu = () => {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName ?? 'ra.auth.user_menu'}>
      <Logout redirectTo={`${window.location.origin}/`} />
    </UserMenu>
  );
};

const AdminAppBar = () => <AppBar userMenu={<AdminUserMenu />} />;

export const AdminLayout = ({ children }: { children: ReactNode }) => (
  <AdminGuard>
    <Layout appBar={AdminAppBar} menu={AdminMenu} error={ScreenErrorPage}>
      <ScreenBannerProvider>{children}</ScreenBannerProvider>
      <PublishNotifier />
    </Layout>
  </AdminGuard>
);

export default AdminLayout;
