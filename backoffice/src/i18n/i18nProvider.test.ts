import { describe, expect, it, vi } from 'vitest';
import { frenchI18nProvider, i18nProvider, messages } from './i18nProvider';
import { screenMessages } from './screens';
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

  it('writes every message, react-admin’s and the screens’ included, with the typographic apostrophe', () => {
    expect(allTexts(messages).filter((line) => /\p{L}'\p{L}/u.test(line))).toEqual([]);
    expect(frenchTypography(screenMessages)).toEqual(screenMessages);
    expect(i18nProvider.translate('ra.message.access_denied')).toBe(
      'Vous n’avez pas les droits d’accès à cette page',
    );
  });

  it('corrects react-admin’s French: one full stop after its not-found text, « e-mail », spaced colons', () => {
    expect(`${i18nProvider.translate('ra.message.not_found')}.`).not.toMatch(/\.\.$/);
    expect(i18nProvider.translate('ra.auth.email')).toBe('E-mail');
    // The sections only screens show, corrected too.
    expect(i18nProvider.translate('ra.validation.oneOf', { options: 'a, b' })).toBe(
      'Doit être au choix : a, b',
    );
    expect(i18nProvider.translate('ra.input.image.upload_single')).toMatch(/^Déposez l’image/);
    // The rest of react-admin's messages stay.
    expect(i18nProvider.translate('ra.action.save')).toBe('Enregistrer');
  });
});

describe('the screens’ texts', () => {
  it('are not among the first ones, and come with the first screen, over them, without losing any', async () => {
    const provider = frenchI18nProvider();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(provider.translate('app.messages.title')).toBe('app.messages.title');
    expect(logged).toHaveBeenCalledWith('Warning: Missing translation for key: "app.messages.title"');
    expect(provider.translate('resources.messages.fields.phone')).toBe('resources.messages.fields.phone');
    // What the menu and the dashboard show is there from the start.
    expect(provider.translate('app.messages.status.unread')).toBe('Non lu');
    expect(provider.translate('app.analytics.title')).toBe('Statistiques de visite');
    expect(provider.translate('app.templates.menu')).toBe('Modèles d’e-mail');
    expect(provider.translate('resources.messages.name', { smart_count: 2 })).toBe('Messages');
    expect(provider.translate('ra.notification.http_error')).toBe('Erreur de communication avec le serveur');
    await provider.addMessages(screenMessages);
    expect(provider.translate('app.messages.title')).toBe('Messages & Contacts');
    expect(provider.translate('resources.messages.fields.phone')).toBe('Téléphone');
    expect(provider.translate('resources.messages.name', { smart_count: 2 })).toBe('Messages');
    expect(provider.translate('app.analytics.subtitle')).toMatch(/^Pages vues/);
    expect(provider.translate('app.messages.status.unread')).toBe('Non lu');
    expect(provider.translate('app.templates.menu')).toBe('Modèles d’e-mail');
    expect(provider.translate('app.dashboard.welcome', { name: 'Alice' })).toBe('Bienvenue, Alice');
    expect(provider.getLocale()).toBe('fr');
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
