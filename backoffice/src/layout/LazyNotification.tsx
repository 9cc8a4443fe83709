import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useNotificationContext, useTranslate } from 'react-admin';

/**
 * The notifications waiting, shown as plain text until react-admin's snackbar is there: for the instant its file
 * downloads, and for good when it cannot (the network is down, which is when « Erreur réseau » must still be read).
 * One at a time, the oldest first; « Fermer » passes to the next.
 */
export const PlainNotification = () => {
  const { notifications, takeNotification } = useNotificationContext();
  const translate = useTranslate();
  const first = notifications[0];
  if (!first) return null;
  const { message, type, notificationOptions } = first;
  return (
    <Box
      role={type === 'error' || type === 'warning' ? 'alert' : 'status'}
      sx={{
        position: 'fixed',
        zIndex: 'snackbar',
        bottom: 24,
        left: 8,
        right: 8,
        mx: 'auto',
        maxWidth: 560,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 0.75,
        borderRadius: 1,
        boxShadow: 6,
        bgcolor: type === 'info' ? 'grey.800' : `${type}.main`,
        color: type === 'info' ? 'common.white' : `${type}.contrastText`,
      }}
    >
      <Box sx={{ flex: 1, py: 1 }}>
        {typeof message === 'string' ? translate(message, notificationOptions?.messageArgs) : message}
      </Box>
      <Button color="inherit" size="small" onClick={() => takeNotification()}>
        {translate('ra.action.close')}
      </Button>
    </Box>
  );
};

class UnlessFailed extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * `<Admin>`'s notification, whose snackbar (MUI's, with its transitions, 3.9 KiB gzip) loads with the first
 * notification rather than with `/admin` (docs/product.md#premier-chargement); until then, and if it cannot load,
 * `PlainNotification` says the same.
 */
export function lazyNotification(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Snackbar = lazy(load);
  const LazyNotification = () => {
    const { notifications } = useNotificationContext();
    const [wanted, setWanted] = useState(false);
    // From the first notification on, for good: the snackbar's own state outlives the list it empties.
    if (!wanted && notifications.length > 0) setWanted(true);
    if (!wanted) return null;
    return (
      <UnlessFailed fallback={<PlainNotification />}>
        <Suspense fallback={<PlainNotification />}>
          <Snackbar />
        </Suspense>
      </UnlessFailed>
    );
  };
  return LazyNotification;
}

export const LazyNotification = lazyNotification(() => import('./AdminNotification'));
