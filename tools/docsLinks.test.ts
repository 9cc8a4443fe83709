import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkDocs,
  FORBIDDEN_REFERENCES,
  findDocLinks,
  githubAnchor,
  markdownAnchors,
  readRepositoryFiles,
} from './docsLinks';

const root = fileURLToPath(new URL('..', import.meta.url));
/** This file holds broken links on purpose (the fixtures below): it is not part of the scan. */
const SELF = 'tools/docsLinks.test.ts';

/** A link to a document, written in pieces so that this file's own text never looks like one. */
const docRef = (name: string, anchor?: string) =>
  `docs/${name}.md${anchor === undefined ? '' : `#${anchor}`}`;

describe('githubAnchor', () => {
  it.each([
    ['Signature', 'signature'],
    ['Corps des requêtes', 'corps-des-requêtes'],
    ['En-têtes HTTP', 'en-têtes-http'],
    ['Hôtes de l’émulateur', 'hôtes-de-lémulateur'],
    ['Plateforme `/lm` : le contrat', 'plateforme-lm--le-contrat'],
    ['Avis, newsletter et consentement', 'avis-newsletter-et-consentement'],
    ['Voir [la suite](other.md)', 'voir-la-suite'],
    ['snake_case kept', 'snake_case-kept'],
  ])('%s → #%s', (heading, anchor) => {
    expect(githubAnchor(heading)).toBe(anchor);
  });
});

describe('markdownAnchors', () => {
  it('numbers repeated headings and ignores fenced code', () => {
    const markdown = ['# Titre', '## Notes', '```', '# pas un titre', '```', '### Notes', 'texte'].join('\n');
    expect([...markdownAnchors(markdown)]).toEqual(['titre', 'notes', 'notes-1']);
  });
});

describe('findDocLinks', () => {
  it('finds repository references in code and relative links in docs', () => {
    const code = `// see ${docRef('platform', 'fra%C3%AEcheur-et-rejeu')}, then ${docRef('product')}.`;
    expect(findDocLinks('mocks/x.ts', code)).toEqual([
      { from: 'mocks/x.ts', line: 1, target: 'docs/platform.md', anchor: 'fraîcheur-et-rejeu' },
      { from: 'mocks/x.ts', line: 1, target: 'docs/product.md', anchor: undefined },
    ]);
    const doc = 'a\n[ici](platform.md#signature), [là](#haut) et [ailleurs](https://example.com/x.md#y)';
    expect(findDocLinks('docs/security.md', doc)).toEqual([
      { from: 'docs/security.md', line: 2, target: 'docs/platform.md', anchor: 'signature' },
      { from: 'docs/security.md', line: 2, target: 'docs/security.md', anchor: 'haut' },
    ]);
  });
});

describe('checkDocs', () => {
  const docs = (extra: Record<string, string>) =>
    new Map(Object.entries({ 'docs/platform.md': '# Plateforme\n## Signature\n', ...extra }));

  it('accepts links to headings that exist', () => {
    expect(checkDocs(docs({ 'mocks/a.ts': `// ${docRef('platform', 'signature')}` }))).toEqual([]);
  });

  it('reports a missing document, a missing heading and a broken relative link', () => {
    const problems = checkDocs(
      docs({
        'mocks/a.ts': `// ${docRef('absent', 'x')}\n// ${docRef('platform', 'signatures')}`,
        'docs/product.md': '# Produit\nVoir [la signature](platform.md#nonce).',
      }),
    );
    expect(problems).toEqual([
      'mocks/a.ts:1 : docs/absent.md n’existe pas',
      'mocks/a.ts:2 : docs/platform.md#signatures ne correspond à aucun titre',
      'docs/product.md:2 : docs/platform.md#nonce ne correspond à aucun titre',
    ]);
  });

  it('reports code that sends the reader to a document outside the repository', () => {
    const [external, section] = FORBIDDEN_REFERENCES;
    const problems = checkDocs(
      docs({
        'site/a.tsx': `/** As ${external} says. */`,
        'shared/b.ts': `/** ${section!.toUpperCase()} 3. */`,
        'site/c.module.css': `/* at most 350 px (${section} 9) */`,
        'docs/notes.md': `${external} is fine in prose outside code.`,
      }),
    );
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^site\/a\.tsx:1 /);
    expect(problems[1]).toMatch(/^shared\/b\.ts:1 /);
    expect(problems[2]).toMatch(/^site\/c\.module\.css:1 /);
  });
});

describe('the repository', () => {
  it('has no broken documentation link and no comment pointing outside the repository', () => {
    const files = readRepositoryFiles(root, [SELF]);
    expect(files.has('docs/platform.md')).toBe(true);
    expect(files.has('docs/product.md')).toBe(true);
    expect(files.has('node_modules/vitest/README.md')).toBe(false);
    expect(checkDocs(files)).toEqual([]);
  });
});
