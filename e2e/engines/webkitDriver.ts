import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * MiniBrowser's own toolbar is at least 447 px wide, wider than a phone: a GTK style sheet of the driver's own
 * configuration folder shrinks it to nothing, so the page's viewport can be 390 px wide. Web content is drawn by
 * WebKit itself, not by GTK: the style sheet does not reach it.
 */
const SHRUNK_TOOLBAR =
  'window * { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/status`)).ok;
  } catch {
    return false;
  }
}

/** Debian's WebKitWebDriver on a free port of the display, ready for sessions; `stop` ends it and its folder. */
export async function startWebKitDriver(display: string): Promise<{ url: string; stop(): void }> {
  const config = mkdtempSync(join(tmpdir(), 'webkit-config-'));
  mkdirSync(join(config, 'gtk-3.0'));
  writeFileSync(join(config, 'gtk-3.0', 'gtk.css'), SHRUNK_TOOLBAR);
  const port = await freePort();
  const driver = spawn('/usr/bin/WebKitWebDriver', [`--port=${port}`], {
    stdio: 'ignore',
    env: {
      ...process.env,
      DISPLAY: display,
      XDG_CONFIG_HOME: config,
      TZ: 'Europe/Paris',
      LANG: 'fr_FR.UTF-8',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) =>
    driver.once('exit', (code) => reject(new Error(`WebKitWebDriver exited (${code})`))),
  );
  const ready = (async () => {
    while (!(await answers(url))) await new Promise((resolve) => setTimeout(resolve, 50));
  })();
  await Promise.race([ready, exited]);
  // Its exit from now on is `stop`'s doing.
  exited.catch(() => undefined);
  return {
    url,
    stop: () => {
      driver.kill();
      rmSync(config, { recursive: true, force: true });
    },
  };
}
