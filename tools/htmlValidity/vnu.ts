import { execFile, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * The W3C Nu HTML checker (vnu, from the `vnu-jar` package), run on files with the machine's own Java
 * (docs/islands.md#html-valide). The package's own Java download is never used: CI installs a JRE with apt.
 */
export const VNU_JAR: string = String(createRequire(import.meta.url)('vnu-jar'));

/** The first line of `java -version`, or null when no Java runs here. */
export function javaVersion(): string | null {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  return `${result.stderr}${result.stdout}`.split('\n')[0]?.trim() || null;
}

export const NO_JAVA_MESSAGE =
  'Java est absent : la vérification HTML (vnu) est sautée. Installez un JRE (apt-get install default-jre-headless).';

export interface VnuError {
  file: string;
  line?: number;
  column?: number;
  message: string;
  extract?: string;
}

interface VnuJsonMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message?: string;
  extract?: string;
}

/**
 * vnu's CSS checker predates CSS anchor positioning (`anchor-name`, `position-anchor`, `anchor()`), which the phone
 * menu's popover uses to sit under its button (Chromium 125 and later; other browsers place it with the fallback
 * rule before it): those three messages are about the checker, not the page. Anything else about CSS still fails.
 */
export const OUTDATED_CSS_CHECKS = [
  /^CSS: “anchor-name”: Property “anchor-name” doesn't exist\.$/,
  /^CSS: “position-anchor”: Property “position-anchor” doesn't exist\.$/,
  /^CSS: “[a-z-]+”: “anchor\([^”]*\)” is not a “[a-z-]+” value\.$/,
];

/** Every error vnu reports on these files (warnings aside), in one Java start for all of them. */
export function vnuErrors(files: readonly string[]): Promise<VnuError[]> {
  if (files.length === 0) return Promise.resolve([]);
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        // vnu writes its JSON report on stderr and exits 1 when it found errors.
        const report = [stderr, stdout].find((out) => out.trim().startsWith('{'));
        if (!report) {
          reject(error ?? new Error(`vnu n’a rien rendu de lisible : ${stderr || stdout}`));
          return;
        }
        const { messages } = JSON.parse(report) as { messages: VnuJsonMessage[] };
        resolve(
          messages
            .filter((m) => m.type === 'error' || (m.type === 'non-document-error' && m.subType !== 'warning'))
            .filter((m) => !OUTDATED_CSS_CHECKS.some((outdated) => outdated.test(m.message ?? '')))
            .map((m) => ({
              file: decodeURIComponent((m.url ?? '').replace(/^file:/, '')),
              line: m.lastLine,
              column: m.firstColumn,
              message: m.message ?? m.type,
              extract: m.extract,
            })),
        );
      },
    );
  });
}

/** One line per error: `file:line:column message`. */
export const formatVnuError = (error: VnuError, root = ''): string =>
  `${error.file.startsWith(root) ? error.file.slice(root.length) : error.file}:${error.line ?? '?'}:${
    error.column ?? '?'
  } ${error.message}`;
