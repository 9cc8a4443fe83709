import { vi } from 'vitest';
import type { PlatformClient } from '@shared/http/types';

/**
 * A PlatformClient whose every method is a vi.fn: storing answers `_id: 'msg-1'` (`msg-2`… after, and a chat
 * question its conversation's token), e-mails, updates and later questions of a conversation succeed.
 */
export function fakeClient() {
  const stamp = '2025-03-03T13:05:00.000Z';
  let created = 0;
  let lines = 2;
  const mocks = {
    userInfo: vi.fn(),
    find: vi.fn(),
    list: vi.fn(),
    get: vi.fn(),
    create: vi.fn(async (_entity: string, doc: Record<string, unknown>) => {
      created += 1;
      return {
        ...doc,
        _id: `msg-${created}`,
        createdAt: stamp,
        updatedAt: stamp,
        ...({ ownerToken: `jeton-${created}` } as { ownerToken?: string }),
        ...(doc.source === 'chat' ? { conversationToken: `jeton-${created}` } : {}),
      };
    }),
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
    addToConversation: vi.fn(async (id: string, _followUp: unknown, _options: unknown) => {
      lines += 1;
      return { _id: id, at: stamp, lines };
    }),
    uploadFiles: vi.fn(),
    deleteFiles: vi.fn(),
  };
  return { mocks, client: mocks as unknown as PlatformClient };
}
