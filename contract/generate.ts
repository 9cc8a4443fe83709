/**
 * `npm run contract:generate`: writes the platform contract (docs/openapi.json) from the schemas of shared/domain/,
 * and its copy and French reference page served with the site (site/public/plateforme/). Run it after changing a
 * schema; contract/generated.test.ts fails until it is.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { generatedFiles } from './files';

export async function writeContract(root: string): Promise<string[]> {
  const files = await generatedFiles();
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(resolve(root, path)), { recursive: true });
    writeFileSync(resolve(root, path), text);
  }
  return Object.keys(files);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const written = await writeContract(process.cwd());
  for (const path of written) console.log(`écrit : ${path}`);
}
