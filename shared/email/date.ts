const FRENCH_DATE_TIME = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/** "lundi 3 mars 2025 à 14:05": French long format, always in the company's time zone (Europe/Paris). */
export function formatFrenchDateTime(date: Date | string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return Number.isNaN(value.getTime()) ? '' : FRENCH_DATE_TIME.format(value);
}
