import type { CompanyInfo } from '@shared/domain/company';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const FRENCH_DAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];

/**
 * Reads "Du lundi au vendredi, 8 h 30 – 18 h 30" (the company's displayed hours) into schema.org opening hours,
 * so the structured data never disagrees with the text. Unreadable text gives no hours rather than wrong ones.
 */
export function openingHours(
  text: string,
): { dayOfWeek: readonly string[]; opens: string; closes: string }[] {
  const lower = text.toLowerCase();
  const days = /du\s+(\p{L}+)\s+au\s+(\p{L}+)/u.exec(lower);
  const hours = /(\d{1,2})\s*h\s*(\d{2})?\s*[–—-]\s*(\d{1,2})\s*h\s*(\d{2})?/.exec(lower);
  const from = FRENCH_DAYS.indexOf(days?.[1] ?? '');
  const to = FRENCH_DAYS.indexOf(days?.[2] ?? '');
  if (!hours || from < 0 || to < from) return [];
  const time = (h?: string, m?: string) => `${(h ?? '0').padStart(2, '0')}:${m ?? '00'}`;
  return [
    {
      dayOfWeek: DAYS.slice(from, to + 1),
      opens: time(hours[1], hours[2]),
      closes: time(hours[3], hours[4]),
    },
  ];
}

/** "02 35 00 00 00" → "+33235000000". */
export const internationalPhone = (phone: string): string => {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('0') ? `+33${digits.slice(1)}` : `+${digits}`;
};

/** The approved reviews' average (out of 5) and count, as the pages show them. */
export interface RatingSummary {
  average: number | null;
  count: number;
}

/**
 * schema.org AggregateRating of the approved reviews, rounded as the page shows it (« 4,5/5 sur 12 avis »), or
 * nothing without any: structured data never says more than the page (the reviews are prerendered with it).
 */
export function aggregateRating({ average, count }: RatingSummary) {
  if (average === null || count === 0) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: Math.round(average * 10) / 10,
    reviewCount: count,
    bestRating: 5,
    worstRating: 1,
  };
}

/** schema.org HomeAndConstructionBusiness for the home and contact pages, with its reviews' rating if any. */
export function businessJsonLd(company: CompanyInfo, siteUrl: string, rating?: RatingSummary) {
  const ratingLd = rating ? aggregateRating(rating) : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${siteUrl}/#entreprise`,
    name: company.name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    image: `${siteUrl}/og-image.jpg`,
    telephone: internationalPhone(company.phone),
    email: company.email,
    foundingDate: '2023',
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address,
      postalCode: company.postalCode,
      addressLocality: company.city,
      addressRegion: 'Normandie',
      addressCountry: 'FR',
    },
    areaServed: [
      { '@type': 'City', name: 'Le Havre' },
      { '@type': 'AdministrativeArea', name: 'Seine-Maritime' },
    ],
    openingHoursSpecification: openingHours(company.openingHours).map((spec) => ({
      '@type': 'OpeningHoursSpecification',
      ...spec,
    })),
    ...(ratingLd ? { aggregateRating: ratingLd } : {}),
  };
}
