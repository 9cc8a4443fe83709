import { format, resolveConfig } from 'prettier';
import { platformDocument } from './openapi/document';
import { referencePage } from './reference/page';

/** Where the generated contract lives: the document, its copy served with the site, its reference page. */
export const CONTRACT_FILES = {
  document: 'docs/openapi.json',
  served: 'site/public/plateforme/openapi.json',
  reference: 'site/public/plateforme/contrat.html',
} as const;

/** Every generated file, by path, formatted as Prettier would (`npm run lint` checks them). */
export async function generatedFiles(): Promise<Record<string, string>> {
  const document = platformDocument();
  const options = await resolveConfig(CONTRACT_FILES.document);
  const json = await format(JSON.stringify(document), { ...options, filepath: CONTRACT_FILES.document });
  return {
    [CONTRACT_FILES.document]: json,
    [CONTRACT_FILES.served]: json,
    [CONTRACT_FILES.reference]: referencePage(document),
  };
}
