import type { RaRecord } from 'react-admin';
import type { Message } from '@shared/domain/messages';
import { VISITOR_REPLY_WINDOW_MS } from '@shared/domain/visitorReplyWindow';

export type MessageRecord = RaRecord & Message;

/** "22 novembre 2026 à 14:05": French long date with the time, in the company's time zone (one formatter for every row). */
const LONG_DATE_TIME = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

export function formatMessageDate(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : LONG_DATE_TIME.format(date);
}

/**
 * The visitor's page confirms the notification email within seconds; a request still 'pending' after the
 * window in which the visitor may confirm it (10 minutes) never will be.
 */
export function notificationFailed(
  record: Pick<Message, 'notificationStatus' | 'date'>,
  now: number = Date.now(),
): boolean {
  if (record.notificationStatus === 'failed') return true;
  if (record.notificationStatus !== 'pending') return false;
  const created = Date.parse(record.date);
  return Number.isFinite(created) && now - created > VISITOR_REPLY_WINDOW_MS;
}

export const STATUS_FILTERS = ['all', 'unread', 'read', 'archived'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const statusFilterOf = (filterValues: Record<string, unknown>): StatusFilter => {
  const status = filterValues.status;
  return STATUS_FILTERS.includes(status as StatusFilter) ? (status as StatusFilter) : 'all';
};
