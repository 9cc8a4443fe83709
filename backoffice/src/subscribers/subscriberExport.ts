import { PREFERENCE_KEYS, PREFERENCE_TITLES } from '@shared/domain/preferences';
import type { Subscriber } from '@shared/domain/subscribers';
import { csvCell } from '../export/exportAll';

const STATUS = { active: 'abonné', unsubscribed: 'désabonné', pending: 'réinscription à confirmer' } as const;
const SOURCE = { footer: 'pied de page', contact: 'page contact', admin: 'administrateur' } as const;
const DATE = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/** A subscriber as the back-office lists it. */
export type SubscriberRecord = Subscriber & { id: string; createdAt: string };

/** One row per subscriber with French column names; the topics are one yes/no column each. */
export function subscriberRows(subscribers: readonly SubscriberRecord[]): Record<string, string>[] {
  return subscribers.map((s) => ({
    'E-mail': csvCell(s.email),
    Inscription: DATE.format(new Date(s.createdAt)),
    Statut: csvCell(STATUS[s.status] ?? s.status),
    'Origine du consentement': s.source ? SOURCE[s.source] : '',
    ...Object.fromEntries(
      PREFERENCE_KEYS.map((key) => [PREFERENCE_TITLES[key], s.preferences?.[key] ? 'oui' : 'non']),
    ),
  }));
}
