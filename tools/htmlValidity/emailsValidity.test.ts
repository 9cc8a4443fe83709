import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sampleEmails } from '../../tools/htmlValidity/emails';
import { formatVnuError, javaVersion, vnuErrors } from '../../tools/htmlValidity/vnu';

/** An e-mail's usual mistake: an ARIA role HTML forbids on a row (the checker must see it). */
const INVALID = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>x</title></head>
<body><table><tr role="row"><td>x</td></tr></table></body></html>`;

const dir = mkdtempSync(join(tmpdir(), 'vnu-emails-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the HTML of every kind of e-mail sent', () => {
  it('covers the site’s e-mails, the reply, template tests and campaigns', async () => {
    const names = (await sampleEmails()).map((email) => email.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'devis-notification',
        'devis-confirmation',
        'reponse',
        'bienvenue-integre',
        'bienvenue-modele',
        'reinscription-confirmation',
        'modele-test-newsletter',
        'modele-test-promotion',
        'modele-test-welcome',
        'campagne-newsletter',
        'campagne-promotion',
        'campagne-de-zero',
      ]),
    );
  });

  // Java runs the W3C checker: CI installs it (.ci/run); elsewhere the check is skipped (docs/islands.md#html-valide).
  it.skipIf(!javaVersion())(
    'has no error for the W3C checker (vnu), which does see an invalid one',
    async () => {
      const files = (await sampleEmails()).map(({ name, html }) => {
        const file = join(dir, `${name}.html`);
        writeFileSync(file, html);
        return file;
      });
      const invalid = join(dir, 'invalide.html');
      writeFileSync(invalid, INVALID);
      const errors = await vnuErrors([...files, invalid]);
      expect(errors.filter((e) => e.file === invalid).map((e) => e.message)).toEqual([
        expect.stringContaining('The “role” attribute must not be used on a “tr” element'),
      ]);
      expect(errors.filter((e) => e.file !== invalid).map((e) => formatVnuError(e, `${dir}/`))).toEqual([]);
    },
  );
});
