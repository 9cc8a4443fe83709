const DATE = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeZone: 'Europe/Paris' });

/** A French date in the company's time zone ('' for a missing or invalid date). */
export const formatDate = (iso: string | undefined): string => {
  const date = iso ? new Date(iso) : undefined;
  return date && !Number.isNaN(date.getTime()) ? DATE.format(date) : '';
};
