import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';

/**
 * Checks that the repository documents its own contract: every `docs/<name>.md#<anchor>` named in code or docs,
 * and every relative link of docs/*.md, leads to a file and a heading that exist; and no code comment sends the
 * reader to a document outside the repository (docs/product.md, docs/platform.md replaced them); and no tracked
 * file tells the story of its making (tickets, the sittings it was written in, branches, helpers): the repository
 * speaks of itself, its history is in `git log`.
 */

/** Folders never scanned: dependencies, build output, and dot folders (.git, .data, .ci). */
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);
/** Code (scripts and stylesheets, whose comments explain too) and Markdown. */
const SCANNED = /\.(ts|tsx|css|md)$/;
/** Files whose comments must not send the reader outside the repository. */
const CODE = /\.(tsx?|css)$/;

/** Names of documents that live outside the repository; a code or CSS file must not mention them. */
export const FORBIDDEN_REFERENCES = [['decisions', 'md'].join('.'), ['spec', 'section'].join(' ')];

/**
 * The anchor GitHub gives a heading: lower-cased, accents kept, punctuation removed, each space a hyphen
 * (as github-slugger does). Inline code and emphasis marks count for nothing; a link counts by its text.
 */
export function githubAnchor(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown text, headings inside fenced code excluded; a repeated heading gets `-1`, `-2`… */
export function markdownAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const match = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!match?.[1]) continue;
    const base = githubAnchor(match[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

export interface DocLink {
  /** Repository-relative path of the file holding the link. */
  from: string;
  line: number;
  /** Repository-relative path of the target document (posix separators). */
  target: string;
  /** Decoded anchor, or undefined for a link to the whole document. */
  anchor?: string;
}

const ANCHOR = String.raw`[\p{L}\p{M}\p{N}_%-]+`;
/** `docs/platform.md#signature` anywhere (comments, strings, Markdown). */
const DOCS_REFERENCE = new RegExp(String.raw`(?<![\w./-])docs/([\w-]+\.md)(?:#(${ANCHOR}))?`, 'gu');
/** Markdown links of a document: `(other.md#anchor)`, `(other.md)`, `(#anchor)`. */
const RELATIVE_LINK = new RegExp(String.raw`\]\((?:\./)?([\w-]+\.md)?(?:#(${ANCHOR}))?\)`, 'gu');

const decode = (anchor: string | undefined) => {
  if (anchor === undefined) return undefined;
  try {
    return decodeURIComponent(anchor);
  } catch {
    return anchor;
  }
};

/** Every documentation link in one file (`path` relative to the repository, posix separators). */
export function findDocLinks(path: string, text: string): DocLink[] {
  const links: DocLink[] = [];
  const lines = text.split('\n');
  const inDocs = path.startsWith('docs/') && path.endsWith('.md');
  lines.forEach((content, index) => {
    for (const match of content.matchAll(DOCS_REFERENCE)) {
      links.push({ from: path, line: index + 1, target: `docs/${match[1]}`, anchor: decode(match[2]) });
    }
    if (!inDocs) return;
    for (const match of content.matchAll(RELATIVE_LINK)) {
      if (match[1] === undefined && match[2] === undefined) continue;
      const target = match[1] ? posix.join(posix.dirname(path), match[1]) : path;
      links.push({ from: path, line: index + 1, target, anchor: decode(match[2]) });
    }
  });
  return links;
}

/** What is wrong with the links and comments of `files` (path → text), as readable lines; empty when all is well. */
export function checkDocs(files: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  const anchorsOf = new Map<string, Set<string>>();
  const anchors = (target: string) => {
    let set = anchorsOf.get(target);
    const text = files.get(target);
    if (!set && text !== undefined) {
      set = markdownAnchors(text);
      anchorsOf.set(target, set);
    }
    return set;
  };
  for (const [path, text] of files) {
    if (CODE.test(path)) {
      text.split('\n').forEach((line, index) => {
        const lower = line.toLowerCase();
        for (const name of FORBIDDEN_REFERENCES) {
          if (lower.includes(name)) {
            problems.push(`${path}:${index + 1} renvoie à « ${name} », hors du dépôt : pointer vers docs/…`);
          }
        }
      });
    }
    for (const link of findDocLinks(path, text)) {
      const where = `${link.from}:${link.line}`;
      const known = anchors(link.target);
      if (!known) {
        problems.push(`${where} : ${link.target} n’existe pas`);
      } else if (link.anchor !== undefined && !known.has(link.anchor)) {
        problems.push(`${where} : ${link.target}#${link.anchor} ne correspond à aucun titre`);
      }
    }
  }
  return problems;
}

/** The `.ts`, `.tsx`, `.css` and `.md` files of the repository at `root`, keyed by their posix relative path. */
export function readRepositoryFiles(root: string, exclude: readonly string[] = []): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && SCANNED.test(entry.name)) {
        const path = relative(root, full).split(sep).join('/');
        if (!exclude.includes(path)) files.set(path, readFileSync(full, 'utf8'));
      }
    }
  };
  walk(root);
  return files;
}

