import { describe, expect, it } from 'vitest';
import { CHAT_CONVERSATION_MAX_LINES, CHAT_LINE_MAX_LENGTH } from '@shared/domain/chatQuestion';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '@shared/http/idempotency';
import { encodeRecord } from '../db/journal';
import type { Persistence } from '../db/persistence';
import { scaledLimits } from '../handlers/rateLimit';
import { useHost } from './hosts';
import { chatQuestion } from './samples';

/** Bytes the data files are sent, counted as the journal writes them (one line per change or group). */
function countingJournal() {
  const counter = { bytes: 0 };
  const wrap = (inner: Persistence): Persistence => ({
    load: () => inner.load(),
    save: (snapshot) => inner.save(snapshot),
    append:
      inner.append &&
      ((changes, state) => {
        for (const change of changes) counter.bytes += Buffer.byteLength(encodeRecord(change));
        return inner.append!(changes, state);
      }),
    compact: inner.compact && ((state) => inner.compact!(state)),
    scrub: inner.scrub && ((ids) => inner.scrub!(ids)),
    close: inner.close && (() => inner.close!()),
    saveFile: (id, bytes) => inner.saveFile(id, bytes),
    loadFile: (id) => inner.loadFile(id),
    deleteFile: (id) => inner.deleteFile(id),
  });
  return { counter, wrap };
}

/**
 * A later question of a chat conversation writes its own line, never the conversation again, and its notification
 * carries that line only (docs/platform.md#conversations): what one costs the data files does not grow with the
 * conversation's length. Counted in bytes written, on the HTTP server's journal.
 */
describe('the data files of a long chat conversation', () => {
  const journal = countingJournal();
  const host = useHost('http', { rateLimits: scaledLimits(100), wrapPersistence: journal.wrap });

  it('writes as many bytes for the 58th question of 2,000 characters as for the 1st', async () => {
    const first = await host.call<{ _id: string; conversationToken: string }>(host.docs('messages'), {
      json: chatQuestion(),
    });
    expect(first.status).toBe(200);
    const { _id: id, conversationToken: token } = first.data;
    const written: number[] = [];
    const room = CHAT_CONVERSATION_MAX_LINES - 2;
    for (let i = 0; i < room; i += 1) {
      const before = journal.counter.bytes;
      const text = `Question ${String(i).padStart(2, '0')} `.padEnd(CHAT_LINE_MAX_LENGTH, 'é');
      const added = await host.call(`${host.projectId}/messages/${id}/conversation`, {
        json: { token, text },
        headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() },
      });
      expect(added.status).toBe(200);
      written.push(journal.counter.bytes - before);
    }
    // One line, its notification and its kept answer: a few kilobytes, the same from the 1st to the last.
    expect(Math.max(...written)).toBeLessThan(24 * 1024);
    expect(Math.max(...written) - Math.min(...written)).toBeLessThan(64);
  });
});
