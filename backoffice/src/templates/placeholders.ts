import { config } from '@shared/config';
import { escapeHtml } from '@shared/email/escape';

export const PLACEHOLDERS = ['firstName', 'month', 'discount', 'unsubscribeUrl'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Record<Placeholder, string>;

const MONTH = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });

/** Sample values shown in the preview and used for a test send. */
export function sampleValues(now: Date = new Date()): PlaceholderValues {
  return {
    firstName: 'Marie',
    month: MONTH.format(now),
    discount: '30 %',
    unsubscribeUrl: `${config.siteUrl}/unsubscribe?email=exemple%40example.com&token=exemple`,
  };
}

const PATTERN = new RegExp(`\\{(${PLACEHOLDERS.join('|')})\\}`, 'g');

/** Replaces the known `{placeholders}`; in HTML the values are escaped (they may land inside an attribute). */
export function fillPlaceholders(text: string, values: PlaceholderValues, html = false): string {
  return text.replace(PATTERN, (_, key: Placeholder) => (html ? escapeHtml(values[key]) : values[key]));
}

export interface FilledTemplate {
  subject: string;
  html: string;
}

export const fillTemplate = (
  template: { subject: string; content: string },
  values: PlaceholderValues = sampleValues(),
): FilledTemplate => ({
  subject: fillPlaceholders(template.subject, values),
  html: fillPlaceholders(template.content, values, true),
});
