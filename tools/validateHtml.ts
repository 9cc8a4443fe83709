/**
 * The W3C Nu checker (vnu) on every prerendered page of a build and on every kind of e-mail the product sends
 * (docs/islands.md#html-valide): `npm run validate:html [-- dist]`, after `npm run build`. Fails on any error;
 * skips, saying so, when no Java runs here (`.ci/run` installs one).
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sampleEmails } from './htmlValidity/emails.ts';
import { formatVnuError, javaVersion, NO_JAVA_MESSAGE, vnuErrors } from './htmlValidity/vnu.ts';

/** Every HTML page of a build (Vite's own working files under .vite/ aside). */
export function builtPages(outDir: string): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== '.vite' && name !== 'assets') walk(path);
      } else if (name.endsWith('.html')) {
        pages.push(path);
      }
    }
  };
  walk(outDir);
  return pages;
}

async function main(): Promise<number> {
  const outDir = resolve(process.argv[2] ?? 'dist');
  const java = javaVersion();
  if (!java) {
    console.warn(`== HTML : ${NO_JAVA_MESSAGE}`);
    return 0;
  }
  const pages = builtPages(outDir);
  if (pages.length === 0) {
    console.error(`Aucune page HTML dans ${outDir} : lancez d’abord npm run build.`);
    return 1;
  }
  const mailDir = mkdtempSync(join(tmpdir(), 'vnu-emails-'));
  try {
    const emails = await sampleEmails();
    mkdirSync(mailDir, { recursive: true });
    const mailFiles = emails.map(({ name, html }) => {
      const file = join(mailDir, `${name}.html`);
      writeFileSync(file, html);
      return file;
    });
    console.log(`== HTML : vnu sur ${pages.length} pages et ${mailFiles.length} e-mails (${java})`);
    const errors = await vnuErrors([...pages, ...mailFiles]);
    for (const error of errors) {
      const inMail = error.file.startsWith(mailDir);
      console.error(
        `${inMail ? 'e-mail ' : ''}${formatVnuError(error, inMail ? `${mailDir}/` : `${outDir}/`)}`,
      );
    }
    const where = (files: string[], root: string) =>
      new Set(errors.filter((e) => files.includes(e.file)).map((e) => relative(root, e.file))).size;
    console.log(
      errors.length === 0
        ? '== HTML : 0 erreur.'
        : `== HTML : ${errors.length} erreurs (${where(pages, outDir)} pages, ${where(mailFiles, mailDir)} e-mails).`,
    );
    return errors.length === 0 ? 0 : 1;
  } finally {
    rmSync(mailDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main();
}
