import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EmulatorSecrets } from './secrets';

/**
 * The preview server's secrets (token signing, subscriber links, chat conversations): made at random on the first
 * start of a data directory and kept in `DATA_DIR/secrets.json` (readable by its owner only), so no secret that guards stored
 * data is a constant in the repository. Only `npm run dev` keeps the constants of secrets.ts: there the token is
 * minted by Vite's Node server and checked by the browser's service worker, which must agree without a file.
 */
export function dataDirSecrets(dataDir: string): EmulatorSecrets {
  const file = join(dataDir, 'secrets.json');
  const fresh = () => randomBytes(32).toString('base64url');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<EmulatorSecrets>;
    const usable = (value: unknown): value is string => typeof value === 'string' && value !== '';
    if (
      !usable(stored.auth) ||
      !usable(stored.subscriber) ||
      ('conversation' in stored && !usable(stored.conversation))
    ) {
      throw new Error(
        `${file} : secrets illisibles (attendu { auth, subscriber, conversation }). Corrigez ou supprimez ce fichier.`,
      );
    }
    if (usable(stored.conversation)) {
      return { auth: stored.auth, subscriber: stored.subscriber, conversation: stored.conversation };
    }
    // A data directory made before conversations had a secret: it gets one, its other secrets kept.
    return write(file, dataDir, { auth: stored.auth, subscriber: stored.subscriber, conversation: fresh() });
  }
  return write(file, dataDir, { auth: fresh(), subscriber: fresh(), conversation: fresh() });
}

function write(file: string, dataDir: string, secrets: EmulatorSecrets): EmulatorSecrets {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(secrets), { mode: 0o600 });
  renameSync(temporary, file);
  return secrets;
}
