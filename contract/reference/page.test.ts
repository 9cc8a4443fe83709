import { describe, expect, it } from 'vitest';
import { platformDocument } from '../openapi/document';
import { descriptionHtml } from './markup';
import { referencePage } from './page';

describe('the contract’s reference page', () => {
  it('writes the descriptions’ code, emphasis and lists as HTML, everything else escaped', () => {
    expect(descriptionHtml('**Extension.** Un `<b>` & *lui*\n\n- un\n- deux')).toBe(
      '<p><strong>Extension.</strong> Un <code>&lt;b&gt;</code> &amp; <em>lui</em></p>\n<ul><li>un</li><li>deux</li></ul>',
    );
  });

  it('is a French page with one section per call, each extension marked, and a link to the document', () => {
    const document = platformDocument();
    const page = referencePage(document);
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('<a href="openapi.json">openapi.json</a>');
    const ids = [...page.matchAll(/<section id="appel-([A-Za-z]+)">/g)].map((match) => match[1]);
    expect(ids).toHaveLength(
      Object.values(document.paths as object).flatMap((item) => Object.keys(item)).length,
    );
    expect(page).toMatch(
      /POST <code>\/lm\/\{project\}\/campaigns\/\{id\}\/claim<\/code> <span class="ext">extension : campaigns<\/span>/,
    );
    expect(page).not.toMatch(/<script/);
  });
});
