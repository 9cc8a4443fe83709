import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * The back-office's shell copies parts of react-admin and MUI (docs/backoffice-build.md): LeanAdmin.tsx, LeanLayout.tsx,
 * AdminMenu.tsx, AdminAppBar.tsx's user menu, UserMenuPopup.tsx, LazyNotification.tsx. They were compared with these
 * versions; an upgrade fails here until they are compared again with the new ones, then this list updated.
 */
const COPIED_FROM = {
  'react-admin': '5.15.4',
  'ra-core': '5.15.4',
  'ra-ui-materialui': '5.15.4',
  '@mui/material': '7.3.11',
};

const installedVersion = (name: string): string =>
  (JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string }).version;

describe('the copies of react-admin and MUI in the back-office', () => {
  it('were made from the installed versions (docs/backoffice-build.md#à-chaque-mise-à-jour)', () => {
    const installed = Object.fromEntries(
      Object.keys(COPIED_FROM).map((name) => [name, installedVersion(name)]),
    );
    expect(installed).toEqual(COPIED_FROM);
  });
});
