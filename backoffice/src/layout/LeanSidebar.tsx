import Paper from '@mui/material/Paper';
import { styled, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocale, useSidebarState } from 'react-admin';
import { CLOSED_SIDEBAR_WIDTH, SIDEBAR_WIDTH } from './sidebarWidth';

/** react-admin's `<Sidebar>` on a phone, a drawer over the screen: loaded the first time the menu is opened there. */
const PhoneSidebar = lazy(() => import('./PhoneSidebar'));

const PREFIX = 'RaSidebar';
const classes = {
  docked: `${PREFIX}-docked`,
  paper: `${PREFIX}-paper`,
  paperAnchorLeft: `${PREFIX}-paperAnchorLeft`,
  paperAnchorDockedLeft: `${PREFIX}-paperAnchorDockedLeft`,
  fixed: `${PREFIX}-fixed`,
  appBarCollapsed: `${PREFIX}-appBarCollapsed`,
  open: `${PREFIX}-open`,
  closed: `${PREFIX}-closed`,
};

/** react-admin's `<Sidebar>` styles, under its class names, on what MUI's permanent `<Drawer>` draws. */
const Docked = styled('div', { name: PREFIX, slot: 'Root', shouldForwardProp: (prop) => prop !== 'open' })<{
  open: boolean;
}>(({ open, theme }) => ({
  flex: '0 0 auto',
  height: 'calc(100vh - 3em)',
  marginTop: 0,
  transition: theme.transitions.create('margin', {
    easing: theme.transitions.easing.easeOut,
    duration: theme.transitions.duration.enteringScreen,
  }),
  [`&.${classes.appBarCollapsed}`]: {
    // As react-admin: the app frame's margin is compensated here, or the scroll trigger would flip back and forth.
    marginTop: theme.spacing(-6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(-7) },
    transition: theme.transitions.create('margin', {
      easing: theme.transitions.easing.sharp,
      duration: theme.transitions.duration.leavingScreen,
    }),
  },
  [`& .${classes.fixed}`]: {
    position: 'fixed',
    height: 'calc(100vh - 3em)',
    overflowX: 'hidden',
    scrollbarWidth: 'none',
    msOverflowStyle: 'none',
    '&::-webkit-scrollbar': { display: 'none' },
  },
  [`& .${classes.paper}`]: {
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    flex: '1 0 auto',
    outline: 0,
    top: 0,
    left: 0,
    position: 'relative',
    width: open ? SIDEBAR_WIDTH : CLOSED_SIDEBAR_WIDTH,
    transition: theme.transitions.create('width', {
      easing: theme.transitions.easing.sharp,
      duration: theme.transitions.duration.leavingScreen,
    }),
    backgroundColor: 'transparent',
    border: 'none',
    zIndex: 'inherit',
  },
}));

/**
 * react-admin's `<Sidebar>`: on a wide screen its permanent drawer, drawn here without MUI's `<Drawer>`, which
 * imports the modal, focus trap and slide of the phone's drawer (about 6 KiB gzip the dashboard does not need); on a
 * phone, react-admin's own, loaded when the menu is first opened (docs/product.md#premier-chargement).
 */
export const LeanSidebar = ({ children }: { children: ReactNode }) => {
  const isXSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open] = useSidebarState();
  useLocale(); // drawn again when the locale changes, as react-admin's
  const trigger = useScrollTrigger();
  const [openedOnPhone, setOpenedOnPhone] = useState(false);
  if (isXSmall) {
    if (!open && !openedOnPhone) return null;
    if (!openedOnPhone) setOpenedOnPhone(true);
    return (
      <Suspense fallback={null}>
        <PhoneSidebar>{children}</PhoneSidebar>
      </Suspense>
    );
  }
  const state = [trigger ? classes.appBarCollapsed : '', open ? classes.open : classes.closed];
  return (
    <Docked
      open={open}
      className={['MuiDrawer-root MuiDrawer-docked', classes.docked, ...state].join(' ').trim()}
    >
      <Paper
        elevation={0}
        square
        className={[
          'MuiDrawer-paper',
          classes.paper,
          classes.paperAnchorLeft,
          classes.paperAnchorDockedLeft,
        ].join(' ')}
      >
        <div className={classes.fixed}>{children}</div>
      </Paper>
    </Docked>
  );
};
