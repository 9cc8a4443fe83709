import type { JsonSchema } from './jsonSchema';

/**
 * Every error status of the `/lm` calls and the reasons (`data.reason`) each may carry
 * (docs/platform.md#enveloppe-et-erreurs): one response per status, shared by the calls that can answer it.
 */
export interface ErrorStatus {
  when: string;
  reasons: readonly string[];
}

export const ERROR_STATUSES: Record<number, ErrorStatus> = {
  400: {
    when: 'Corps illisible, JSON invalide ou imbriqué au-delà de 32 niveaux, schéma non respecté (les champs en cause), filtre ou tri refusé, filtre d’un visiteur autre qu’une égalité sur un champ public, `$regex` d’un visiteur, e-mail sans destinataire, objet ou contenu, clé d’idempotence mal formée ou absente là où elle est requise.',
    reasons: ['visitor_query', 'regex_admin_only', 'idempotency_key_invalid', 'idempotency_key_required'],
  },
  401: {
    when: 'Signature absente ou fausse, horodatage hors fenêtre, nonce trop court ou rejoué, jeton invalide, expiré ou d’un autre projet, opération réservée sans jeton.',
    reasons: [
      'signature_missing',
      'timestamp_invalid',
      'timestamp_stale',
      'nonce_invalid',
      'signature_invalid',
      'nonce_replayed',
      'token_invalid',
      'token_expired',
      'token_project',
      'token_missing',
      'authentication_required',
    ],
  },
  403: {
    when: 'Connecté mais pas administrateur, champ réservé, jeton d’abonné, de message ou de conversation faux, e-mail du site demandé trop tard, réabonnement d’une adresse désinscrite par son jeton, écriture réservée à la plateforme, conversation close.',
    reasons: [
      'forbidden',
      'token_mismatch',
      'subscriber_token_invalid',
      'confirmation_required',
      'platform_managed',
      'too_late',
      'conversation_token_invalid',
      'conversation_closed',
    ],
  },
  404: {
    when: 'Projet, collection, document, campagne, fichier ou appel inconnu ; conversation supprimée.',
    reasons: ['conversation_unknown'],
  },
  409: {
    when: 'E-mail du site déjà envoyé, sans adresse ou pour un document dans un autre état ; boîte déjà abonnée ; campagne déjà réclamée, réclamation perdue, campagne déjà envoyée ou plus en brouillon ; conversation pleine.',
    reasons: [
      'already_sent',
      'no_address',
      'wrong_state',
      'mailbox_taken',
      'campaign_claimed',
      'claim_lost',
      'campaign_sent',
      'campaign_not_draft',
      'conversation_full',
    ],
  },
  413: {
    when: 'Corps au-delà de 2 Mo (256 octets pour la désinscription en un clic), envoi de fichiers trop gros.',
    reasons: [],
  },
  422: { when: 'Clé d’idempotence déjà servie pour un autre corps.', reasons: ['idempotency_key_reused'] },
  429: {
    when: 'Limite de débit atteinte : en-tête `Retry-After`, `data.retryAfter` (secondes) et `data.scope` (`client` ou `address`).',
    reasons: ['rate_limited'],
  },
  500: { when: 'Erreur imprévue de la plateforme, journalisée.', reasons: [] },
  507: {
    when: 'Quota de stockage des fichiers atteint : `data.usedBytes` et `data.quotaBytes`, rien n’est stocké.',
    reasons: ['storage_full'],
  },
};

/** Statuses every signed call may answer: the signature, the identity, the limits, the unexpected. */
export const SIGNED_CALL_ERRORS = [400, 401, 413, 429, 500] as const;

/** The envelope of an error: the same number as code and HTTP status, a French message, maybe a reason. */
export function errorEnvelope(status: number): JsonSchema {
  const { reasons } = ERROR_STATUSES[status]!;
  const detail: JsonSchema = {
    type: 'object',
    properties: reasons.length > 0 ? { reason: { type: 'string', enum: [...reasons] } } : {},
    description: 'Une raison lisible par le code, et ce qui l’accompagne.',
  };
  return {
    type: 'object',
    properties: {
      code: { const: status },
      message: { type: 'string', minLength: 1, description: 'En français : ce qu’il faut corriger.' },
      data: { anyOf: [{ type: 'null' }, detail] },
    },
    required: ['code', 'message', 'data'],
    additionalProperties: false,
  };
}

export const errorSchemaName = (status: number) => `Error${status}`;
export const errorResponseName = (status: number) => `Error${status}`;

export function errorResponseDescription(status: number): string {
  const { when, reasons } = ERROR_STATUSES[status]!;
  const listed =
    reasons.length > 0 ? ` Raisons : ${reasons.map((reason) => `\`${reason}\``).join(', ')}.` : '';
  return `${when}${listed} Voir docs/platform.md#enveloppe-et-erreurs.`;
}
