import { describe, expect, it } from 'vitest';
import { i18nProvider, messages } from './i18nProvider';
import { frenchTypography } from './typography';

/** Every message, as `key: text` lines. */
function allTexts(tree: unknown, path = ''): string[] {
  if (typeof tree === 'string') return [`${path}: ${tree}`];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) => allTexts(value, path ? `${path}.${key}` : key));
}

describe('i18nProvider', () => {
  it('speaks French: react-admin messages, app keys and pluralised resource names', () => {
    expect(i18nProvider.getLocale()).toBe('fr');
    expect(i18nProvider.translate('ra.action.delete')).toBe('Supprimer');
    expect(i18nProvider.translate('app.auth.checking')).toBe('Vérification des autorisations...');
    expect(i18nProvider.translate('resources.messages.name', { smart_count: 1 })).toBe('Message');
    expect(i18nProvider.translate('resources.messages.name', { smart_count: 2 })).toBe('Messages');
    expect(i18nProvider.translate('app.dashboard.welcome', { name: 'Alice' })).toBe('Bienvenue, Alice');
  });

  it('writes every message, react-admin’s included, with the typographic apostrophe', () => {
    expect(allTexts(messages).filter((line) => /\p{L}'\p{L}/u.test(line))).toEqual([]);
    expect(i18nProvider.translate('ra.message.access_denied')).toBe(
      'Vous n’avez pas les droits d’accès à cette page',
    );
  });

  it('corrects react-admin’s French: one full stop after its not-found text, « e-mail », spaced colons', () => {
    expect(`${i18nProvider.translate('ra.message.not_found')}.`).not.toMatch(/\.\.$/);
    expect(i18nProvider.translate('ra.auth.email')).toBe('E-mail');
    expect(i18nProvider.translate('ra.validation.oneOf', { options: 'a, b' })).toBe(
      'Doit être au choix : a, b',
    );
    // The rest of react-admin's messages stay.
    expect(i18nProvider.translate('ra.action.save')).toBe('Enregistrer');
  });
});

describe('frenchTypography', () => {
  it('turns an apostrophe inside a word into ’, everywhere in a tree, and leaves the rest', () => {
    expect(frenchTypography({ a: "l'URL d'aujourd'hui", b: { c: "'cité' %{n}" }, d: 3 })).toEqual({
      a: 'l’URL d’aujourd’hui',
      b: { c: "'cité' %{n}" },
      d: 3,
    });
  });
});
