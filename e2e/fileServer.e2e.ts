import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '@shared/domain/subscribers';
import { adminClient, visitorClient } from './api';
import { closeServer, fileServer, openServer } from './fileServer';

/**
 * Each test file on a preview server of its own, with fresh data (docs/testing.md#bout-en-bout): what a file writes,
 * no other file reads, so none cleans up for another.
 */
const subscribersOn = async (server = fileServer()) =>
  (await (await adminClient(server)).find('subscribers', { limit: 1 })).total;

describe('the preview server of a test file', () => {
  it('holds the sample data only when the file starts: no subscriber, whatever ran before in this worker', async () => {
    expect(await subscribersOn()).toBe(0);
    expect((await (await adminClient()).find('reviews', { limit: 1 })).total).toBeGreaterThan(0);
  });

  it('shares nothing with another: a subscriber written on one is on no other, and one given back is gone', async () => {
    const other = await openServer();
    try {
      expect(other.url).not.toBe(fileServer().url);
      expect(other.dataDir).not.toBe(fileServer().dataDir);
      expect(other.secrets.auth).not.toBe(fileServer().secrets.auth);
      await visitorClient(other).create('subscribers', {
        email: 'seule.ici@example.net',
        source: 'footer',
        preferences: DEFAULT_PREFERENCES,
      });
      expect(await subscribersOn(other)).toBe(1);
      expect(await subscribersOn()).toBe(0);
    } finally {
      await closeServer(other);
    }
    // Its folder is removed once the server has stopped.
    expect(existsSync(other.dataDir)).toBe(false);
  });
});
