import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useBasename, useCheckAuth, useLocation, useLogin, useNavigate, useTranslate } from 'react-admin';
import { getAuthStatus, subscribeAuthStatus } from '@shared/auth/authState';
import { rememberSignInReturn, returnFromState, takeSignInReturn } from './signInReturn';

/**
 * The back-office sign-in screen: one button that opens the provider's pop-up (through react-admin's login),
 * and the redirect fallback for browsers that block pop-ups. Errors keep the 'Erreur login: …' form (docs/platform.md#fenêtre-de-connexion).
 */
export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const basename = useBasename();
  // The screen react-admin sent the visitor here from (the pop-up sign-in goes back there by itself).
  const cameFrom = returnFromState(useLocation().state, basename);
  const authStatus = useSyncExternalStore(subscribeAuthStatus, getAuthStatus);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Coming back from the redirect sign-in (checkAuth reads the address first), or already signed in: on to the
  // screen the sign-in started from, else the dashboard — always inside the back-office.
  useEffect(() => {
    let left = false;
    checkAuth({}, false).then(
      () => {
        if (!left) navigate(takeSignInReturn(basename) ?? cameFrom ?? `${basename}/`, { replace: true });
      },
      () => undefined,
    );
    return () => {
      left = true;
    };
  }, [checkAuth, navigate, basename, cameFrom]);

  const signIn = (method: 'popup' | 'redirect') => {
    setBusy(true);
    setError(null);
    // The redirect leaves this page: the screen to return to waits in this tab.
    if (method === 'redirect' && cameFrom) rememberSignInReturn(cameFrom);
    login({ method }).catch((e: unknown) => {
      setBusy(false);
      setError(translate('app.auth.login_error', { message: e instanceof Error ? e.message : String(e) }));
    });
  };

  const shownError = error ?? authStatus.error;
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
        p: 2,
      }}
    >
      <Card sx={{ maxWidth: 420, width: '100%' }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, p: 4 }}>
          <Avatar sx={{ bgcolor: 'primary.main' }}>
            <LockOutlined />
          </Avatar>
          <Typography component="h1" variant="h5">
            {translate('app.auth.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" align="center">
            {translate('app.auth.subtitle')}
          </Typography>
          {shownError && (
            <Alert severity="error" sx={{ width: '100%' }}>
              {shownError}
            </Alert>
          )}
          <Button
            variant="contained"
            fullWidth
            size="large"
            onClick={() => signIn('popup')}
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {translate('app.auth.sign_in')}
          </Button>
          <Button variant="text" size="small" onClick={() => signIn('redirect')} disabled={busy}>
            {translate('app.auth.redirect')}
          </Button>
          <Link href="/" variant="body2">
            {translate('app.auth.back_to_site')}
          </Link>
        </CardContent>
      </Card>
    </Box>
  );
};
