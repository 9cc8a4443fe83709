import { CHAT_QUESTION_SUBJECT, type ChatLine } from '@shared/domain/chatQuestion';
import type { EntityName } from '@shared/domain/entities';
import { DEFAULT_PREFERENCES } from '@shared/domain/subscribers';

let counter = 0;
/** A fresh address per call, so per-address limits never interfere between tests. */
export const uniqueEmail = (prefix = 'visiteur') =>
  `${prefix}.${Date.now().toString(36)}.${(counter += 1)}@example.net`;

/** A valid document of each entity (as an administrator would create it). */
export function sampleDoc(entity: EntityName): Record<string, unknown> {
  const now = new Date().toISOString();
  const samples: Record<EntityName, Record<string, unknown>> = {
    messages: {
      name: 'Jeanne Martin',
      email: uniqueEmail('jeanne'),
      phone: '06 01 02 03 04',
      postalCode: '76600',
      subject: 'Ossature bois',
      message: 'Bonjour,\nje souhaite un devis.',
    },
    reviews: {
      name: 'Paul',
      email: uniqueEmail('paul'),
      rating: 5,
      comment: 'Très bon travail.',
      status: 'approved',
    },
    templates: { name: 'Modèle', subject: 'Sujet', content: '<p>Bonjour</p>', type: 'newsletter' },
    media: {
      name: 'photo.png',
      url: '/lm-files/abc/photo.png',
      type: 'image',
      size: 120,
      folder: 'projets',
      uploadedAt: now,
      uploadedBy: 'admin@example.com',
    },
    folders: { slug: `dossier-${(counter += 1)}`, name: 'Dossier' },
    content: {
      section: 'contact',
      title: 'Contact',
      description: 'Écrivez-nous',
      address: '1 rue du Port',
      phone: '02 35 00 00 00',
      email: '',
    },
    subscribers: { email: uniqueEmail('abonne'), preferences: DEFAULT_PREFERENCES },
    emails: {
      to: ['client@example.net'],
      subject: 'Bonjour',
      text: 'Texte',
      status: 'sent',
      sentAt: now,
      sentBy: 'admin@example.com',
    },
    jobs: {
      title: 'Technicien domotique',
      department: 'Support',
      location: 'Le Havre',
      type: 'CDI',
      experience: '2 ans',
      description: 'Installer et dépanner.',
      requirements: ['Rigueur'],
      salary: '30-35k€',
    },
    projects: {
      title: 'Maison passive',
      place: 'Le Havre',
      service: 'Ossature bois',
      year: 2023,
      summary: 'Une extension.',
      image: '',
    },
    pageviews: { path: '/contact', consent: { analytics: true, version: 1 } },
    campaigns: {
      name: 'Conseils de l’hiver',
      subject: 'Nos conseils pour l’hiver',
      topic: 'energyTips',
      html: '<p>Bonjour</p>',
      status: 'draft',
    },
    consents: {
      visitorId: crypto.randomUUID(),
      categories: { functional: false, analytics: false, marketing: false },
      decision: 'refuse_all',
      method: 'banner',
      policyVersion: 1,
      date: now,
    },
    // Written by the platform only (a campaign's send): tests insert it into the store.
    deliveries: {
      campaignId: 'campagne-exemple',
      mailbox: 'lea@example.net',
      email: 'Lea@example.net',
      subscriberId: 'abonne-exemple',
      outcome: 'sent',
      at: now,
    },
    emailBodies: {
      campaignId: 'campagne-exemple',
      subject: 'Nos nouvelles',
      html: '<!doctype html><html lang="fr"><head><title>Nos nouvelles</title></head><body><p>Bonjour</p></body></html>',
      text: 'Bonjour',
      siteUrl: 'https://site.example',
      apiUrl: 'https://site.example',
      month: 'novembre 2026',
    },
  };
  return samples[entity];
}

/** A valid change of each entity, for the update column of the matrix. */
export const SAMPLE_UPDATES: Record<EntityName, Record<string, unknown>> = {
  messages: { status: 'read' },
  reviews: { status: 'rejected' },
  templates: { name: 'Modèle modifié' },
  media: { alt: 'Une photo' },
  folders: { name: 'Renommé' },
  content: { title: 'Nouveau titre' },
  subscribers: { status: 'unsubscribed' },
  emails: { subject: 'Autre sujet' },
  jobs: { salary: '35-40k€' },
  projects: { year: 2024 },
  pageviews: { referrer: 'https://exemple.fr' },
  campaigns: { subject: 'Autre sujet' },
  consents: { decision: 'accept_all' },
  deliveries: { outcome: 'skipped_cap' },
  emailBodies: { text: 'Autre texte' },
};

/** The smallest valid PNG (1×1), and friends, for upload tests. */
export const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
export const SVG_TEXT =
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>';

export function imageForm(files: { bytes: Uint8Array | string; type: string; name: string }[]): FormData {
  const form = new FormData();
  for (const file of files)
    form.append('files', new Blob([file.bytes as BlobPart], { type: file.type }), file.name);
  return form;
}

/** When the sample chat lines were written. */
export const CHAT_AT = '2026-11-28T09:15:00.000Z';

/** A visitor's first question and the chat's automatic reply to it (docs/product.md#discussion). */
export const CHAT_LINES: ChatLine[] = [
  { from: 'visitor', text: 'Bonjour, isolez-vous les combles perdus ?', at: CHAT_AT },
  {
    from: 'bot',
    text: 'Merci pour votre message\u202f! Un de nos experts vous répondra très rapidement.',
    at: CHAT_AT,
  },
];

/** What the chat sends for its first question (site/src/chat/submitChatQuestion.ts). */
export const chatQuestion = (fields: Record<string, unknown> = {}) => ({
  name: 'Lucie Morel',
  email: uniqueEmail('lucie'),
  subject: CHAT_QUESTION_SUBJECT,
  message: 'Bonjour, isolez-vous les combles perdus ?',
  source: 'chat',
  page: '/services',
  conversation: CHAT_LINES,
  ...fields,
});
