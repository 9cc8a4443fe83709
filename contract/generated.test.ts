import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedFiles } from './files';

// A schema of shared/domain/ changed without `npm run contract:generate`: the committed contract no longer says
// what the code does (docs/platform.md#contrat-openapi).
describe('the committed platform contract', () => {
  it('is what the schemas of shared/domain/ generate today', async () => {
    const files = await generatedFiles();
    for (const [path, text] of Object.entries(files)) {
      expect(readFileSync(path, 'utf8'), `${path} : lancez npm run contract:generate`).toBe(text);
    }
  });
});
