import CssBaseline from '@mui/material/CssBaseline';
import { createElement, lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import {
  AdminContext,
  CoreAdminUI,
  localStorageStore,
  type AdminProps,
  type LayoutComponent,
} from 'react-admin';
import { LazyNotification } from './LazyNotification';

const defaultStore = localStorageStore();

/** The layout, loaded with the first signed-in screen: the sign-in screen never needs it. */
const suspended = (Layout: LayoutComponent, Loading: ComponentType): LayoutComponent => {
  const SuspendedLayout = ({ children }: { children: ReactNode }) => (
    <Suspense fallback={<Loading />}>
      <Layout>{children}</Layout>
    </Suspense>
  );
  return SuspendedLayout;
};

const Nothing = () => null;

/**
 * Its screen (`/authentication-error`, inside the layout) imports react-admin's `<Title>`, whose settings inspector
 * weighs 29 KiB gzip: it loads with its route.
 */
const AuthenticationError = lazy(() => import('./AuthenticationErrorPage'));

/**
 * react-admin's `<Admin>` (its context, then `AdminUI`) without `AdminUI`'s default screens, which it imports for
 * the props the back-office always passes: react-admin's login form (with react-hook-form), layout, error and
 * not-found pages, and its English messages. The layout may be lazy; the notification's snackbar is
 * (LazyNotification.tsx). Keeps `/admin`'s first load within its budget
 * (docs/product.md#premier-chargement).
 */
export const LeanAdmin = ({
  authProvider,
  basename,
  darkTheme,
  dataProvider,
  i18nProvider,
  lightTheme,
  queryClient,
  store = defaultStore,
  layout,
  loading = Nothing,
  notification = LazyNotification,
  authenticationError = AuthenticationError,
  children,
  ...ui
}: AdminProps &
  Required<Pick<AdminProps, 'i18nProvider' | 'layout' | 'loginPage' | 'error' | 'catchAll'>>) => {
  const Layout = useMemo(() => suspended(layout, loading), [layout, loading]);
  return (
    <AdminContext
      authProvider={authProvider}
      basename={basename}
      darkTheme={darkTheme}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      lightTheme={lightTheme}
      queryClient={queryClient}
      store={store}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI {...ui} layout={Layout} loading={loading} authenticationError={authenticationError}>
          {children}
        </CoreAdminUI>
        {createElement(notification)}
      </CssBaseline>
    </AdminContext>
  );
};
