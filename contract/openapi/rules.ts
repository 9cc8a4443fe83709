import type { PlatformExtension } from '@shared/domain/extensions';

/**
 * The rules a schema cannot say (who may call, limits, tokens, managed fields, site e-mails), each pointing to its
 * section of docs/platform.md; `extension` names the extension it belongs to when the first 12 calls lack it.
 */
export interface Rule {
  text: string;
  doc: string;
  extension?: PlatformExtension;
}

export const RULES = {
  signature: {
    text: 'Signée : `x-timestamp` (± 300 s), `x-nonce` (16 à 256 caractères, une fois), `X-Sign` = base64(HMAC-SHA256(secret, requête triée, horodatage, nonce, SHA-256 du corps)).',
    doc: 'docs/platform.md#signature',
  },
  bearer: {
    text: 'Identité : `Authorization: Bearer <jeton>` ; sans en-tête, un visiteur ; un jeton présent doit être valide (401 sinon).',
    doc: 'docs/platform.md#jetons-et-connexion',
  },
  adminOnly: {
    text: 'Réservé aux administrateurs : 401 pour un visiteur, 403 pour un connecté non administrateur.',
    doc: 'docs/platform.md#autorisations',
  },
  visitorAccess: {
    text: 'Ce qu’un visiteur peut faire par collection (lire `content`, `jobs`, `projects`, les avis approuvés ; créer un message, un avis, un abonné, une page vue, une preuve de consentement) ; le reste est réservé.',
    doc: 'docs/platform.md#autorisations',
    extension: 'visitorRules',
  },
  visitorFields: {
    text: 'À la création par un visiteur, seuls les champs permis passent (403 sinon) et la plateforme impose les autres (date, statut…).',
    doc: 'docs/platform.md#autorisations',
    extension: 'visitorRules',
  },
  visitorQueries: {
    text: 'Un visiteur ne filtre et ne trie que par égalité sur des champs publics (400 `visitor_query`, `regex_admin_only`) ; il ne lit d’un avis que sa vue publique.',
    doc: 'docs/platform.md#filtres-des-visiteurs',
    extension: 'visitorRules',
  },
  filters: {
    text: 'Filtre à la Mongo validé avant toute lecture : `$in`/`$nin` 1 000 valeurs, `$or`/`$and` 100 filtres sur 20 niveaux, `$regex` littéral de 200 caractères ; tri sur 10 champs.',
    doc: 'docs/platform.md#filtres',
  },
  managedFields: {
    text: '`_id`, `createdAt` et `updatedAt` sont de la plateforme (400 s’ils sont envoyés) ; l’état d’envoi d’une campagne, `deliveries` et `emailBodies` ne s’écrivent que par les appels des campagnes (403 `platform_managed`).',
    doc: 'docs/platform.md#documents',
    extension: 'managedFields',
  },
  subscriberTokens: {
    text: 'Un visiteur lit et modifie son abonné avec le jeton de son adresse (`{ filter: { email }, token }`, 403 `token_mismatch`) ; il marque les e-mails de sa demande avec le jeton du message (`ownerToken`).',
    doc: 'docs/platform.md#jetons-des-abonnés',
    extension: 'subscriberTokens',
  },
  oneMailbox: {
    text: 'Un abonné par boîte : une adresse déjà présente n’est pas créée une seconde fois ; la réponse d’un visiteur est `{ email }` pour toute adresse.',
    doc: 'docs/platform.md#documents',
    extension: 'visitorRules',
  },
  idempotency: {
    text: '`Idempotency-Key` : la première écriture réussie d’une clé est gardée 24 h et répondue aux répétitions (`Idempotent-Replayed: true`) ; même clé, autre corps : 422.',
    doc: 'docs/platform.md#clés-didempotence',
    extension: 'idempotencyKeys',
  },
  rateLimits: {
    text: 'Chaque écriture d’un visiteur compte dans une limite par client (et par adresse pour les e-mails) : 429 `rate_limited` avec `Retry-After` ; les administrateurs ne sont jamais limités.',
    doc: 'docs/platform.md#limites-de-débit',
    extension: 'rateLimits',
  },
  siteEmails: {
    text: 'Un visiteur ne demande que les e-mails du site par leur nom et leur document (`{ message, documentId }`), une fois, dans les 10 minutes ; tout autre e-mail est réservé aux administrateurs.',
    doc: 'docs/platform.md#envois-des-visiteurs',
    extension: 'siteEmails',
  },
  emailTokens: {
    text: '`{{unsubscribeToken}}` est remplacé pour chaque destinataire par son jeton d’abonné ; sans `text`, la plateforme l’écrit depuis le `html`.',
    doc: 'docs/platform.md#e-mails',
    extension: 'subscriberTokens',
  },
  files: {
    text: '20 fichiers de 10 Mo au plus, PNG, JPEG, GIF, WebP ou SVG dont les premiers octets sont conformes ; quota de stockage (507).',
    doc: 'docs/platform.md#fichiers',
  },
  campaignLease: {
    text: 'Une réclamation à la fois : bail de 15 s prolongé par `renew` et par chaque pas ; sans la réclamation courante, 409 `claim_lost`.',
    doc: 'docs/platform.md#campagnes',
    extension: 'campaigns',
  },
  campaignCap: {
    text: 'Au plus deux e-mails de newsletter par boîte sur 7 jours, une livraison par campagne et par boîte, jamais deux fois.',
    doc: 'docs/platform.md#campagnes',
    extension: 'campaigns',
  },
  conversationToken: {
    text: 'Avec le jeton de la conversation, dans les 24 heures, 60 lignes au plus ; `Idempotency-Key` obligatoire.',
    doc: 'docs/platform.md#conversations',
    extension: 'chatConversations',
  },
  unsigned: {
    text: 'Non signé : le jeton d’abonné de l’adresse, dans l’adresse de l’appel, est toute l’autorisation ; corps de 256 octets au plus.',
    doc: 'docs/newsletter.md#désinscription-en-un-clic',
    extension: 'oneClickUnsubscribe',
  },
} satisfies Record<string, Rule>;

export type RuleId = keyof typeof RULES;
