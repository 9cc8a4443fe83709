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

/** How many questions the visitor asked in a chat conversation: the first, and each added after. */
export const chatQuestionCount = (record: Pick<Message, 'conversation'>): number =>
  record.conversation?.filter((line) => line.from === 'visitor').length ?? 0;

const DAY = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'Europe/Paris' });
const TIME = new Intl.DateTimeFormat('fr-FR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});
const DAY_TIME = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});

/**
 * A line's time in a conversation, Paris time: « 10:15 », with its day (« 29 novembre à 08:05 ») once the
 * conversation has gone past the day it started (its later questions may come up to 24 h after the first).
 */
export function formatLineTime(iso: string, startIso: string): string {
  const at = new Date(iso);
  const start = new Date(startIso);
  if (Number.isNaN(at.getTime())) return '';
  const sameDay = !Number.isNaN(start.getTime()) && DAY.format(at) === DAY.format(start);
  return (sameDay ? TIME : DAY_TIME).format(at);
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
