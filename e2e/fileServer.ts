import { inject } from 'vitest';
import type { E2eServer, ServerWishes } from './serverBroker';

let current: E2eServer | undefined;

/**
 * The server of the running test file, its own from its first test to its last (e2e/serverBroker.ts): no other
 * file reads or writes its data, so no file cleans up for another (docs/testing.md#bout-en-bout).
 */
export function fileServer(): E2eServer {
  if (!current)
    throw new Error('No server for this file: e2e/fileServerSetup.ts asks for one before its tests.');
  return current;
}

/**
 * A fresh server (fresh data, own copy of the build) from the broker, in the main Vitest process; `closeServer`
 * gives it back. A file asks for one more only for a server unlike the one every file gets (`wishes`).
 */
export async function openServer(wishes: ServerWishes = {}): Promise<E2eServer> {
  const response = await fetch(`${inject('serverBroker')}/`, {
    method: 'POST',
    body: JSON.stringify(wishes),
  });
  if (!response.ok) throw new Error(`Server broker: ${response.status} ${await response.text()}`);
  return (await response.json()) as E2eServer;
}

/** Gives a server back: the broker stops it and removes its data and its copy of the build. */
export async function closeServer({ id }: E2eServer): Promise<void> {
  const response = await fetch(`${inject('serverBroker')}/${id}`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Server broker: ${response.status} while stopping server ${id}`);
}

/** Asks for the server of the file about to run. */
export async function openFileServer(): Promise<void> {
  current = await openServer();
}

/** Gives the file's server back once its tests and hooks are over. */
export async function closeFileServer(): Promise<void> {
  if (!current) return;
  const server = current;
  current = undefined;
  await closeServer(server);
}
