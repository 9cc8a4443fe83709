/**
 * What the company claims about itself on its pages: the figures of the home, about and careers pages, and the
 * stages of a wood-frame extension (home and services pages).
 */

/** The figures the pages quote (projects, years of expertise, team, guarantees…). */
export const CLAIMED_FIGURES = {
  projects: '30+',
  expertiseYears: 15,
  satisfiedClients: '100\u202f%',
  responseTimeHours: 24,
  energySaving: '40\u202f%',
  satisfaction: '98\u202f%',
  averageRating: '4.8/5',
  guaranteeYears: 5,
  founded: 2023,
  employees: 5,
} as const;

/** The three stages of a wood-frame extension and how long each usually takes. */
export const EXTENSION_TIMELINE = [
  { step: 'Étude et conception', duration: '2-4 semaines' },
  { step: 'Préfabrication et permis', duration: '4-8 semaines' },
  { step: 'Montage et finitions', duration: '4-6 semaines' },
] as const;
