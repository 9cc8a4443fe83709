import { escapeHtml } from './escape';

/**
 * Every e-mail is one HTML document (docs/newsletter.md#e-mails-bien-formés): a doctype, `<html lang="fr">`, a
 * `<head>` with its charset and title, and everything shown inside `<body>` — what the W3C checker and spam filters
 * expect. A back-office template may be a whole document (the samples are) or a fragment typed in the editor.
 */

const HEAD_START = /<head\b[^>]*>/i;
const HTML_START = /<html\b[^>]*>/i;
const BODY_START = /<body\b[^>]*>/i;
const BODY_END = /<\/body\s*>(?![\s\S]*<\/body\s*>)/i;

/** Whether `html` is a whole document rather than a fragment. */
export const isHtmlDocument = (html: string): boolean => /<html\b|<body\b|<!doctype\b/i.test(html);

const headOf = (title: string) =>
  `<meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${escapeHtml(title)}</title>`;

/** A fragment in a minimal document. */
function wrapFragment(fragment: string, title: string): string {
  return `<!doctype html>
<html lang="fr">
<head>${headOf(title)}</head>
<body>
${fragment.trim()}
</body>
</html>`;
}

/**
 * Completes a whole document with what it lacks: the doctype, the language, the charset and title of its head, the
 * body's tags. Text written after `</html>` moves inside the body (a browser would show it there anyway).
 */
function completeDocument(html: string, title: string): string {
  let doc = html.trim();
  const end = /<\/html\s*>/i.exec(doc);
  let stray = '';
  if (end) {
    stray = doc.slice(end.index + end[0].length).trim();
    doc = doc.slice(0, end.index);
  }
  doc = doc.replace(/^<!doctype[^>]*>\s*/i, '');
  if (!HTML_START.test(doc)) doc = `<html lang="fr">\n${doc}`;
  doc = doc.replace(HTML_START, (tag) => (/\blang\s*=/i.test(tag) ? tag : tag.replace(/>$/, ' lang="fr">')));
  if (!HEAD_START.test(doc)) {
    doc = doc.replace(HTML_START, (tag) => `${tag}\n<head></head>`);
  }
  const head = /<head\b[^>]*>([\s\S]*?)<\/head\s*>/i.exec(doc)?.[1] ?? '';
  const missing = [
    /<meta\b[^>]*charset/i.test(head) ? '' : '<meta charset="utf-8" />',
    /<title\b/i.test(head) ? '' : `<title>${escapeHtml(title)}</title>`,
  ].join('');
  if (missing) doc = doc.replace(HEAD_START, (tag) => `${tag}${missing}`);
  if (!BODY_START.test(doc)) doc = doc.replace(/<\/head\s*>/i, (tag) => `${tag}\n<body>`);
  if (!BODY_END.test(doc)) doc = `${doc.trimEnd()}\n</body>`;
  if (stray) doc = appendToBody(doc, stray);
  return `<!doctype html>\n${doc.trimEnd()}\n</html>`;
}

/** `html` as one valid document titled `title` (the subject), whether it came whole or as a fragment. */
export function htmlDocument(html: string, title: string): string {
  return isHtmlDocument(html) ? completeDocument(html, title) : wrapFragment(html, title);
}

/** `extra` at the end of the document's body (the document must have a `</body>`: see htmlDocument). */
export function appendToBody(html: string, extra: string): string {
  const end = html.search(BODY_END);
  if (end < 0) return `${html}\n${extra}`;
  return `${html.slice(0, end).trimEnd()}\n${extra}\n${html.slice(end)}`;
}

/**
 * Whether the template already gives its reader their own way out: a `{unsubscribeUrl}` placeholder, or a link to
 * `/unsubscribe` carrying the platform's `{{unsubscribeToken}}`. Such a template gets no second « Se désinscrire ».
 */
export const hasUnsubscribeLink = (html: string): boolean =>
  html.includes('{unsubscribeUrl}') || /\/unsubscribe\?[^"'<>\s]*\{\{unsubscribeToken\}\}/.test(html);
