import { lazy, Suspense, type ReactNode } from 'react';
import { AdminAppBar } from './AdminAppBar';
import { AdminGuard } from './AdminGuard';
import { PublishNotifier } from '../publish/PublishNotifier';
import { AdminMenu } from './AdminMenu';
import { LeanLayout } from './LeanLayout';
import { ScreenErrorPage } from './ErrorScreen';
import { ScreenBannerProvider } from './Banner';

// Asked at start, its code beside the first screen's rather than in it (docs/islands.md#budgets).
const PlatformCapabilities = lazy(() =>
  import('../capabilities/PlatformCapabilities').then((m) => ({ default: m.PlatformCapabilities })),
);

const AdminLayout = ({ children }: { children: ReactNode }) => (
  <AdminGuard>
    <LeanLayout appBar={AdminAppBar} menu={AdminMenu} error={ScreenErrorPage}>
      <ScreenBannerProvider>{children}</ScreenBannerProvider>
      <PublishNotifier />
      <Suspense fallback={null}>
        <PlatformCapabilities />
      </Suspense>
    </LeanLayout>
  </AdminGuard>
);

export default AdminLayout;
