import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { getResponse, http, passthrough, type HttpHandler } from 'msw';
import contract from '../docs/openapi.json' with { type: 'json' };

/**
 * The emulator held to its published contract (docs/platform.md#contrat-openapi): every request and answer that goes
 * through the handlers is checked against docs/openapi.json. A violation is recorded, never thrown: the answer goes
 * out as the handlers made it, and the contract tests fail on the list at the end (mocks/contract/hosts.ts).
 * Violations: an answer whose status the call does not declare or whose body does not fit its schema, a request
 * outside the contract that got a 2xx, a call the document does not name that answered other than 404.
 */
type Json = Record<string, unknown>;
interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  literals: number;
  pointer: string;
  op: Json;
}

const document = contract as unknown as Json;
const escapePointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

function operations(): Operation[] {
  const paths = document.paths as Record<string, Record<string, Json>>;
  return Object.entries(paths)
    .flatMap(([template, item]) =>
      Object.entries(item).map(([method, op]) => ({
        method: method.toUpperCase(),
        template,
        pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        literals: template.split('/').filter((part) => part && !part.startsWith('{')).length,
        pointer: `#/paths/${escapePointer(template)}/${method}`,
        op,
      })),
    )
    .sort((a, b) => b.literals - a.literals);
}

export interface ContractCheck {
  /** The handlers, each request and answer checked on the way. */
  handlers: HttpHandler[];
  /** What did not follow the contract so far, one line each, once every check begun has ended. */
  violations(): Promise<string[]>;
}

export function checkAgainstContract(handlers: HttpHandler[]): ContractCheck {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
  ajv.addSchema({ ...document, $id: 'contract' });
  const compiled = new Map<string, ValidateFunction>();
  const validator = (pointer: string) => {
    if (!compiled.has(pointer)) compiled.set(pointer, ajv.compile({ $ref: `contract${pointer}` }));
    return compiled.get(pointer)!;
  };
  const all = operations();
  const found: string[] = [];

  const jsonSchemaAt = (pointer: string, content: Json | undefined) =>
    content?.['application/json'] ? validator(`${pointer}/content/application~1json/schema`) : undefined;

  function requestProblem(operation: Operation, request: Request, bodyText: string): string | undefined {
    const shared = (document.components as Json).parameters as Record<string, Json>;
    for (const raw of (operation.op.parameters ?? []) as Json[]) {
      const p = typeof raw.$ref === 'string' ? shared[raw.$ref.split('/').pop()!]! : raw;
      if (p.in !== 'header' || !p.required) continue;
      if (!request.headers.has(String(p.name))) return `en-tête ${String(p.name)} absent`;
    }
    const body = operation.op.requestBody as Json | undefined;
    const validate = body
      ? jsonSchemaAt(`${operation.pointer}/requestBody`, body.content as Json)
      : undefined;
    if (!validate) return undefined;
    if (bodyText.trim() === '') return body?.required ? 'corps absent' : undefined;
    let json: unknown;
    try {
      json = JSON.parse(bodyText);
    } catch {
      return 'corps non JSON';
    }
    return validate(json) ? undefined : `corps : ${ajv.errorsText(validate.errors)}`;
  }

  function answerProblem(
    operation: Operation,
    status: number,
    bodyText: string,
    type: string,
  ): string | undefined {
    const responses = operation.op.responses as Record<string, Json>;
    const declared = responses[String(status)];
    if (!declared) return `statut ${status} non déclaré`;
    const pointer =
      typeof declared.$ref === 'string'
        ? `#/components/responses/${declared.$ref.split('/').pop()}`
        : `${operation.pointer}/responses/${status}`;
    const content = (
      typeof declared.$ref === 'string'
        ? ((document.components as Json).responses as Record<string, Json>)[declared.$ref.split('/').pop()!]!
            .content
        : declared.content
    ) as Json | undefined;
    const validate = jsonSchemaAt(pointer, content);
    if (!validate || !type.includes('json')) return undefined;
    return validate(JSON.parse(bodyText))
      ? undefined
      : `réponse ${status} : ${ajv.errorsText(validate.errors)}`;
  }

  async function check(request: Request, response: Response): Promise<void> {
    const url = new URL(request.url);
    const operation = all.find((o) => o.method === request.method && o.pattern.test(url.pathname));
    const where = `${request.method} ${url.pathname}`;
    // Only an accepted request had to be within the contract: a refused one's body is never read.
    const accepted = response.status < 300;
    const multipart = (request.headers.get('content-type') ?? '').includes('multipart');
    const bodyText = accepted && !multipart ? await request.text() : '';
    if (!accepted || multipart) void request.body?.cancel().catch(() => undefined);
    if (!operation) {
      if (response.status !== 404)
        found.push(`${where} : appel absent du contrat, répondu ${response.status}`);
      return;
    }
    const answer = await response.text();
    const refused = accepted ? requestProblem(operation, request, bodyText) : undefined;
    if (refused) found.push(`${where} : requête hors contrat acceptée (${refused})`);
    const wrong = answerProblem(
      operation,
      response.status,
      answer,
      response.headers.get('content-type') ?? '',
    );
    if (wrong) found.push(`${where} (${operation.template}) : ${wrong.slice(0, 400)}`);
  }

  // Checked beside the answer, not before it: the caller is not kept waiting, `violations` waits for every check.
  const pending = new Set<Promise<void>>();
  const checked = http.all('*', async ({ request }) => {
    const copy = request.clone();
    const response = await getResponse(handlers, request);
    if (!response) return passthrough();
    const done = check(copy, response.clone())
      .catch((error: unknown) => void found.push(`vérification : ${String(error)}`))
      .finally(() => pending.delete(done));
    pending.add(done);
    return response;
  });
  return {
    handlers: [checked],
    async violations() {
      await Promise.all([...pending]);
      return [...found];
    },
  };
}
