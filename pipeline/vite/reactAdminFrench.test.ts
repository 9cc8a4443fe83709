import frenchMessages from 'ra-language-french';
import { describe, expect, it } from 'vitest';
import { SCREEN_SECTIONS, splitFrenchMessages } from './reactAdminFrench';

describe('react-admin’s French messages, cut in two', () => {
  it('keeps every text once: the screens’ sections apart, the rest with the first load', () => {
    const { firstLoad, screens } = splitFrenchMessages();
    expect(Object.keys(screens.ra).sort()).toEqual([...SCREEN_SECTIONS].sort());
    expect(Object.keys(firstLoad.ra).filter((key) => key in screens.ra)).toEqual([]);
    expect({ ...firstLoad, ra: { ...firstLoad.ra, ...screens.ra } }).toEqual(frenchMessages);
    // What the sign-in screen, the menu, the dashboard and the notifications say stays with the first load.
    for (const section of ['action', 'auth', 'navigation', 'notification', 'page', 'message'])
      expect(firstLoad.ra).toHaveProperty(section);
  });
});
