import ErrorOutline from '@mui/icons-material/ErrorOutline';
import TravelExplore from '@mui/icons-material/TravelExplore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { i18nProvider } from '../i18n/i18nProvider';
import { ScreenTitle } from './ScreenTitle';

const t = (key: string) => i18nProvider.translate(`app.errors.${key}`);

/**
 * The back-office's own error page, in French with a way back, wherever a router or react-admin would show its
 * developer page: the router's errorElement (an address outside the back-office, a crash outside react-admin),
 * <Admin error> and the layout's (a screen that throws), and <Admin catchAll> (an unknown /admin address).
 * Translated without react-admin's context, which the router's error page is outside of; its links load the
 * page anew, so they work whatever state the app is in.
 */
export function ErrorScreen({ kind, onRetry }: { kind: 'not_found' | 'error'; onRetry?: () => void }) {
  const Icon = kind === 'not_found' ? TravelExplore : ErrorOutline;
  return (
    <Box
      component="section"
      aria-labelledby="error-screen-title"
      sx={{
        py: 8,
        px: 2,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 2,
        textAlign: 'center',
      }}
    >
      <Icon color={kind === 'error' ? 'error' : 'primary'} sx={{ fontSize: 48 }} aria-hidden />
      <Typography id="error-screen-title" component="h1" variant="h5">
        {t(`${kind}_title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        {t(`${kind}_text`)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}>
        {onRetry && (
          <Button variant="contained" onClick={onRetry}>
            {t('retry')}
          </Button>
        )}
        <Button variant={onRetry ? 'outlined' : 'contained'} href="/admin">
          {t('dashboard')}
        </Button>
        <Button variant="text" href="/">
          {t('site')}
        </Button>
      </Box>
    </Box>
  );
}

/** The router's errorElement: its 404 (no route for the address) or any error thrown outside react-admin. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <ErrorScreen kind={notFound ? 'not_found' : 'error'} />
    </Box>
  );
}

/** <Admin error>: the back-office failed outside its layout; retrying renders it again. */
export const AppErrorPage = ({
  resetErrorBoundary,
}: {
  resetErrorBoundary: (...args: unknown[]) => void;
}) => (
  <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
    <ErrorScreen kind="error" onRetry={() => resetErrorBoundary()} />
  </Box>
);

/** The layout's error component: a screen that threw, beside the menu (any navigation clears it). */
export const ScreenErrorPage = () => <ErrorScreen kind="error" />;

/** react-admin's catch-all: an /admin address that names no screen (its title in the app bar too). */
export const NotFoundPage = () => (
  <>
    <ScreenTitle title={t('not_found_title')} />
    <ErrorScreen kind="not_found" />
  </>
);
