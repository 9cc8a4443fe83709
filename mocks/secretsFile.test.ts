import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SECRETS } from './secrets';
import { dataDirSecrets } from './secretsFile';

describe('preview secrets: one random set per data directory', () => {
  const dirs: string[] = [];
  const newDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'secrets-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('makes them on the first start, keeps them afterwards, readable by the owner only', async () => {
    const dir = await newDir();
    const first = dataDirSecrets(dir);
    expect(first.auth).toMatch(/^[\w-]{43}$/);
    expect(first.subscriber).not.toBe(first.auth);
    expect(first.auth).not.toBe(DEFAULT_SECRETS.auth);
    expect(first.subscriber).not.toBe(DEFAULT_SECRETS.subscriber);
    expect(first.conversation).toMatch(/^[\w-]{43}$/);
    expect(new Set([first.auth, first.subscriber, first.conversation]).size).toBe(3);
    expect(dataDirSecrets(dir)).toEqual(first);
    expect((await stat(join(dir, 'secrets.json'))).mode & 0o777).toBe(0o600);
    expect(dataDirSecrets(await newDir())).not.toEqual(first);
  });

  it('gives a data directory made before conversations had a secret its own, keeping the others', async () => {
    const dir = await newDir();
    await writeFile(join(dir, 'secrets.json'), '{"auth":"kept-auth","subscriber":"kept-subscriber"}');
    const secrets = dataDirSecrets(dir);
    expect(secrets).toMatchObject({ auth: 'kept-auth', subscriber: 'kept-subscriber' });
    expect(secrets.conversation).toMatch(/^[\w-]{43}$/);
    expect(dataDirSecrets(dir)).toEqual(secrets);
    expect((await stat(join(dir, 'secrets.json'))).mode & 0o777).toBe(0o600);
  });

  it('refuses to start on a damaged secrets file instead of replacing it', async () => {
    const dir = await newDir();
    await writeFile(join(dir, 'secrets.json'), '{"auth":""}');
    expect(() => dataDirSecrets(dir)).toThrow(/secrets illisibles/);
    expect(await readFile(join(dir, 'secrets.json'), 'utf8')).toBe('{"auth":""}');
  });
});
