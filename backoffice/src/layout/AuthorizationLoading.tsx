import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** What the back-office shows while it checks who is signed in (docs/product.md#administrateurs). */
export const AuthorizationLoading = () => {
  const translate = useTranslate();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress aria-hidden />
      <Typography>{translate('app.auth.checking')}</Typography>
    </Box>
  );
};
