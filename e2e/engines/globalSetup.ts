import type { TestProject } from 'vitest/node';
import { serveBuild } from '../globalSetup';
import { startDisplay } from './display';
import { engineVersions } from './versions';
import { startWebKitDriver } from './webkitDriver';
import { ENGINE_WORKERS } from './workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One WebKitWebDriver per worker (e2e/engines/webkit.ts opens its sessions there). */
    webkitDrivers: string[];
  }
}

/**
 * The cross-engine project's broker of preview servers (the build and the emulator, one per test file, each with its
 * own data: e2e/serverBroker.ts), the virtual display and one WebKitWebDriver per worker; each worker launches its
 * Firefox itself.
 */
export default async function setup(project: TestProject) {
  for (const version of engineVersions()) console.log(`== ${version}`);
  const display = await startDisplay();
  const drivers = await Promise.all(
    Array.from({ length: ENGINE_WORKERS }, () => startWebKitDriver(display.display)),
  );
  project.provide(
    'webkitDrivers',
    drivers.map((driver) => driver.url),
  );
  const stopServers = await serveBuild(project);
  return async () => {
    await stopServers();
    for (const driver of drivers) driver.stop();
    display.stop();
  };
}
