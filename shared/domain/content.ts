import { z } from './z';
import { shortText, type Stored } from './document';

const text = (max = 2000) => z.string().max(max);
const imageUrl = z.string().max(2000);

export const homeContentSchema = z.strictObject({
  section: z.literal('home'),
  heroTitle: text(200),
  heroSubtitle: text(300),
  heroDescription: text(),
  heroImage: imageUrl,
  // Optional: documents stored before it existed stay valid; the site falls back to the default alt.
  heroImageAlt: text(300).optional(),
  aboutTitle: text(200),
  aboutDescription: text(),
  servicesTitle: text(200),
  servicesDescription: text(),
});

export const aboutContentSchema = z.strictObject({
  section: z.literal('about'),
  title: text(200),
  description: text(4000),
  teamImage: imageUrl,
  teamImageAlt: text(300).optional(),
});

export const servicesContentSchema = z.strictObject({
  section: z.literal('services'),
  title: text(200),
  description: text(),
  services: z.array(z.strictObject({ title: text(200), description: text() })).max(20),
});

export const contactContentSchema = z.strictObject({
  section: z.literal('contact'),
  title: text(200),
  description: text(),
  address: text(300),
  phone: text(40),
  email: z.union([z.literal(''), z.email()]),
});

export const footerContentSchema = z.strictObject({
  section: z.literal('footer'),
  name: shortText(),
  legalForm: shortText(),
  address: shortText(300),
  postalCode: shortText(10),
  city: shortText(),
  phone: shortText(40),
  email: z.email(),
  siret: shortText(40),
  publicationDirector: shortText(),
  hostName: shortText(),
  hostAddress: shortText(300),
  hostPhone: shortText(60),
  openingHours: shortText(),
});

export const contentSchema = z.discriminatedUnion('section', [
  homeContentSchema,
  aboutContentSchema,
  servicesContentSchema,
  contactContentSchema,
  footerContentSchema,
]);
export type Content = z.infer<typeof contentSchema>;
export type ContentSection = Content['section'];
export type StoredContent = Stored<Content>;
export type SectionContent<S extends ContentSection> = Extract<Content, { section: S }>;
