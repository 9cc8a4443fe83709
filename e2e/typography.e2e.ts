/**
 * French typography on every public page as the production server sends it (docs/product.md#langue): a narrow
 * no-break space before « ! ? ; », a no-break space before « : », « 100 % » and « 24 h » with their number held to
 * the unit. Read from the HTML text and the attributes a person reads (title, alt, aria-label, placeholder, the meta
 * description), the hidden parts included (chat panel, cookie banner): they show in a moment.
 */
import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser';

const PUBLIC_ROUTES = [
  ...readFileSync(new URL('../site/src/routes.tsx', import.meta.url), 'utf8').matchAll(
    /^\s+path: '(\/[^']*)',$/gm,
  ),
].map((m) => m[1] as string);

const NO_BREAK = '\u00a0\u202f';
const RULES: { name: string; pattern: RegExp }[] = [
  // « Pourquoi ? », « Merci ! », « ; » : a narrow no-break space, never an ordinary space or none.
  {
    name: 'espace fine insécable avant ! ? ;',
    pattern: new RegExp(`[^\\s${NO_BREAK}!?(][!?;](?=\\s|$)|[ \\t\\n][!?;](?=\\s|$)`, 'g'),
  },
  // « Note : 5 sur 5 »; a time (9:30) or an address (https://) is not punctuation.
  {
    name: 'espace insécable avant :',
    pattern: new RegExp(`[^\\s${NO_BREAK}\\d/][:](?=\\s|$)|[ \\t\\n]:(?=\\s|$)`, 'g'),
  },
  { name: '« 100 % »', pattern: /\d[ ]?%/g },
  { name: '« 24 h »', pattern: /\d[ ]?h(?=\b|\d)/g },
];

/** Each place `text` breaks a rule, with a few characters around it. */
export function typographyOffences(text: string): string[] {
  return RULES.flatMap(({ name, pattern }) =>
    [...text.matchAll(pattern)].map(
      (m) => `${name} : « ${text.slice(Math.max(0, m.index - 25), m.index + m[0].length + 10).trim()} »`,
    ),
  );
}

/** The text a person reads on the page: its text nodes and the attributes read aloud or shown. */
function readTexts(html: string): string[] {
  const { document } = new JSDOM(html).window;
  for (const skipped of document.querySelectorAll('script, style, noscript')) skipped.remove();
  const texts: string[] = [document.title];
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  for (const element of document.querySelectorAll('[title], [alt], [aria-label], [placeholder]'))
    for (const name of ['title', 'alt', 'aria-label', 'placeholder'])
      if (element.hasAttribute(name)) texts.push(element.getAttribute(name) ?? '');
  texts.push(document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '');
  // Adjacent text nodes read as one (« <strong>Note</strong> : 4 »): joined, the rules see what comes before.
  return [texts.join('\n')];
}

describe('French typography of the public pages', () => {
  it('finds what breaks a rule, and nothing in text set properly', () => {
    expect(typographyOffences('Pourquoi nous choisir ? Merci! 100% 24h 9h30 Note : 5')).toHaveLength(6);
    expect(
      typographyOffences(
        'Pourquoi nous choisir\u202f? Merci\u202f! 100\u202f% 24\u00a0h Note\u00a0: 5, à 9:30, https://exemple.fr',
      ),
    ).toEqual([]);
  });

  it.each(PUBLIC_ROUTES)(
    '%s: narrow no-break spaces before ! ? ;, no-break before :, « 100 % », « 24 h »',
    async (route) => {
      const response = await fetch(`${baseUrl()}${route}`);
      expect(response.status).toBe(200);
      const offences = readTexts(await response.text()).flatMap(typographyOffences);
      expect(offences).toEqual([]);
    },
  );
});
