import { descriptionHtml, escapeHtml } from './markup';

/**
 * The contract as a French reference page, static and self-contained (no script, no network): served with the site
 * as /plateforme/contrat.html beside the document itself (/plateforme/openapi.json).
 */
type Json = Record<string, unknown>;

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1a1a1a}
code,pre{font-family:ui-monospace,monospace;font-size:.9em}pre{background:#f4f4f4;padding:.5rem;overflow:auto;max-height:24rem}
table{border-collapse:collapse;display:block;max-width:100%;overflow-x:auto}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}
td code,p code,h3 code{overflow-wrap:anywhere}
.ext{background:#fff3cd;border:1px solid #b38600;border-radius:4px;padding:0 .3rem;font-size:.85em}
section{border-top:1px solid #ddd;margin-top:1.5rem}`;

const slug = (operationId: string) => `appel-${operationId}`;

function operations(document: Json): { method: string; path: string; op: Json }[] {
  const paths = document.paths as Record<string, Record<string, Json>>;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
}

const extensionBadge = (op: Json) =>
  op['x-extension'] ? ` <span class="ext">extension : ${escapeHtml(String(op['x-extension']))}</span>` : '';

function summaryTable(document: Json): string {
  const rows = operations(document).map(
    ({ method, path, op }) =>
      `<tr><td>${method}</td><td><a href="#${slug(String(op.operationId))}"><code>${escapeHtml(path)}</code></a></td><td>${escapeHtml(String(op.summary))}${extensionBadge(op)}</td></tr>`,
  );
  return `<table><thead><tr><th>Méthode</th><th>Chemin</th><th>Rôle</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function parametersOf(document: Json, op: Json): string {
  const shared = (document.components as Json).parameters as Record<string, Json>;
  const list = ((op.parameters ?? []) as Json[]).map((p) =>
    typeof p.$ref === 'string' ? shared[p.$ref.split('/').pop()!]! : p,
  );
  if (list.length === 0) return '';
  const rows = list.map(
    (p) =>
      `<tr><td><code>${escapeHtml(String(p.name))}</code></td><td>${escapeHtml(String(p.in))}</td><td>${p.required ? 'oui' : 'non'}</td><td>${escapeHtml(String(p.description ?? ''))}</td></tr>`,
  );
  return `<h4>Paramètres</h4><table><thead><tr><th>Nom</th><th>Où</th><th>Requis</th><th>Sens</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

const schemaBlock = (title: string, schema: unknown) =>
  `<details><summary>${title}</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`;

function operationSection(
  document: Json,
  { method, path, op }: ReturnType<typeof operations>[number],
): string {
  const responses = op.responses as Record<string, Json>;
  const body = (op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
  const statuses = Object.entries(responses).map(([status, response]) => {
    const name = typeof response.$ref === 'string' ? response.$ref.split('/').pop() : undefined;
    const text = name
      ? `voir <a href="#erreur-${status}">${status}</a>`
      : escapeHtml(String(response.description));
    return `<li><strong>${status}</strong> : ${text}</li>`;
  });
  const success = (responses['200']?.content as Record<string, Json> | undefined)?.['application/json']
    ?.schema;
  return `<section id="${slug(String(op.operationId))}">
<h3>${method} <code>${escapeHtml(path)}</code>${extensionBadge(op)}</h3>
<p>${escapeHtml(String(op.summary))}</p>
${descriptionHtml(String(op.description))}
${parametersOf(document, op)}
${
  body
    ? Object.entries(body)
        .map(([type, media]) => schemaBlock(`Corps (<code>${escapeHtml(type)}</code>)`, media.schema))
        .join('\n')
    : ''
}
${success ? schemaBlock('Réponse 200', success) : ''}
<h4>Réponses</h4><ul>${statuses.join('')}</ul>
</section>`;
}

function errorsSection(document: Json): string {
  const responses = (document.components as Json).responses as Record<string, Json>;
  const items = Object.entries(responses).map(
    ([name, response]) =>
      `<li id="erreur-${name.replace('Error', '')}"><strong>${name.replace('Error', '')}</strong> : ${descriptionHtml(String(response.description))}</li>`,
  );
  return `<section><h2>Erreurs</h2><ul>${items.join('')}</ul></section>`;
}

function extensionsSection(document: Json): string {
  const notes = document['x-extensions'] as Record<string, { title: string; why: string; doc: string }>;
  const rows = Object.entries(notes).map(
    ([name, note]) =>
      `<tr><td><code>${escapeHtml(name)}</code></td><td>${escapeHtml(note.title)}</td><td>${escapeHtml(note.why)} <code>${escapeHtml(note.doc)}</code></td></tr>`,
  );
  return `<section><h2>Extensions</h2><p>Ce qui va au-delà des 12 premiers appels de la plateforme, et pourquoi le produit en a besoin.</p><table><thead><tr><th>Nom</th><th>Extension</th><th>Pourquoi</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`;
}

export function referencePage(document: Json): string {
  const info = document.info as Json;
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(String(info.title))}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(String(info.title))}</h1>
${descriptionHtml(String(info.description))}
<p>Le document lui-même : <a href="openapi.json">openapi.json</a> (OpenAPI ${escapeHtml(String(document.openapi))}).</p>
<h2>Appels</h2>
${summaryTable(document)}
${operations(document)
  .map((entry) => operationSection(document, entry))
  .join('\n')}
${errorsSection(document)}
${extensionsSection(document)}
</main>
</body>
</html>
`;
}
