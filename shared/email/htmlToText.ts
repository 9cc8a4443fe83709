const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00A0',
  laquo: '«',
  raquo: '»',
  rsquo: '’',
  lsquo: '‘',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  euro: '€',
};

const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });

/**
 * The plain-text part of an e-mail written in HTML (a back-office template): blocks become lines, a link keeps its
 * address after its label, and nothing of the head, styles or scripts remains.
 */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(head|style|script|title)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(
        /<a\b[^>]*?\bhref\s*=\s*(["'])(.*?)\1[^>]*>([\s\S]*?)<\/a\s*>/gi,
        (_, _q, href: string, label: string) => {
          // Entities are decoded once, below, for the label and the address alike.
          const shown = label.replace(/<[^>]*>/g, '').trim();
          return shown && decodeEntities(shown) !== decodeEntities(href) ? `${shown} : ${href}` : href;
        },
      )
      .replace(/<li\b[^>]*>/gi, '\n- ')
      .replace(/<br\s*\/?>/gi, '\n')
      // Cells of a row side by side (« Nom Jean »), not glued together.
      .replace(/<\/t[dh]\s*>/gi, ' ')
      .replace(/<\/(p|div|h[1-6]|ul|ol|tr|table|blockquote)\s*>/gi, '\n')
      .replace(/<[^>]*>/g, '')
      .replace(/[ \t]+/g, ' '),
  )
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
