import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EmulatorSecrets } from './secrets';

/**
 * The preview server's secrets (token signing, subscriber links): made at random on the first start of a data
 * directory and kept in `DATA_DIR/secrets.json` (readable by its owner only), so no secret that guards stored
 * data is a constant in the repository. Only `npm run dev` keeps the constants of secrets.ts: there the token is
 * minted by Vite's Node server and checked by the browser's service worker, which must agree without a file.
 */
export function dataDirSecrets(dataDir: string): EmulatorSecrets {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<EmulatorSecrets>;
    if (
      typeof stored.auth === 'string' &&
      typeof stored.subscriber === 'string' &&
      stored.auth &&
      stored.subscriber
    )
      return { auth: stored.auth, subscriber: stored.subscriber };
    throw new Error(
      `${file} : secrets illisibles (attendu { auth, subscriber }). Corrigez ou supprimez ce fichier.`,
    );
  }
  const secrets: EmulatorSecrets = {
    auth: randomBytes(32).toString('base64url'),
    subscriber: randomBytes(32).toString('base64url'),
  };
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(secrets), { mode: 0o600 });
  renameSync(temporary, file);
  return secrets;
}
