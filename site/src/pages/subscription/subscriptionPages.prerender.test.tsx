// Node environment on purpose: these pages are prerendered at build time, without a query string or a browser.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fakeClient } from '../../forms/contact/testClient';
import { findPage } from '../../routes';
import { SitePage } from '../../SitePage';
import { EmailPreferencesPage } from '../emailPreferences/EmailPreferencesPage';
import { UnsubscribePage } from '../unsubscribe/UnsubscribePage';

describe('subscription pages, prerendered', () => {
  it.each([
    ['/unsubscribe', 'Désinscription de la newsletter', 'Vérification de votre lien de désinscription...'],
    ['/email-preferences', 'Préférences e-mail', 'Chargement de vos préférences...'],
  ])('%s renders its loading state with one h1, whatever the link, and asks nothing', (path, title, text) => {
    expect(typeof window).toBe('undefined');
    const { client, mocks } = fakeClient();
    const page =
      path === '/unsubscribe' ? (
        <UnsubscribePage client={client} />
      ) : (
        <EmailPreferencesPage client={client} />
      );
    const html = renderToString(page);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain(title);
    expect(html).toContain(text);
    expect(html).not.toContain('Lien invalide');
    expect(mocks.find).not.toHaveBeenCalled();
  });

  it.each(['/unsubscribe', '/email-preferences'])(
    '%s is in the route table, as an island that wakes at load',
    async (path) => {
      const page = findPage(path);
      expect(page?.path).toBe(path);
      const Page = await page!.page();
      const html = renderToString(<SitePage path={path} Page={Page} content={{ get: () => undefined }} />);
      expect(html).toMatch(/data-island="(unsubscribe|emailPreferences)" data-when="load"/);
      expect(html).toMatch(/Désinscription de la newsletter|Préférences e-mail/);
      expect(html).not.toContain('Chargement...');
    },
  );
});
