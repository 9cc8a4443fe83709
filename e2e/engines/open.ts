import { inject, onTestFinished } from 'vitest';
import { baseUrl } from '../browser';
import { WIDTHS, type Engine, type EnginePage, type WindowSize } from './driver';
import { openFirefoxPage } from './firefox';
import { openWebKitPage } from './webkit';
import { ofThisWorker } from './workers';

/**
 * A fresh page (its own storage, cookies and cache) in `engine`, on this file's server unless `serverUrl` (a proxy
 * in front of it) is given; closed when the test ends, failed or not.
 */
export async function openPage(
  engine: Engine,
  size: WindowSize = WIDTHS.desktop,
  serverUrl: string = baseUrl(),
): Promise<EnginePage> {
  const page =
    engine === 'firefox'
      ? await openFirefoxPage(serverUrl, size)
      : await openWebKitPage(ofThisWorker(inject('webkitDrivers')), serverUrl, size);
  onTestFinished(() => page.close());
  return page;
}
