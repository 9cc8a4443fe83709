import { startBrowserEmulator } from '@mocks/browser';

/** Dev only: the `/lm` emulator's service worker, started before the back-office renders. */
export async function start(): Promise<void> {
  await startBrowserEmulator();
}
