import { inject } from 'vitest';
import type { E2eServer } from './serverBroker';

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

/** Asks the broker for a fresh server (fresh data, own copy of the build) for the file about to run. */
export async function openFileServer(): Promise<void> {
  const response = await fetch(`${inject('serverBroker')}/`, { method: 'POST' });
  if (!response.ok) throw new Error(`Server broker: ${response.status} ${await response.text()}`);
  current = (await response.json()) as E2eServer;
}

/** Gives the file's server back: the broker stops it and removes its data. */
export async function closeFileServer(): Promise<void> {
  if (!current) return;
  const { id } = current;
  current = undefined;
  const response = await fetch(`${inject('serverBroker')}/${id}`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Server broker: ${response.status} while stopping server ${id}`);
}
