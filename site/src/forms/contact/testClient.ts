import { vi } from 'vitest';
import type { PlatformClient } from '@shared/http/types';

/** A PlatformClient whose every method is a vi.fn: storing answers `_id: 'msg-1'`, e-mails and updates succeed. */
export function fakeClient() {
  const stamp = '2025-03-03T13:05:00.000Z';
  const mocks = {
    userInfo: vi.fn(),
    find: vi.fn(),
    list: vi.fn(),
    get: vi.fn(),
    create: vi.fn(async (_entity: string, doc: Record<string, unknown>) => ({
      ...doc,
      _id: 'msg-1',
      createdAt: stamp,
      updatedAt: stamp,
    })),
    createMany: vi.fn(),
    update: vi.fn(
      async (_entity: string, filter: Record<string, unknown>, update: Record<string, unknown>) => ({
        ...filter,
        ...update,
      }),
    ),
    remove: vi.fn(),
    removeMany: vi.fn(),
    sendEmail: vi.fn(async (_payload: unknown) => ({ ids: ['email-1'] })),
    sendSiteEmail: vi.fn(async (_request: unknown) => ({ ids: ['email-1'] })),
    uploadFiles: vi.fn(),
    deleteFiles: vi.fn(),
  };
  return { mocks, client: mocks as unknown as PlatformClient };
}
