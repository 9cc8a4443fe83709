import type { ReactNode } from 'react';
import { AppBar, Layout, Logout, UserMenu } from 'react-admin';
import { AdminGuard } from './AdminGuard';
import { AdminMenu } from './AdminMenu';
import { ScreenBannerProvider } from './Banner';

/** Signing out from the menu ends on the public site, as the spec's sign-out does (not on the login screen). */
const AdminUserMenu = () => (
  <UserMenu>
    <Logout redirectTo={`${window.location.origin}/`} />
  </UserMenu>
);

const AdminAppBar = () => <AppBar userMenu={<AdminUserMenu />} />;

export const AdminLayout = ({ children }: { children: ReactNode }) => (
  <AdminGuard>
    <Layout appBar={AdminAppBar} menu={AdminMenu}>
      <ScreenBannerProvider>{children}</ScreenBannerProvider>
    </Layout>
  </AdminGuard>
);
