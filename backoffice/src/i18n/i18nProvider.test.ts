import { describe, expect, it } from 'vitest';
import { i18nProvider } from './i18nProvider';

describe('i18nProvider', () => {
  it('speaks French: react-admin messages, app keys and pluralised resource names', () => {
    expect(i18nProvider.getLocale()).toBe('fr');
    expect(i18nProvider.translate('ra.action.delete')).toBe('Supprimer');
    expect(i18nProvider.translate('app.auth.checking')).toBe('Vérification des autorisations...');
    expect(i18nProvider.translate('resources.messages.name', { smart_count: 1 })).toBe('Message');
    expect(i18nProvider.translate('resources.messages.name', { smart_count: 2 })).toBe('Messages');
    expect(i18nProvider.translate('app.dashboard.welcome', { name: 'Alice' })).toBe('Bienvenue, Alice');
  });
});
