import { execFileSync } from 'node:child_process';
import { FIREFOX_PATH } from './firefox';

/**
 * The engines' versions, printed at the start of every run: Debian's packages, whatever their update
 * (docs/testing.md#autres-moteurs). WebKitGTK's is its library package's, the one MiniBrowser runs on.
 */
export function engineVersions(): string[] {
  const firefox = execFileSync(FIREFOX_PATH, ['--version'], { encoding: 'utf8' }).trim();
  const webkit = execFileSync('dpkg-query', ['-W', '-f', '${Version}', 'libwebkit2gtk-4.1-0'], {
    encoding: 'utf8',
  }).trim();
  return [firefox, `WebKitGTK ${webkit}`];
}
