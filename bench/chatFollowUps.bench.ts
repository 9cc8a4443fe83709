/**
 * `npm run bench:chat`: what each later question of a chat conversation adds to the data folder, from the 1st to the
 * last the conversation takes (60 lines: the first question and its automatic reply, then 58 questions of 2,000
 * characters), through the preview server as the chat sends them. Target: flat — a question writes its own line and a
 * notification carrying that line only, never the whole conversation again (docs/platform.md#conversations).
 */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHAT_CONVERSATION_MAX_LINES, CHAT_LINE_MAX_LENGTH } from '@shared/domain/chatQuestion';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '@shared/http/idempotency';
import { chatQuestion } from '../mocks/contract/samples';
import { readAnswer, signedFetch } from '../mocks/contract/signedFetch';
import { scaledLimits } from '../mocks/handlers/rateLimit';
import { startServer } from '../mocks/server';
import { median } from './shared';

/** Bytes of every regular file of the data folder (uploaded files aside). */
async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // A snapshot being written in the background may rename its temporary file meanwhile.
    if (entry.isFile()) total += (await stat(join(dir, entry.name)).catch(() => ({ size: 0 }))).size;
  }
  return total;
}

const dir = await mkdtemp(join(tmpdir(), 'emulator-chat-bench-'));
const server = await startServer({
  port: 0,
  dataDir: dir,
  rateLimits: scaledLimits(100),
});
try {
  const { ctx, url } = server;
  const call = async <T>(path: string, json: unknown, key?: string) =>
    readAnswer<T>(
      await signedFetch(`${url}/lm/${ctx.config.projectId}/${path}`, {
        method: 'POST',
        secret: ctx.config.signSecret,
        body: JSON.stringify(json),
        headers: key ? { [IDEMPOTENCY_HEADER]: key } : undefined,
      }),
    );
  const first = await call<{ _id: string; conversationToken: string; conversation: unknown[] }>(
    'messages/documents',
    chatQuestion(),
  );
  if (first.status !== 200) throw new Error(`Première question refusée : ${first.message}`);
  const { _id: id, conversationToken: token } = first.data;
  const growth: number[] = [];
  const questions = CHAT_CONVERSATION_MAX_LINES - first.data.conversation.length;
  for (let i = 1; i <= questions; i += 1) {
    const before = await folderBytes(dir);
    const text = `Question ${i} `.padEnd(CHAT_LINE_MAX_LENGTH, 'é');
    const added = await call(`messages/${id}/conversation`, { token, text }, newIdempotencyKey());
    if (added.status !== 200) throw new Error(`Question ${i} refusée : ${added.message}`);
    growth.push((await folderBytes(dir)) - before);
  }
  console.log('Question | octets ajoutés au dossier de données');
  for (const [index, bytes] of growth.entries()) console.log(`${String(index + 1).padStart(8)} | ${bytes}`);
  const [firstBytes = 0, lastBytes = 0] = [growth[0], growth.at(-1)];
  console.log(
    `\n${questions} questions de ${CHAT_LINE_MAX_LENGTH} caractères : 1re ${firstBytes} o, médiane ${median(growth)} o, ` +
      `dernière ${lastBytes} o (rapport ${(lastBytes / firstBytes).toFixed(2)}), en tout ${growth.reduce((a, b) => a + b, 0)} o.`,
  );
} finally {
  await server.close();
  await rm(dir, { recursive: true, force: true });
}
