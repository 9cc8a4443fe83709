import type { Page } from 'playwright-core';
import { offences } from './deny-list';

/**
 * What a person reads on the page now: its text, its tab title, and the texts of attributes — in the page and
 * in its frames (the e-mail previews).
 */
export async function visibleTexts(page: Page): Promise<string[]> {
  const texts: string[] = [];
  for (const frame of page.frames()) {
    texts.push(
      ...(await frame.evaluate(() => {
        const found = [document.title, ...document.body.innerText.split('\n')];
        for (const element of document.querySelectorAll('[title], [aria-label], [placeholder], [alt]')) {
          for (const name of ['title', 'aria-label', 'placeholder', 'alt'])
            found.push(element.getAttribute(name) ?? '');
        }
        return found;
      })),
    );
  }
  return [...new Set(texts.map((text) => text.trim()).filter(Boolean))];
}

/** Collects, for one screen state, each offending text with where it was seen. */
export class Reader {
  readonly found: string[] = [];
  constructor(private readonly page: Page) {}

  async read(where: string): Promise<void> {
    for (const text of await visibleTexts(this.page)) {
      const broken = offences(text);
      if (broken.length) this.found.push(`${where} : « ${text} » — ${broken.join(', ')}`);
    }
  }

  report(): string[] {
    if (this.found.length) console.error(this.found.join('\n'));
    return this.found;
  }
}
