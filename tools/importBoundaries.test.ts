import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint rules that keep imports flowing one way (eslint.config.js), checked on sample sources. */
const eslint = new ESLint();

async function restrictedImports(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import directions', () => {
  it.each([
    ['site/src/pages/x.tsx', "import '../../backoffice/src/App';"],
    ['site/src/pages/x.tsx', "import '@mocks/node';"],
    ['site/src/pages/x.tsx', "import '../../../shared/config';"],
    ['backoffice/src/x.tsx', "import '../../site/src/App';"],
    ['backoffice/src/x.tsx', "import '../../mocks/browser';"],
    ['shared/http/x.ts', "import '../../site/src/App';"],
    ['shared/http/x.ts', "import '../../backoffice/src/App';"],
    ['shared/http/x.ts', "import '../../mocks/node';"],
    ['shared/http/x.ts', "import '@mocks/node';"],
    ['mocks/handlers/x.ts', "import '../../site/src/App';"],
    ['mocks/x.ts', "import '../pipeline/budgets';"],
    ['mocks/x.ts', "import '../hosting/securityHeaders';"],
    ['mocks/auth/x.ts', "import '../../hosting/prerender/pages';"],
    ['mocks/auth/x.ts', "import '../../tools/lighthouse';"],
    ['site/src/x.ts', "import '../../pipeline/vite/aliases';"],
    ['shared/http/x.ts', "import '../../tools/lighthouse';"],
    ['hosting/x.ts', "import '../pipeline/budgets';"],
    ['tools/x.ts', "import '../e2e/browser';"],
    ['bench/x.ts', "import '../e2e/api';"],
    ['testing/browser/x.ts', "import '../../tools/lighthouse';"],
    ['backoffice/src/x.test.tsx', "import { AdminContext } from 'react-admin';"],
    ['backoffice/src/x/testing.tsx', "import { Admin } from 'react-admin';"],
  ])('refuses in %s: %s', async (file, source) => {
    expect(await restrictedImports(file, source)).toHaveLength(1);
  });

  it.each([
    ['site/src/dev/emulator.ts', "import '@mocks/browser';"],
    ['backoffice/src/dev/emulator.ts', "import '@mocks/browser';"],
    ['site/src/pages/x.tsx', "import '@shared/config';"],
    ['mocks/handlers/x.ts', "import '../../shared/config';"],
    ['hosting/x.ts', "import '../mocks/server';"],
    ['pipeline/x.ts', "import '../hosting/securityHeaders';"],
    ['tools/x.ts', "import '../testing/browser/chromium';"],
    ['e2e/x.ts', "import '../testing/browser/chromium';"],
    ['backoffice/src/x.test.tsx', "import { TestMemoryRouter } from 'react-admin';"],
    ['backoffice/src/testing/TestAdminContext.tsx', "import { AdminContext } from 'react-admin';"],
  ])('allows in %s: %s', async (file, source) => {
    expect(await restrictedImports(file, source)).toEqual([]);
  });
});
