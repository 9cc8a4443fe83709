import AccountCircle from '@mui/icons-material/AccountCircle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { lazy, Suspense, useCallback, useState, type MouseEvent } from 'react';
import { AppBar, TitlePortal, useGetIdentity, useTranslate } from 'react-admin';

const UserMenuPopup = lazy(() => import('./UserMenuPopup'));

/**
 * The signed-in person's menu, named by the address it shows (WCAG 2.5.3: react-admin names it « Profil » whatever
 * it shows). Its pop-up loads with the first click, then stays mounted (its closing animation).
 */
const UserMenu = () => {
  const translate = useTranslate();
  const { isPending, identity } = useGetIdentity();
  const largeEnough = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const close = useCallback(() => setAnchor(null), []);
  const open = (event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    setUsed(true);
  };
  const name = identity?.fullName;
  return (
    <div>
      {largeEnough && !isPending && name ? (
        <Button
          aria-label={name}
          className="RaUserMenu-userButton"
          color="inherit"
          startIcon={<AccountCircle />}
          onClick={open}
          variant="text"
          sx={{ textTransform: 'none', marginInlineStart: 0.5 }}
        >
          {name}
        </Button>
      ) : (
        <IconButton
          aria-label={name ?? translate('ra.auth.user_menu')}
          title={name ?? translate('ra.auth.user_menu')}
          aria-owns={anchor ? 'menu-appbar' : undefined}
          aria-haspopup
          color="inherit"
          onClick={open}
        >
          <AccountCircle />
        </IconButton>
      )}
      {used && (
        <Suspense fallback={null}>
          <UserMenuPopup anchor={anchor} onClose={close} />
        </Suspense>
      )}
    </div>
  );
};

/**
 * The screen's name wraps between words onto a second line, then ends with « … »: react-admin keeps it on one line
 * cut at the bar's edge, which on a phone left « Campagne « Campagn ». An address with no space breaks inside.
 */
const TITLE_SX = {
  whiteSpace: 'normal',
  overflowWrap: 'break-word',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  lineHeight: 1.2,
  // Two lines at most, whatever the browser makes of the clamp.
  maxHeight: '2.4em',
  overflow: 'hidden',
  minWidth: 0,
} as const;

/** react-admin's app bar, with the signed-in person's menu named by its address and a title that wraps. */
export const AdminAppBar = () => (
  <AppBar userMenu={<UserMenu />}>
    <TitlePortal className="RaAppBar-title" sx={TITLE_SX} />
  </AppBar>
);
