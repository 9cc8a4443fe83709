import { describe, expect, it } from 'vitest';
import { platformDocument } from '../openapi/document';
import { docProblems, operationProblems, schemaProblems } from './checks';

const document = () => structuredClone(platformDocument()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('the contract’s own lint rules', () => {
  it('find nothing to say on the generated document', () => {
    expect(operationProblems(document())).toEqual([]);
    expect(schemaProblems(document())).toEqual([]);
  });

  it('name a duplicated operation id, an undeclared tag and an undeclared path parameter', () => {
    const broken = document();
    broken.paths['/lm/user/info'].post.operationId = 'findDocuments';
    broken.paths['/lm/user/info'].post.tags = ['Inconnu'];
    broken.paths['/lm/{project}/email/send'].post.parameters = [];
    expect(operationProblems(broken)).toEqual([
      'POST /lm/user/info : operationId « findDocuments » en double',
      'POST /lm/user/info : tag « Inconnu » non déclaré',
      'POST /lm/{project}/email/send : paramètre de chemin « project » non déclaré',
    ]);
  });

  it('name a dangling $ref and a schema that does not compile', () => {
    const broken = document();
    broken.components.schemas.Deleted = { type: 'string', pattern: '(' };
    broken.paths['/lm/user/info'].post.responses['401'] = { $ref: '#/components/responses/Nope' };
    const problems = schemaProblems(broken);
    expect(problems[0]).toBe('$ref introuvable : #/components/responses/Nope');
    expect(problems.some((problem) => problem.startsWith('schéma Deleted'))).toBe(true);
  });

  it('name a doc link whose section does not exist', () => {
    const anchors = new Set(['signature']);
    const problems = docProblems(document(), () => anchors);
    expect(problems).toContain(
      'POST /lm/user/info : section introuvable « docs/platform.md#utilisateur-courant »',
    );
  });
});
