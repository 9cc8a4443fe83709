import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { config } from '@shared/config';

const ROOT = resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  process: ChildProcess;
  url: string;
  exited: Promise<void>;
}

/**
 * A real server (the emulator's, `mocks/server.ts`, unless `script` names another) in a process of its own, on a free port and `dataDir`, for the tests
 * that kill it or read its memory. Its error output goes to `output`; it rejects if the server stops before listening.
 */
export function startServerProcess(
  dataDir: string,
  {
    env = {},
    output = [],
    script = 'mocks/server.ts',
  }: { env?: Record<string, string>; output?: string[]; script?: string } = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      VITE_PROJECT_ID: config.projectId,
      VITE_SIGN_SECRET: config.signSecret,
      VITE_ADMIN_EMAILS: config.adminEmails.join(','),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return new Promise((done, fail) => {
    let stdout = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /http:\/\/127\.0\.0\.1:\d+/.exec(stdout)?.[0];
      if (url) done({ process: child, url, exited });
    });
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => fail(new Error(`Serveur arrêté (code ${code}) : ${output.join('')}`)));
  });
}
