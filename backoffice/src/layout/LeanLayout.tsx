import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { Loading, Sidebar, useResetErrorBoundaryOnLocationChange, useTranslate } from 'react-admin';

const LayoutClasses = {
  appFrame: 'RaLayout-appFrame',
  contentWithSidebar: 'RaLayout-contentWithSidebar',
  content: 'RaLayout-content',
};

/**
 * react-admin's « Aller au contenu »: off screen until focused, it moves the focus to the screen. In the primary
 * colours (react-admin's puts white text on the page's light background).
 */
const SkipLink = () => {
  const translate = useTranslate();
  return (
    <Button
      className="skip-nav-button"
      variant="contained"
      onClick={() => {
        const content = document.getElementById('main-content');
        if (!content) return;
        content.setAttribute('tabIndex', '-1');
        content.focus();
        content.blur();
      }}
      sx={(theme) => ({
        position: 'fixed',
        padding: theme.spacing(1),
        transition: theme.transitions.create(['top', 'opacity'], {
          easing: theme.transitions.easing.easeIn,
          duration: theme.transitions.duration.leavingScreen,
        }),
        left: theme.spacing(2),
        top: theme.spacing(-10),
        zIndex: 5000,
        '&:focus': { top: theme.spacing(2) },
      })}
    >
      {translate('ra.navigation.skip_nav')}
    </Button>
  );
};

/** The screen that threw, beside the menu, until the next navigation (react-admin's `<Layout>` does the same). */
const ScreenError = ({ Error, reset }: { Error: ComponentType; reset: () => void }) => {
  useResetErrorBoundaryOnLocationChange(reset);
  return <Error />;
};

class ScreenErrorBoundary extends Component<
  { error: ComponentType; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  reset = () => this.setState({ failed: false });
  override render() {
    return this.state.failed ? (
      <ScreenError Error={this.props.error} reset={this.reset} />
    ) : (
      this.props.children
    );
  }
}

/** react-admin's `<Layout>` styles, under its class names (`RaLayout-…`). */
const Root = styled('div', { name: 'RaLayout', overridesResolver: (_props, styles) => styles.root })(
  ({ theme }) => ({
    display: 'flex',
    flexDirection: 'column',
    zIndex: 1,
    minHeight: '100vh',
    backgroundColor: (theme.vars || theme).palette.background.default,
    position: 'relative',
    minWidth: 'fit-content',
    width: '100%',
    [`& .${LayoutClasses.appFrame}`]: {
      display: 'flex',
      flexDirection: 'column',
      flexGrow: 1,
      marginTop: theme.spacing(6),
      [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
    },
    [`& .${LayoutClasses.contentWithSidebar}`]: {
      display: 'flex',
      flexGrow: 1,
      transition: theme.transitions.create('margin', {
        easing: theme.transitions.easing.easeOut,
        duration: theme.transitions.duration.enteringScreen,
      }),
    },
    [`& .${LayoutClasses.content}`]: {
      backgroundColor: (theme.vars || theme).palette.background.default,
      zIndex: 2,
      display: 'flex',
      flexDirection: 'column',
      flexGrow: 1,
      flexBasis: 0,
      padding: 0,
      [theme.breakpoints.up('xs')]: { paddingRight: theme.spacing(1), paddingLeft: theme.spacing(1) },
    },
  }),
);

/**
 * react-admin's `<Layout>` (skip link, app bar, menu in its sidebar, the screen in an error boundary and Suspense),
 * without what `<Layout>` imports and the back-office never shows: its own error page (react-admin's `<Title>` and
 * an accordion), replaced by `error` here, and the settings inspector of its « configurable » components. The
 * dashboard's first load stays within its budget (docs/product.md#premier-chargement).
 */
export const LeanLayout = ({
  appBar: AppBar,
  menu: Menu,
  error,
  children,
}: {
  appBar: ComponentType;
  menu: ComponentType;
  error: ComponentType;
  children: ReactNode;
}) => (
  <Root className="layout">
    <SkipLink />
    <div className={LayoutClasses.appFrame}>
      <AppBar />
      <main className={LayoutClasses.contentWithSidebar}>
        <Sidebar>
          <Menu />
        </Sidebar>
        <div id="main-content" className={LayoutClasses.content}>
          <ScreenErrorBoundary error={error}>
            <Suspense fallback={<Loading />}>{children}</Suspense>
          </ScreenErrorBoundary>
        </div>
      </main>
    </div>
  </Root>
);
