import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkDocs,
  checkStory,
  FORBIDDEN_REFERENCES,
  findDocLinks,
  findStoryReferences,
  githubAnchor,
  markdownAnchors,
  readRepositoryFiles,
  readTrackedFiles,
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

/** Words joined at run time, so that this file's own text names no ticket, session or branch. */
const words = (...parts: string[]) => parts.join(' ');

/** What tells the story of the repository's making, in the forms it has taken. */
const STORIES = [
  words('Issue', '20:', 'a campaign’s send is decided by the platform'),
  words('HTML', 'first', '(issue', '21,', 'the islands)'),
  words('AstroWind', 'publié,', 'ticket', '13'),
  words('après', 'la', 'fusion', 'des', 'tickets', '21', 'et', '21b'),
  words('the', 'issue', '#7', 'fix'),
  words('sur', 'la', 'branche', ['`issue', '23d`'].join('-')),
  words('branch', '`' + ['wt', 'docs'].join('-') + '`'),
  words('mesuré', 'sur', 'la', 'branche', 'du', 'menu'),
  words('the', 'build', 'on', 'this', 'branch'),
  words('avant', 'le', 'numéro', '20'),
  words('mesuré', 'dans', 'la', 'cinquième', 'session'),
  words('2026-11-27', '(5e', 'session)'),
  words('la', '6ème', 'session'),
  words('une', 'autre', 'session', 'de', 'travail', 'active'),
  words('in', 'the', 'fifth', 'session'),
  words('during', 'the', 'work', 'session'),
  words('as', 'the', ['coordi', 'nator'].join(''), 'asked'),
  words('a', ['sub', 'agent'].join(''), 'measured it'),
  words('a', 'helper', 'agent', 'wrote this'),
];

/** Ordinary words that look alike and must pass. */
const ORDINARY = [
  'Session expirée : veuillez vous reconnecter.',
  'la session de l’utilisateur connecté reste dans le localStorage',
  'the session’s bearer token never leaves this origin',
  'a signed-in user’s first visit',
  'see https://github.com/vitejs/vite/issues/12345 and github.com/microsoft/playwright/issues/2860',
  'const issues = error.issues.slice(0, 8);',
  'User-agent: *',
  '/** `over` merged into `base`, branch by branch. */',
  'cancelling one branch of a tee’d body',
  '`seq`, le numéro du pas dans l’onglet',
  'le numéro de téléphone de l’entreprise',
  '| Issue | Demande de devis | Avis |',
  'une première visite, un visiteur connu',
];

describe('findStoryReferences', () => {
  it.each(STORIES)('refuses « %s »', (line) => {
    expect(findStoryReferences('docs/x.md', `intro\n${line}\n`)).toEqual([
      expect.stringMatching(/^docs\/x\.md:2 raconte la fabrication du dépôt/),
    ]);
  });

  it.each(ORDINARY)('accepts « %s »', (line) => {
    expect(findStoryReferences('shared/x.ts', line)).toEqual([]);
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

  it('names no ticket, sitting of work, branch or helper in any tracked file', () => {
    const files = readTrackedFiles(root);
    expect(files.has('tools/docsLinks.test.ts')).toBe(true);
    expect(files.has('.ci/run')).toBe(true);
    expect(files.has('package.json')).toBe(true);
    expect(checkStory(files)).toEqual([]);
  });

  it('fails when a tracked file of any kind names one', () => {
    const files = readTrackedFiles(root);
    files.set('.ci/run', `${files.get('.ci/run') ?? ''}\n# ${words('ticket', '35')}\n`);
    files.set('e2e/added.e2e.ts', `/** ${words('Issue', '20:', 'sends')} */`);
    files.set('docs/notes.md', words('Mesuré', 'dans', 'la', 'septième', 'session.'));
    expect(checkStory(files)).toEqual([
      expect.stringMatching(/^\.ci\/run:\d+ raconte la fabrication du dépôt/),
      expect.stringMatching(/^e2e\/added\.e2e\.ts:1 /),
      expect.stringMatching(/^docs\/notes\.md:1 /),
    ]);
  });
});
