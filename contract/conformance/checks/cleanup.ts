import { platformCall, type Target } from '../platformCall';

/** Removes what a check wrote, as an administrator: its documents, and the outbox e-mails that name them. */
export async function removeDocuments(
  target: Target,
  collection: string,
  ids: readonly string[],
): Promise<void> {
  for (const id of ids) {
    await platformCall(target, `{p}/${collection}/documents/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      as: 'admin',
    });
  }
}

export async function removeEmailsOf(target: Target, filter: Record<string, unknown>): Promise<void> {
  const found = await platformCall(target, '{p}/emails/documents/list', { json: { filter }, as: 'admin' });
  const ids = Array.isArray(found.data) ? (found.data as { _id: string }[]).map((email) => email._id) : [];
  await removeDocuments(target, 'emails', ids);
}

/** The `_id` of an answer's document, if any. */
export const idOf = (data: unknown): string | undefined => {
  const id = (data as { _id?: unknown } | null | undefined)?._id;
  return typeof id === 'string' ? id : undefined;
};
