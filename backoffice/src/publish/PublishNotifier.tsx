import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import type { PublishOutcome } from './deployHook';
import { onPublished } from './publishSite';

const NOTIFICATIONS: Record<PublishOutcome['kind'], 'info' | 'warning'> = {
  rebuilding: 'info',
  'not-configured': 'info',
  failed: 'warning',
};

/**
 * Shows, in react-admin's notification, what came of each publication, wherever the save happened (the data
 * provider's lifecycle callbacks publish; they cannot notify themselves). Mounted once, in the layout.
 */
export function PublishNotifier() {
  const notify = useNotify();
  useEffect(
    () =>
      onPublished((outcome) =>
        notify(`app.publish.${outcome.kind.replace('-', '_')}`, {
          type: NOTIFICATIONS[outcome.kind],
          messageArgs: outcome.kind === 'failed' ? { reason: outcome.reason } : {},
        }),
      ),
    [notify],
  );
  return null;
}
