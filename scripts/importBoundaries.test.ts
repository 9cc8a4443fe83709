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
    ['backoffice/src/x.test.tsx', "import { TestMemoryRouter } from 'react-admin';"],
    ['backoffice/src/testing/TestAdminContext.tsx', "import { AdminContext } from 'react-admin';"],
  ])('allows in %s: %s', async (file, source) => {
    expect(await restrictedImports(file, source)).toEqual([]);
  });
});
