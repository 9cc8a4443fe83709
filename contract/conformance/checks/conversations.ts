import { randomUUID } from 'node:crypto';
import { CHAT_QUESTION_SUBJECT } from '@shared/domain/chatQuestion';
import { failed, missing, ok, type Finding } from '../report';
import { describeSeen, platformCall, type Target } from '../platformCall';
import { idOf, removeDocuments, removeEmailsOf } from './cleanup';
import { expectAnswer, runId } from './expect';

/** A chat question, then a later one added by its token, once per key (docs/platform.md#conversations). */
export async function conversationChecks(target: Target): Promise<Finding[]> {
  const subject = 'messages/{id}/conversation';
  const question = {
    name: `Conformité ${runId()}`,
    email: 'conformite@example.com',
    subject: CHAT_QUESTION_SUBJECT,
    message: 'Première question de vérification',
    source: 'chat',
    page: '/',
    conversation: [
      { from: 'visitor', text: 'Première question de vérification', at: new Date().toISOString() },
    ],
  };
  const created = await platformCall(target, '{p}/messages/documents', {
    json: question,
    headers: { 'Idempotency-Key': randomUUID() },
  });
  const id = idOf(created.data);
  const token = (created.data as { conversationToken?: unknown } | undefined)?.conversationToken;
  if (!id || typeof token !== 'string') {
    if (id) await removeDocuments(target, 'messages', [id]);
    return [
      id
        ? missing(subject, `${describeSeen(created)} sans conversationToken`)
        : failed(subject, describeSeen(created)),
    ];
  }
  const path = `{p}/messages/${encodeURIComponent(id)}/conversation`;
  const body = { token, text: 'Question suivante de vérification' };
  const key = { 'Idempotency-Key': randomUUID() };
  const added = await platformCall(target, path, { json: body, headers: key });
  const repeated = await platformCall(target, path, { json: body, headers: key });
  const keyless = await platformCall(target, path, { json: body });
  await removeEmailsOf(target, { documentId: id });
  await removeDocuments(target, 'messages', [id]);
  const lines = (answer: unknown) => (answer as { lines?: unknown } | undefined)?.lines;
  return [
    expectAnswer(subject, added, { status: 200 }),
    repeated.status === 200 && lines(repeated.data) === lines(added.data)
      ? ok(
          'conversation : une fois par clé',
          `${describeSeen(repeated)}, ${String(lines(repeated.data))} lignes`,
        )
      : failed(
          'conversation : une fois par clé',
          `${describeSeen(repeated)}, ${String(lines(repeated.data))} lignes`,
        ),
    expectAnswer('conversation : clé exigée', keyless, { status: 400, reason: 'idempotency_key_required' }),
  ];
}
