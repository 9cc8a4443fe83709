import { lazy } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { handleAuthReturn, redirectToSignIn, signInWithPopup } from '../../shared/auth/signIn';
import { session } from '../../shared/auth/session';
import { config } from '../../shared/config';
import { platform } from '../../shared/http/platform';
import { i18nProvider } from './i18n/i18nProvider';
import { AdminLayout } from './layout/AdminLayout';
import { AuthorizationLoading } from './layout/AuthorizationLoading';
import { LoginPage } from './layout/LoginPage';
import messages from './messages';
import { createAuthProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';

const Dashboard = lazy(() => import('./dashboard/Dashboard'));

const dataProvider = createDataProvider(platform);
const authProvider = createAuthProvider({
  session,
  signInWithPopup: () => signInWithPopup(),
  redirectToSignIn: () => redirectToSignIn(),
  handleAuthReturn: () => handleAuthReturn(),
  adminEmails: config.adminEmails,
});

/** Rendered by main.tsx inside a browser router, so addresses are real paths under /admin (decisions.md). */
export const App = () => (
  <Admin
    basename="/admin"
    title="Administration"
    disableTelemetry
    requireAuth
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    loginPage={LoginPage}
    dashboard={Dashboard}
    layout={AdminLayout}
    loading={AuthorizationLoading}
  >
    <Resource name="messages" {...messages} />
    <CustomRoutes>
      <Route path="/dashboard" element={<Dashboard />} />
    </CustomRoutes>
  </Admin>
);
