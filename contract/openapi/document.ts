import { deletedAnswerSchema } from '@shared/domain/platformAnswers';
import { collectionSchemas } from './collections';
import { campaignCalls } from './calls/campaigns';
import { documentCalls } from './calls/documents';
import { operation, type Call } from './calls/operation';
import { platformCalls } from './calls/platform';
import {
  ERROR_STATUSES,
  errorEnvelope,
  errorResponseDescription,
  errorResponseName,
  errorSchemaName,
} from './errors';
import { EXTENSIONS, extensionTag } from './extensions';
import { fromZod, ref } from './jsonSchema';
import { PARAMETERS } from './parameters';
import { RULES } from './rules';

/** Every `/lm` call (docs/platform.md#appels), in the order of that table. */
export const allCalls = (): Call[] => [...documentCalls(), ...platformCalls(), ...campaignCalls()];

const AREA_TAGS = [
  ['Utilisateur', 'L’utilisateur connecté (docs/platform.md#utilisateur-courant).'],
  ['Documents', 'Les appels génériques sur les collections (docs/platform.md#documents).'],
  ['E-mails', 'La boîte d’envoi (docs/platform.md#e-mails).'],
  ['Fichiers', 'Les fichiers stockés (docs/platform.md#fichiers).'],
  ['Discussion', 'Les conversations de la discussion (docs/platform.md#conversations).'],
  ['Abonnés', 'La désinscription en un clic (docs/newsletter.md#désinscription-en-un-clic).'],
  ['Campagnes', 'L’envoi d’une campagne (docs/platform.md#campagnes).'],
  ['Plateforme', 'Ce que la plateforme offre (docs/platform.md#extensions).'],
] as const;

function paths(calls: Call[]): Record<string, Record<string, unknown>> {
  const byPath: Record<string, Record<string, unknown>> = {};
  for (const call of calls) (byPath[call.path] ??= {})[call.method] = operation(call);
  return byPath;
}

function components() {
  const statuses = Object.keys(ERROR_STATUSES).map(Number);
  return {
    schemas: {
      ...collectionSchemas(),
      Deleted: fromZod(deletedAnswerSchema),
      ...Object.fromEntries(statuses.map((status) => [errorSchemaName(status), errorEnvelope(status)])),
    },
    parameters: PARAMETERS,
    responses: Object.fromEntries(
      statuses.map((status) => [
        errorResponseName(status),
        {
          description: errorResponseDescription(status),
          content: { 'application/json': { schema: ref(errorSchemaName(status)) } },
        },
      ]),
    ),
    securitySchemes: {
      bearer: {
        type: 'http',
        scheme: 'bearer',
        description:
          'Le jeton de la connexion (docs/platform.md#jetons-et-connexion). Sans lui, l’appelant est un visiteur.',
      },
    },
  };
}

/** The OpenAPI 3.1 document of the platform contract, generated from the schemas of shared/domain/. */
export function platformDocument(): Record<string, unknown> {
  const calls = allCalls();
  const extensionTags = Object.keys(EXTENSIONS).map((name) => {
    const note = EXTENSIONS[name as keyof typeof EXTENSIONS];
    return {
      name: extensionTag(name as keyof typeof EXTENSIONS),
      description: `${note.why} Voir ${note.doc}.`,
    };
  });
  return {
    openapi: '3.1.0',
    info: {
      title: 'Plateforme /lm : le contrat',
      version: '1.0.0',
      summary: 'Ce que le site et le back-office attendent de la plateforme hébergée.',
      description:
        'Généré depuis les schémas zod de shared/domain/ par `npm run contract:generate` ; la prose est docs/platform.md. Chaque réponse est `{ code, message, data }`, `code` valant le statut HTTP. Les appels et les règles marqués `x-extension` vont au-delà des 12 premiers appels de la plateforme (docs/platform.md#extensions).',
    },
    servers: [{ url: '/', description: 'La base `VITE_API_BASE_URL` (vide : la même origine).' }],
    tags: [...AREA_TAGS.map(([name, description]) => ({ name, description })), ...extensionTags],
    paths: paths(calls),
    components: components(),
    'x-rules': RULES,
    'x-extensions': EXTENSIONS,
  };
}
