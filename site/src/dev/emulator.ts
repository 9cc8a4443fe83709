/**
 * Dev-only start-up: the one site file allowed to import mocks/. dev/renderPage.tsx imports it; main.tsx imports that behind
 * `import.meta.env.DEV`, so production builds never contain the emulator.
 */
import { startBrowserEmulator } from '@mocks/browser';

export async function start(): Promise<void> {
  await startBrowserEmulator();
}
