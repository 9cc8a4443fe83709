import type { ReactNode } from 'react';
import { PlatformCapabilities } from '../capabilities/PlatformCapabilities';
import { AdminAppBar } from './AdminAppBar';
import { AdminGuard } from './AdminGuard';
import { PublishNotifier } from '../publish/PublishNotifier';
import { AdminMenu } from './AdminMenu';
import { LeanLayout } from './LeanLayout';
import { ScreenErrorPage } from './ErrorScreen';
import { ScreenBannerProvider } from './Banner';

const AdminLayout = ({ children }: { children: ReactNode }) => (
  <AdminGuard>
    <LeanLayout appBar={AdminAppBar} menu={AdminMenu} error={ScreenErrorPage}>
      <ScreenBannerProvider>{children}</ScreenBannerProvider>
      <PublishNotifier />
      <PlatformCapabilities />
    </LeanLayout>
  </AdminGuard>
);

export default AdminLayout;
