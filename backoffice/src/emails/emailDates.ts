/** French long date with the time, in the company's time zone. */
export const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
};
