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

/**
 * A cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, or a tab or carriage return first) is prefixed
 * with `'`, as OWASP advises against CSV injection: an address typed by a visitor is shown as text, never run
 * (docs/security.md#export-csv).
 */
export function csvCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One row per subscriber with French column names; the topics are one yes/no column each. */
export function subscriberRows(subscribers: readonly StoredSubscriber[]): Record<string, string>[] {
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

/** The CSV text of the export (jsonexport quotes cells holding a comma, a quote or a line break). */
export function subscriberCsv(subscribers: readonly StoredSubscriber[]): Promise<string> {
  return new Promise((resolve, reject) => {
    jsonExport(subscriberRows(subscribers), (error: Error | null, csv: string) =>
      error ? reject(error) : resolve(csv),
    );
  });
}

export const subscriberExporter: Exporter = (records) => {
  void subscriberCsv(records as StoredSubscriber[]).then(
    (csv) => downloadCSV(csv, 'abonnes'),
    () => undefined,
  );
};
