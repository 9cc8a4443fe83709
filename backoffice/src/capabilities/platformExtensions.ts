import { PlatformError } from '@shared/http/errors';
import type { PlatformClient } from '@shared/http/types';

/**
 * The extensions the platform offers (docs/platform.md#extensions). A platform without the `capabilities` call
 * (404) offers none: its screens say what is missing instead of failing on the first click.
 */
export async function platformExtensions(client: Pick<PlatformClient, 'capabilities'>): Promise<string[]> {
  try {
    const { extensions } = await client.capabilities();
    return Array.isArray(extensions) ? extensions.filter((name) => typeof name === 'string') : [];
  } catch (error) {
    if (error instanceof PlatformError && error.code === 404) return [];
    throw error;
  }
}