/**
 * Words that name the making of the repository rather than the repository: a ticket or issue number, a work
 * session's ordinal, a branch, a helper or the one who hands out the work. Each is written so that ordinary words
 * pass: a signed-in user's session, `issues` in a library's GitHub address, a branch of a conditional, `User-agent`.
 */
const STORY_PATTERNS: readonly RegExp[] = [
  // a ticket or an issue by its number, in French or English, with or without « # » or « n° »
  /\b(?:issue|ticket)s?\s*(?:n[°o]\s*)?#?\s*\d+[a-z]?\b/iu,
  // a branch named after one (the word, a hyphen, the number)
  /\b(?:issue|ticket)[-_]\d+[a-z]?\b/iu,
  // a piece of work by its French number
  /\bnuméros?\s+\d+\b/iu,
  // a sitting of work by its French ordinal, in words or abbreviated
  /(?<![\p{L}\p{N}])(?:première|deuxième|seconde|troisième|quatrième|cinquième|sixième|septième|huitième|neuvième|dixième|\d+\s*(?:e|è|ème|eme|re|er))\s+session/iu,
  // a sitting of work named as such, or by its English ordinal
  /\bsessions?\s+de\s+travail\b/iu,
  /\bwork(?:ing)?\s+sessions?\b/iu,
  /\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th))\s+session\b/iu,
  // a branch by its name in quotes or code, « the » branch work happens on, a worktree's branch name
  /\bbranche?s?\s+[`«"']/iu,
  /\b(?:sur|dans|de)\s+(?:la|cette|sa|une)\s+branche\b/iu,
  /\b(?:on|from)\s+(?:the|this|that|its|my|a)\s+branch\b/iu,
  /\bwt-[a-z0-9]/u,
  // helpers and the one who hands out the work
  /\bsub-?agents?\b/iu,
  /\bsous-agents?\b/iu,
  /\bcoordinat(?:or|eur|rice)s?\b/iu,
  /\b(?:helper|assistant)\s+(?:agent|session)s?\b/iu,
  /\b(?:AI|LLM|IA)\s+agents?\b/iu,
];

/** Each place where `text` (the file at `path`) names the making of the repository, as readable lines. */
export function findStoryReferences(path: string, text: string): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const pattern of STORY_PATTERNS) {
      const match = pattern.exec(line);
      if (match) {
        problems.push(
          `${path}:${index + 1} raconte la fabrication du dépôt (« ${match[0]} ») : dire la conception ou la raison`,
        );
        return;
      }
    }
  });
  return problems;
}

/** Every tracked text file of the repository at `root` (git's index), keyed by its posix relative path. */
export function readTrackedFiles(root: string, exclude: readonly string[] = []): Map<string, string> {
  const listed = execFileSync('git', ['ls-files', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  const files = new Map<string, string>();
  for (const path of listed.split('\0')) {
    if (!path || exclude.includes(path)) continue;
    let text: string;
    try {
      text = readFileSync(join(root, path), 'utf8');
    } catch {
      continue; // removed from the work tree, not yet from the index
    }
    if (!text.includes('\0')) files.set(path, text);
  }
  return files;
}

/** What names the making of the repository in `files` (path → text); empty when the repository speaks of itself. */
export function checkStory(files: ReadonlyMap<string, string>): string[] {
  return [...files].flatMap(([path, text]) => findStoryReferences(path, text));
}
