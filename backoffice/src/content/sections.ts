import type { z } from 'zod';
import { defaultContent } from '@shared/content/defaults';
import {
  aboutContentSchema,
  contactContentSchema,
  footerContentSchema,
  homeContentSchema,
  servicesContentSchema,
  type ContentSection,
  type SectionContent,
} from '@shared/domain/content';

export interface SectionField {
  source: string;
  kind?: 'text' | 'multiline' | 'email' | 'image' | 'services';
  /** For an image: the field that holds its alt text. */
  altSource?: string;
}

export interface SectionDefinition {
  section: ContentSection;
  schema: z.ZodType;
  fields: readonly SectionField[];
}

const text = (source: string): SectionField => ({ source });
const long = (source: string): SectionField => ({ source, kind: 'multiline' });

/** The sections menu and each section's fields (docs/product.md#éditeur-de-contenu). */
export const SECTIONS: readonly SectionDefinition[] = [
  {
    section: 'home',
    schema: homeContentSchema,
    fields: [
      text('heroTitle'),
      text('heroSubtitle'),
      long('heroDescription'),
      { source: 'heroImage', kind: 'image', altSource: 'heroImageAlt' },
      text('aboutTitle'),
      long('aboutDescription'),
      text('servicesTitle'),
      long('servicesDescription'),
    ],
  },
  {
    section: 'about',
    schema: aboutContentSchema,
    fields: [
      text('title'),
      long('description'),
      { source: 'teamImage', kind: 'image', altSource: 'teamImageAlt' },
    ],
  },
  {
    section: 'services',
    schema: servicesContentSchema,
    fields: [text('title'), long('description'), { source: 'services', kind: 'services' }],
  },
  {
    section: 'contact',
    schema: contactContentSchema,
    fields: [
      text('title'),
      long('description'),
      text('address'),
      text('phone'),
      { source: 'email', kind: 'email' },
    ],
  },
  {
    section: 'footer',
    schema: footerContentSchema,
    fields: [
      text('name'),
      text('legalForm'),
      text('address'),
      text('postalCode'),
      text('city'),
      text('phone'),
      { source: 'email', kind: 'email' },
      text('siret'),
      text('publicationDirector'),
      text('hostName'),
      text('hostAddress'),
      text('hostPhone'),
      text('openingHours'),
    ],
  },
];

export const sectionDefinition = (section: string): SectionDefinition =>
  SECTIONS.find((s) => s.section === section) ?? (SECTIONS[0] as SectionDefinition);

/**
 * What the form edits: the stored document's fields over the built-in defaults, limited to the section's own
 * fields (the platform's `_id`, dates and any stray key stay out of the strict schema).
 */
export function formValues<S extends ContentSection>(
  section: S,
  stored: Record<string, unknown> | undefined,
): SectionContent<S> {
  const values: Record<string, unknown> = defaultContent(section);
  for (const key of Object.keys(values)) {
    if (key !== 'section' && stored && stored[key] !== undefined) values[key] = structuredClone(stored[key]);
  }
  return values as SectionContent<S>;
}
