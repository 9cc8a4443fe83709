import AccountCircle from '@mui/icons-material/AccountCircle';
import Brightness4 from '@mui/icons-material/Brightness4';
import Brightness7 from '@mui/icons-material/Brightness7';
import MenuIcon from '@mui/icons-material/Menu';
import Refresh from '@mui/icons-material/Refresh';
import MuiAppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { lazy, Suspense, useCallback, useState, type MouseEvent } from 'react';
import {
  HideOnScroll,
  TitlePortal,
  useGetIdentity,
  useLoading,
  useRefresh,
  useSidebarState,
  useTheme,
  useThemesContext,
  useTranslate,
} from 'react-admin';

/*
 * react-admin's app bar, rebuilt from MUI parts with react-admin's hooks: its own buttons all wrap a MUI tooltip
 * (with Popper.js, 13 KiB gzip), which would load with the first signed-in screen (docs/product.md#premier-chargement).
 * Each button here says what it does by its name (aria-label) and its `title`; the markup, classes and behaviour
 * are otherwise react-admin's.
 */

const SidebarToggle = () => {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const label = translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu');
  return (
    <IconButton
      color="inherit"
      className="RaAppBar-menuButton"
      aria-label={label}
      title={label}
      onClick={() => setOpen(!open)}
      sx={{ mr: '0.2em' }}
    >
      <MenuIcon
        className={
          open ? 'RaSidebarToggleButton-menuButtonIconOpen' : 'RaSidebarToggleButton-menuButtonIconClosed'
        }
        sx={(theme) => ({
          transition: theme.transitions.create(['transform'], {
            easing: theme.transitions.easing.sharp,
            duration: theme.transitions.duration.leavingScreen,
          }),
          transform: open ? 'rotate(180deg)' : 'rotate(0deg)',
        })}
      />
    </IconButton>
  );
};

const ToggleTheme = () => {
  const translate = useTranslate();
  const { darkTheme, defaultTheme } = useThemesContext();
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const [theme, setTheme] = useTheme(defaultTheme || (prefersDark && darkTheme ? 'dark' : 'light'));
  const label = translate('ra.action.toggle_theme');
  return (
    <IconButton
      color="inherit"
      aria-label={label}
      title={label}
      onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
    >
      {theme === 'dark' ? <Brightness7 /> : <Brightness4 />}
    </IconButton>
  );
};

/** Reloads the screen's data; a spinner over it while anything loads. */
const LoadingIndicator = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const loading = useLoading();
  const label = translate('ra.action.refresh');
  return (
    <Box sx={{ position: 'relative' }}>
      <IconButton
        color="inherit"
        aria-label={label}
        title={label}
        onClick={(event) => {
          event.preventDefault();
          refresh();
        }}
        className={
          loading
            ? 'RaLoadingIndicator-loadedIcon RaLoadingIndicator-loadedLoading'
            : 'RaLoadingIndicator-loadedIcon'
        }
        sx={{ opacity: loading ? 0 : 1 }}
      >
        <Refresh />
      </IconButton>
      {loading && (
        <CircularProgress
          className="app-loader"
          color="inherit"
          size={16}
          thickness={6}
          sx={{ position: 'absolute', top: '30%', left: '30%' }}
        />
      )}
    </Box>
  );
};

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

export const AdminAppBar = () => {
  const { darkTheme } = useThemesContext();
  const xSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <HideOnScroll>
      <MuiAppBar className="RaAppBar-appBar" color="secondary">
        <Toolbar
          disableGutters
          variant={xSmall ? 'regular' : 'dense'}
          className="RaAppBar-toolbar"
          sx={(theme) => ({
            padding: `0 ${theme.spacing(1)}`,
            [theme.breakpoints.down('md')]: { minHeight: theme.spacing(6) },
          })}
        >
          <SidebarToggle />
          <TitlePortal className="RaAppBar-title" sx={TITLE_SX} />
          {darkTheme && <ToggleTheme />}
          <LoadingIndicator />
          <UserMenu />
        </Toolbar>
      </MuiAppBar>
    </HideOnScroll>
  );
};
