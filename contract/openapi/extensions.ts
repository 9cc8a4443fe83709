import type { PlatformExtension } from '@shared/domain/extensions';

/**
 * What goes beyond the platform's first 12 calls (user/info, the nine document calls, email/send, file/batch), and
 * why the product needs it (docs/platform.md#extensions). Each becomes a tag of the document and an `x-extension`
 * on the calls and rules it covers.
 */
export interface ExtensionNote {
  title: string;
  why: string;
  doc: string;
}

export const EXTENSIONS: Record<PlatformExtension | 'capabilities', ExtensionNote> = {
  campaigns: {
    title: 'Envoi des campagnes',
    why: 'Une newsletter part à des milliers d’abonnés depuis un onglet qui peut se fermer : la plateforme réclame l’envoi pour un seul onglet (bail), l’avance pas à pas sans doublon et tient le plafond de deux e-mails par personne sur 7 jours.',
    doc: 'docs/platform.md#campagnes',
  },
  chatConversations: {
    title: 'Conversations de la discussion',
    why: 'Les questions suivantes d’une discussion s’ajoutent au message de la première, par qui tient son jeton, une fois chacune, sans que le visiteur puisse lire ou modifier le message.',
    doc: 'docs/platform.md#conversations',
  },
  emailPreview: {
    title: 'Aperçu d’un e-mail',
    why: 'L’aperçu d’une campagne pour un vrai abonné montre ce que la plateforme enverrait (jeton d’abonné mis, version texte écrite) sans rien envoyer.',
    doc: 'docs/platform.md#aperçu-dun-e-mail',
  },
  oneClickUnsubscribe: {
    title: 'Désinscription en un clic',
    why: 'Les messageries désinscrivent par un POST non signé (RFC 8058) : sans lui, Gmail et Yahoo classent les envois en masse comme indésirables.',
    doc: 'docs/newsletter.md#désinscription-en-un-clic',
  },
  capabilities: {
    title: 'Extensions offertes',
    why: 'Le back-office apprend au démarrage ce que sa plateforme offre et dit ce qui manque au lieu d’échouer au premier clic.',
    doc: 'docs/platform.md#extensions',
  },
  idempotencyKeys: {
    title: 'Clés d’idempotence',
    why: 'Un double clic, une réponse perdue ou un second onglet ne font qu’une demande de devis et qu’un e-mail.',
    doc: 'docs/platform.md#clés-didempotence',
  },
  visitorRules: {
    title: 'Règles des visiteurs',
    why: 'Un visiteur n’écrit que les champs permis, ne lit des avis que leur vue publique et ne filtre que par égalité : personne ne reconstitue un nom ou une adresse.',
    doc: 'docs/platform.md#autorisations',
  },
  subscriberTokens: {
    title: 'Jetons des abonnés et des messages',
    why: 'Le lien d’un e-mail lit et modifie l’abonné de son adresse, et seule la page d’une demande marque ses e-mails envoyés, sans compte.',
    doc: 'docs/platform.md#jetons-des-abonnés',
  },
  siteEmails: {
    title: 'E-mails du site',
    why: 'Un visiteur fait partir la notification et la confirmation de sa demande sans que `email/send` devienne un relais ouvert.',
    doc: 'docs/platform.md#envois-des-visiteurs',
  },
  managedFields: {
    title: 'Champs tenus par la plateforme',
    why: 'L’état d’envoi d’une campagne et ses livraisons ne s’écrivent que par ses appels : aucun formulaire ne peut fausser le plafond ni relancer un envoi fini.',
    doc: 'docs/platform.md#campagnes',
  },
  rateLimits: {
    title: 'Limites de débit',
    why: 'Un script ne remplit ni la boîte de réception ni la boîte d’un tiers : chaque écriture d’un visiteur est comptée, par client et par adresse.',
    doc: 'docs/platform.md#limites-de-débit',
  },
};

export const extensionTag = (name: keyof typeof EXTENSIONS) => `Extension : ${EXTENSIONS[name].title}`;
