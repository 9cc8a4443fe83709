import { ENTITY_NAMES, ENTITY_SCHEMAS, type EntityName } from '@shared/domain/entities';
import { VISITOR_CREATE, PUBLIC_REVIEW_FIELDS } from '@mocks/handlers/access';
import { withDefaults } from '@mocks/handlers/documentRules';
import {
  fromZod,
  picked,
  ref,
  storedDocument,
  withOptional,
  withProperties,
  type JsonSchema,
} from './jsonSchema';

/**
 * The collections' schemas (docs/platform.md#collections), generated from shared/domain/entities.ts: each stored
 * document as answered, and the document a create sends, without the values the platform fills in.
 */
const pascal = (name: string) => name[0]!.toUpperCase() + name.slice(1);
export const documentSchemaName = (entity: EntityName) => `${pascal(entity)}Document`;
export const inputSchemaName = (entity: EntityName) => `${pascal(entity)}Input`;

/** Fields a create may leave out: the platform's defaults and what it forces on a visitor's document. */
function filledIn(entity: EntityName): string[] {
  const defaults = Object.keys(withDefaults(entity, {}, new Date(0)));
  const forced = Object.keys(VISITOR_CREATE[entity]?.forced(new Date(0)) ?? {});
  return [...new Set([...defaults, ...forced])].sort();
}

const TOKEN = { type: 'string', minLength: 1, maxLength: 200 };

export function collectionSchemas(): Record<string, JsonSchema> {
  const schemas: Record<string, JsonSchema> = {};
  for (const entity of ENTITY_NAMES) {
    const zod = ENTITY_SCHEMAS[entity];
    const omitted = filledIn(entity);
    schemas[documentSchemaName(entity)] = storedDocument(fromZod(zod, 'output'));
    schemas[inputSchemaName(entity)] = {
      ...withOptional(fromZod(zod, 'input'), omitted),
      ...(omitted.length > 0
        ? { description: `Valeurs que la plateforme remplit si elles manquent : ${omitted.join(', ')}.` }
        : {}),
    };
  }
  schemas.PublicReview = {
    ...picked(schemas[documentSchemaName('reviews')]!, PUBLIC_REVIEW_FIELDS),
    description:
      'Ce qu’un visiteur lit d’un avis approuvé : le nom affiché (prénom et initiale), la note, le commentaire, la date (docs/platform.md#avis-publics).',
  };
  schemas.CreatedMessage = {
    ...withProperties(schemas[documentSchemaName('messages')]!, {
      ownerToken: TOKEN,
      conversationToken: TOKEN,
    }),
    description:
      'Un message créé par un visiteur : le document, son jeton (`ownerToken`, docs/platform.md#jeton-du-message) et, pour une question de la discussion, celui de sa conversation (`conversationToken`, docs/platform.md#conversations).',
  };
  schemas.SubscriberSignUp = {
    type: 'object',
    properties: { email: { type: 'string' } },
    required: ['email'],
    additionalProperties: false,
    description:
      'La réponse à l’inscription d’un visiteur, quelle que soit l’adresse, connue ou non (docs/platform.md#autorisations).',
  };
  return schemas;
}

/** Any stored document, or what a visitor reads of one. */
export const anyDocument = (): JsonSchema => ({
  anyOf: [...ENTITY_NAMES.map((entity) => ref(documentSchemaName(entity))), ref('PublicReview')],
});

/** What a create answers: the stored document, a visitor's message with its tokens, or a sign-up's `{ email }`. */
export const anyCreated = (): JsonSchema => ({
  anyOf: [
    ...ENTITY_NAMES.map((entity) => ref(documentSchemaName(entity))),
    ref('CreatedMessage'),
    ref('SubscriberSignUp'),
  ],
});

export const anyInput = (): JsonSchema => ({
  anyOf: ENTITY_NAMES.map((entity) => ref(inputSchemaName(entity))),
});
