import { resolveConfig } from 'vitest/node';
import { describe, expect, it } from 'vitest';

// The configuration Vitest itself resolves from vite.config.ts, as `npm test` does (docs/testing.md#dépendances).
const { vitestConfig } = await resolveConfig({ config: 'vite.config.ts' });

describe('dependencies under Vitest', () => {
  it('leaves node_modules to Node’s own loader: no build environment makes Vitest transform them all', () => {
    // `true` would send React, MUI and react-admin through Vite's transform, module by module, in every worker.
    expect(vitestConfig.server.deps?.inline).not.toBe(true);
  });
});
