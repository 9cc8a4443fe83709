import { lazy, Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { CustomRoutes, Resource, type AuthProvider, type DataProvider, type Store } from 'react-admin';
import { Route } from 'react-router-dom';
import { handleAuthReturn, redirectToSignIn, signInWithPopup } from '@shared/auth/signIn';
import { session } from '@shared/auth/session';
import { config } from '@shared/config';
import { platform } from '@shared/http/platform';
import { i18nProvider } from './i18n/i18nProvider';
import { lazyScreen } from './i18n/lazyScreen';
import { AccessDenied } from './layout/AccessDenied';
import { AuthorizationLoading } from './layout/AuthorizationLoading';
import { AppErrorPage, NotFoundPage } from './layout/ErrorScreen';
import { darkTheme, lightTheme } from './layout/theme';
import { LeanAdmin } from './layout/LeanAdmin';
import campaigns from './campaigns';
import content from './content';
import emails from './emails';
import media from './media';
import messages from './messages';
import { createAuthProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import reviews from './reviews';
import subscribers from './subscribers';
import templates from './templates';
import TemplatesRedirect from './templates/TemplatesRedirect';

// Signed in, the layout comes with the first screen; the sign-in screen loads neither.
const AdminLayout = lazy(() => import('./layout/AdminLayout'));
const Dashboard = lazy(() => import('./dashboard/Dashboard'));
// The sign-in screen is none of a signed-in administrator's first load; signed out, its file is asked for at once,
// beside the app's, not once react-admin has found no session (pipeline/budgets.ts ADMIN_SIGN_IN_SOURCES).
const loadLoginPage = () => import('./layout/LoginPage');
if (!session.getToken()) loadLoginPage().catch(() => undefined);
const LoginScreen = lazy(() => loadLoginPage().then(({ LoginPage }) => ({ default: LoginPage })));
const LoginPage = () => (
  <Suspense fallback={<AuthorizationLoading />}>
    <LoginScreen />
  </Suspense>
);
const AnalyticsPage = lazyScreen(() => import('./analytics/AnalyticsPage'));

const dataProvider = createDataProvider(platform, { session });
const authProvider = createAuthProvider({
  session,
  signInWithPopup: () => signInWithPopup(),
  redirectToSignIn: () => redirectToSignIn(),
  handleAuthReturn: () => handleAuthReturn(),
  adminEmails: config.adminEmails,
});

export interface AdminAppProps {
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  /** react-admin's default keeps list settings in localStorage; tests give each render a fresh memory store. */
  store?: Store;
  queryClient?: QueryClient;
}

/**
 * The whole back-office: every resource, route, screen and provider slot, as the browser gets it. Tests render
 * this very tree with their own providers and store (layout/access.test.tsx), never a copy of it.
 * Inside a router, at `/admin/*` (main.tsx): addresses are real paths under /admin (docs/product.md#back-office).
 */
export const AdminApp = ({ dataProvider, authProvider, store, queryClient }: AdminAppProps) => (
  <LeanAdmin
    basename="/admin"
    title="Administration"
    disableTelemetry
    requireAuth
    dataProvider={dataProvider}
    authProvider={authProvider}
    store={store}
    queryClient={queryClient}
    i18nProvider={i18nProvider}
    loginPage={LoginPage}
    dashboard={Dashboard}
    layout={AdminLayout}
    loading={AuthorizationLoading}
    lightTheme={lightTheme}
    darkTheme={darkTheme}
    accessDenied={AccessDenied}
    catchAll={NotFoundPage}
    error={AppErrorPage}
  >
    <Resource name="content" {...content} />
    <Resource name="messages" {...messages} />
    <Resource name="emails" {...emails} />
    <Resource name="reviews" {...reviews} />
    <Resource name="templates" {...templates} />
    <Resource name="subscribers" {...subscribers} />
    <Resource name="campaigns" {...campaigns} />
    <Resource name="media" {...media} />
    <Resource name="folders" />
    <CustomRoutes>
      <Route path="/dashboard" element={<Dashboard />} />
      <Route path="/analytics" element={<AnalyticsPage />} />
      <Route path="/email-templates" element={<TemplatesRedirect />} />
      <Route path="/media-images" element={<media.list />} />
    </CustomRoutes>
  </LeanAdmin>
);

/** The back-office on the platform, signed in through the hosted sign-in pages. */
export const App = () => <AdminApp dataProvider={dataProvider} authProvider={authProvider} />;
