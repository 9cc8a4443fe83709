import type { RaRecord } from 'react-admin';
import type { Template, TemplateType } from '@shared/domain/templates';

export type TemplateRecord = Template & RaRecord & { createdAt?: string; updatedAt?: string };

/** Badge colours per type, dark text on light backgrounds (contrast ≥ 4.5:1). */
export const TYPE_COLORS: Record<TemplateType, { bg: string; fg: string }> = {
  newsletter: { bg: '#dbeafe', fg: '#1e3a8a' },
  promotion: { bg: '#ffedd5', fg: '#9a3412' },
  welcome: { bg: '#dcfce7', fg: '#166534' },
  notification: { bg: '#f3e8ff', fg: '#6b21a8' },
};

/** A new template's form; the shared schema requires name, subject and content (docs/product.md#modèles-et-médias). */
export const EMPTY_TEMPLATE: Template = { name: '', type: 'newsletter', subject: '', content: '' };

/** The tag the image uploader appends to the content. */
export function imageTag(url: string, alt: string): string {
  const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<img src="${attr(url)}" alt="${attr(alt)}" style="max-width:100%">`;
}

export const appendImage = (content: string, url: string, alt: string): string =>
  `${content}${content && !content.endsWith('\n') ? '\n' : ''}${imageTag(url, alt)}`;
