import jsonExport from 'jsonexport/dist';
import { downloadCSV, type Exporter } from 'react-admin';
import { PREFERENCE_KEYS, PREFERENCE_TITLES } from '@shared/domain/preferences';
import type { StoredSubscriber } from '@shared/domain/subscribers';

const STATUS = { active: 'abonné', unsubscribed: 'désabonné', pending: 'réinscription à confirmer' } as const;
const SOURCE = { footer: 'pied de page', contact: 'page contact', admin: 'administrateur' } as const;
const DATE = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/** One row per subscriber with French column names; the topics are one yes/no column each. */
export function subscriberRows(subscribers: readonly StoredSubscriber[]): Record<string, string>[] {
  return subscribers.map((s) => ({
    'E-mail': s.email,
    Inscription: DATE.format(new Date(s.createdAt)),
    Statut: STATUS[s.status] ?? s.status,
    'Origine du consentement': s.source ? SOURCE[s.source] : '',
    ...Object.fromEntries(
      PREFERENCE_KEYS.map((key) => [PREFERENCE_TITLES[key], s.preferences?.[key] ? 'oui' : 'non']),
    ),
  }));
}

export const subscriberExporter: Exporter = (records) => {
  jsonExport(subscriberRows(records as StoredSubscriber[]), (error: Error | null, csv: string) => {
    if (!error) downloadCSV(csv, 'abonnes');
  });
};
