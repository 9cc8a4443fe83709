/**
 * `npm run contract:lint` (part of `npm run lint`): the committed contract is a valid OpenAPI 3.1 document
 * (@seriousme/openapi-schema-validator, offline) and holds the rules of contract/lint/checks.ts. Prints every
 * problem; exits 1 on any.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { markdownAnchors } from '../tools/docsLinks';
import { CONTRACT_FILES } from './files';
import { docProblems, operationProblems, schemaProblems } from './lint/checks';

export async function contractProblems(root: string): Promise<string[]> {
  const text = readFileSync(resolve(root, CONTRACT_FILES.document), 'utf8');
  const document = JSON.parse(text) as Record<string, unknown>;
  const validator = new Validator();
  const result = await validator.validate(document);
  const structure = result.valid
    ? []
    : (Array.isArray(result.errors) ? result.errors : [result.errors]).map(
        (error) => `OpenAPI ${validator.version ?? '?'} : ${JSON.stringify(error)}`,
      );
  const anchorsOf = (file: string) => markdownAnchors(readFileSync(resolve(root, file), 'utf8'));
  return [
    ...structure,
    ...operationProblems(document),
    ...schemaProblems(document),
    ...docProblems(document, anchorsOf),
  ];
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const problems = await contractProblems(process.cwd());
  for (const problem of problems) console.error(problem);
  console.log(`== contrat (${CONTRACT_FILES.document}) : ${problems.length} erreur(s).`);
  process.exitCode = problems.length === 0 ? 0 : 1;
}
