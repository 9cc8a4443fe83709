import { errorResponseName, SIGNED_CALL_ERRORS } from '../errors';
import { EXTENSIONS, extensionTag } from '../extensions';
import type { JsonSchema } from '../jsonSchema';
import { RULES, type RuleId } from '../rules';

/** One `/lm` call as contract/openapi/calls/ write it, before it becomes an OpenAPI operation. */
export interface Call {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  id: string;
  summary: string;
  /** Where docs/platform.md tells the call. */
  doc: string;
  tag: string;
  rules: readonly RuleId[];
  /** The extension the call belongs to, when the first 12 calls lack it. */
  extension?: keyof typeof EXTENSIONS;
  /** Unsigned calls: the one-click unsubscribe, the stored files. */
  unsigned?: boolean;
  /** Who may call: anyone (a token optional), or a signed-in user (a token required). */
  identity?: 'optional' | 'required';
  idempotency?: 'optional' | 'required';
  /** Path and query parameters, by component name, or inline. */
  parameters?: readonly (string | JsonSchema)[];
  body?: { schema: JsonSchema; required?: boolean; contentType?: string };
  /** The answer's `data`, or a raw answer's media type. */
  answer: JsonSchema | { raw: string };
  /** Statuses beyond those of every signed call (400, 401, 413, 429, 500). */
  errors: readonly number[];
}

const param = (name: string) => ({ $ref: `#/components/parameters/${name}` });

export const SIGNATURE_PARAMETERS = ['Timestamp', 'Nonce', 'Sign'];

function describe(call: Call): string {
  const lines = call.rules.map((id) => {
    const rule = RULES[id];
    const mark = 'extension' in rule ? ` *(extension : ${EXTENSIONS[rule.extension].title})*` : '';
    return `- ${rule.text} Voir ${rule.doc}.${mark}`;
  });
  const head = call.extension
    ? `**Extension : ${EXTENSIONS[call.extension].title}.** ${EXTENSIONS[call.extension].why}\n\n`
    : '';
  return `${head}Voir ${call.doc}.\n\n${lines.join('\n')}`;
}

function success(answer: Call['answer']) {
  if ('raw' in answer) {
    return {
      description: 'Les octets du fichier.',
      content: { [answer.raw as string]: { schema: { type: 'string' } } },
    };
  }
  return {
    description: 'Succès : `{ code: 200, message: "success", data }`.',
    content: {
      'application/json': {
        schema: {
          type: 'object',
          properties: { code: { const: 200 }, message: { const: 'success' }, data: answer },
          required: ['code', 'message', 'data'],
          additionalProperties: false,
        },
      },
    },
  };
}

export function operation(call: Call): Record<string, unknown> {
  const statuses = [
    ...new Set([...(call.unsigned ? [400, 500] : SIGNED_CALL_ERRORS), ...call.errors]),
  ].sort();
  const parameters = [
    ...(call.parameters ?? []).map((p) => (typeof p === 'string' ? param(p) : p)),
    ...(call.unsigned ? [] : SIGNATURE_PARAMETERS.map(param)),
    ...(call.idempotency === 'required' ? [param('IdempotencyKeyRequired')] : []),
    ...(call.idempotency === 'optional' ? [param('IdempotencyKey')] : []),
  ];
  const security = call.unsigned
    ? []
    : call.identity === 'required'
      ? [{ bearer: [] }]
      : [{}, { bearer: [] }];
  const ruleExtensions = [
    ...new Set(call.rules.flatMap((id) => (RULES[id] as { extension?: string }).extension ?? [])),
  ];
  return {
    operationId: call.id,
    summary: call.summary,
    description: describe(call),
    tags: [call.tag, ...(call.extension ? [extensionTag(call.extension)] : [])],
    parameters,
    ...(call.body
      ? {
          requestBody: {
            required: call.body.required ?? true,
            content: { [call.body.contentType ?? 'application/json']: { schema: call.body.schema } },
          },
        }
      : {}),
    responses: {
      200: success(call.answer),
      ...Object.fromEntries(
        statuses.map((status) => [
          String(status),
          { $ref: `#/components/responses/${errorResponseName(status)}` },
        ]),
      ),
    },
    security,
    'x-doc': call.doc,
    'x-rules': call.rules,
    ...(call.extension ? { 'x-extension': call.extension } : {}),
    ...(ruleExtensions.length > 0 ? { 'x-rule-extensions': ruleExtensions } : {}),
  };
}
