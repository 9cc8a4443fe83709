import Logout from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { Refusal } from './Refusal';

/**
 * What a signed-in person who is not an administrator reads at /admin: why nothing of the back-office shows, and
 * the two ways on, signing out (then in with another address) or the site (docs/product.md#administrateurs).
 */
export const AdminsOnly = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const { identity } = useGetIdentity();
  const email = typeof identity?.id === 'string' ? identity.id : null;
  return (
    <Refusal
      component="main"
      title={translate('app.access.admins_only_title')}
      sx={{ minHeight: '100vh', px: 2, justifyContent: 'center', gap: 2 }}
    >
      <Typography sx={{ maxWidth: '40rem' }}>
        {email
          ? translate('app.access.admins_only_text', { email })
          : translate('app.access.admins_only_unknown')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button
          variant="contained"
          startIcon={<Logout />}
          // As the user menu's « Déconnexion »: the session ends on the public site.
          onClick={() => void logout({}, `${window.location.origin}/`)}
        >
          {translate('app.access.sign_out')}
        </Button>
        <Button variant="outlined" href="/">
          {translate('app.access.back_to_site')}
        </Button>
      </Stack>
    </Refusal>
  );
};
