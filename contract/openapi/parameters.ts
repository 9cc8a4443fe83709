import { DOCUMENT_ID_PATTERN } from '@shared/domain/document';
import { ENTITY_NAMES } from '@shared/domain/entities';
import { IDEMPOTENCY_KEY_PATTERN } from '@shared/http/idempotency';
import { SIGNATURE_RULES } from '@shared/http/sign';

/** The parameters the calls share: the path's names, the signature's headers, the idempotency key. */
const header = (name: string, description: string, schema: Record<string, unknown>, required = true) => ({
  name,
  in: 'header',
  required,
  description,
  schema,
});

const IDEMPOTENCY_KEY = { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source };

export const PARAMETERS = {
  Project: {
    name: 'project',
    in: 'path',
    required: true,
    description: 'L’identifiant du projet (`VITE_PROJECT_ID`) ; un autre projet répond 404.',
    schema: { type: 'string', minLength: 1 },
  },
  Collection: {
    name: 'collection',
    in: 'path',
    required: true,
    description: 'Une collection stockée (docs/platform.md#collections) ; une autre répond 404.',
    schema: { type: 'string', enum: [...ENTITY_NAMES] },
  },
  DocumentId: {
    name: 'id',
    in: 'path',
    required: true,
    description: 'L’identifiant `_id` d’un document.',
    schema: { type: 'string', pattern: DOCUMENT_ID_PATTERN.source },
  },
  CampaignId: {
    name: 'id',
    in: 'path',
    required: true,
    description: 'L’identifiant `_id` d’une campagne.',
    schema: { type: 'string', minLength: 1 },
  },
  Timestamp: header(
    'x-timestamp',
    `Secondes depuis l’époque Unix, à ± ${SIGNATURE_RULES.maxClockSkewSeconds} s de l’heure du serveur (docs/platform.md#fraîcheur-et-rejeu).`,
    {
      type: 'string',
      pattern: '^\\d{1,12}$',
    },
  ),
  Nonce: header(
    'x-nonce',
    'Une valeur aléatoire, une fois par fenêtre de 300 s (docs/platform.md#fraîcheur-et-rejeu).',
    {
      type: 'string',
      minLength: SIGNATURE_RULES.minNonceLength,
      maxLength: 256,
    },
  ),
  Sign: header(
    'X-Sign',
    'base64(HMAC-SHA256(secret, requête triée + "\\n" + x-timestamp + "\\n" + x-nonce + "\\n" + hex(SHA-256(corps)))) (docs/platform.md#signature).',
    {
      type: 'string',
      minLength: 1,
    },
  ),
  IdempotencyKey: header(
    'Idempotency-Key',
    'Une écriture d’une même clé n’est exécutée qu’une fois ; ses répétitions reçoivent la première réponse (docs/platform.md#clés-didempotence).',
    IDEMPOTENCY_KEY,
    false,
  ),
  IdempotencyKeyRequired: header(
    'Idempotency-Key',
    'Obligatoire ici (400 `idempotency_key_required`) : sans clé, rien ne distinguerait une nouvelle tentative d’une nouvelle question (docs/platform.md#conversations).',
    IDEMPOTENCY_KEY,
  ),
};
