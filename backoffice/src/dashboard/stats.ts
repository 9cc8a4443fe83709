import { deName } from '@shared/text/elision';
import { monthRange, type Range } from '../dates/paris';

/** A server-side count: a getList of one row whose `total` is the figure. */
export interface CountQuery {
  resource: string;
  filter: Record<string, unknown>;
  dateField: string;
}

export type StatKey = 'messages' | 'unread' | 'visitors' | 'emails';

export interface StatQueries {
  /** The figure shown; null when the figure is this month's count itself. */
  total: CountQuery | null;
  thisMonth: CountQuery;
  lastMonth: CountQuery;
}

const inRange = (field: string, range: Range) => ({
  [`${field}_gte`]: range.from.toISOString(),
  [`${field}_lt`]: range.to.toISOString(),
});

function monthly(resource: string, dateField: string, base: Record<string, unknown>, now: Date) {
  const query = (range: Range): CountQuery => ({
    resource,
    dateField,
    filter: { ...base, ...inRange(dateField, range) },
  });
  return { thisMonth: query(monthRange(now, 0)), lastMonth: query(monthRange(now, -1)) };
}

/**
 * The four cards on stored data (docs/product.md#tableau-de-bord): messages received and unread messages (all
 * of them, as the inbox counts them), consented page views of this calendar month, emails sent. Each compares
 * what arrived this month with last month (Europe/Paris calendar months).
 */
export function statQueries(now: Date): Record<StatKey, StatQueries> {
  return {
    messages: {
      total: { resource: 'messages', filter: {}, dateField: 'createdAt' },
      ...monthly('messages', 'createdAt', {}, now),
    },
    unread: {
      total: { resource: 'messages', filter: { status: 'unread' }, dateField: 'createdAt' },
      ...monthly('messages', 'createdAt', { status: 'unread' }, now),
    },
    // Every stored page view carries analytics consent: the platform refuses any other.
    visitors: { total: null, ...monthly('pageviews', 'createdAt', {}, now) },
    emails: {
      total: { resource: 'emails', filter: { status: 'sent' }, dateField: 'sentAt' },
      ...monthly('emails', 'sentAt', { status: 'sent' }, now),
    },
  };
}

export type Trend = 'up' | 'down' | 'stable';

/**
 * '+25 % vs mois dernier', '-10 % vs mois dernier' or 'stable'; null when last month had none: no percentage
 * compares with nothing, and a card that said « nouveau » for every figure of a young site said nothing.
 */
export function monthChange(thisMonth: number, lastMonth: number): { trend: Trend; text: string } | null {
  if (lastMonth === 0) return null;
  const percent = Math.round(((thisMonth - lastMonth) / lastMonth) * 100);
  if (percent === 0) return { trend: 'stable', text: 'stable' };
  const sign = percent > 0 ? '+' : '-';
  return { trend: percent > 0 ? 'up' : 'down', text: `${sign}${Math.abs(percent)}\u00a0% vs mois dernier` };
}

export type ActivityKind = 'message' | 'email' | 'upload' | 'content' | 'signup' | 'unsubscribe';

export interface Activity {
  kind: ActivityKind;
  id: string;
  date: string;
  text: string;
}

const SECTION_LABELS: Record<string, string> = {
  home: 'Accueil',
  about: 'À propos',
  services: 'Services',
  contact: 'Contact',
  footer: 'Pied de page',
};

type Row = Record<string, unknown> & { id: string | number };
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const recipients = (value: unknown): string => (Array.isArray(value) ? value.join(', ') : str(value));

/** Where each kind of activity comes from, and how the dashboard words it. */
export const ACTIVITY_SOURCES: Record<
  ActivityKind,
  { resource: string; dateField: string; filter?: Record<string, unknown>; describe: (row: Row) => string }
> = {
  message: {
    resource: 'messages',
    dateField: 'createdAt',
    describe: (row) => `Message reçu ${deName(str(row.name))} — ${str(row.subject)}`,
  },
  email: {
    resource: 'emails',
    dateField: 'sentAt',
    describe: (row) => `E-mail envoyé à ${recipients(row.to)} — ${str(row.subject)}`,
  },
  upload: {
    resource: 'media',
    dateField: 'uploadedAt',
    describe: (row) => `Fichier uploadé : ${str(row.name)}`,
  },
  content: {
    resource: 'content',
    dateField: 'updatedAt',
    describe: (row) => `Contenu enregistré : ${SECTION_LABELS[str(row.section)] ?? str(row.section)}`,
  },
  signup: {
    resource: 'subscribers',
    dateField: 'createdAt',
    describe: (row) => `Inscription à la newsletter : ${str(row.email)}`,
  },
  unsubscribe: {
    resource: 'subscribers',
    dateField: 'unsubscribedAt',
    filter: { status: 'unsubscribed' },
    describe: (row) => `Désinscription de la newsletter : ${str(row.email)}`,
  },
};

/** The newest `limit` activities of every source, merged, newest first. */
export function mergeActivities(
  rowsByKind: Partial<Record<ActivityKind, readonly Row[] | undefined>>,
  limit = 3,
): Activity[] {
  const all: Activity[] = [];
  for (const kind of Object.keys(ACTIVITY_SOURCES) as ActivityKind[]) {
    const source = ACTIVITY_SOURCES[kind];
    for (const row of rowsByKind[kind] ?? []) {
      const date = str(row[source.dateField]);
      if (!date || Number.isNaN(Date.parse(date))) continue;
      all.push({ kind, id: `${kind}-${String(row.id)}`, date, text: source.describe(row) });
    }
  }
  return all.sort((a, b) => Date.parse(b.date) - Date.parse(a.date)).slice(0, limit);
}
