// Node environment on purpose: these pages are prerendered at build time, without a query string or a browser.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fakeClient } from '../../forms/contact/testClient';
import { findPage } from '../../routes';
import { SitePage } from '../../SitePage';
import { EmailPreferencesPage } from '../emailPreferences/EmailPreferencesPage';
import { UnsubscribePage } from '../unsubscribe/UnsubscribePage';

/** The panels of a page's markup: name and whether it is hidden. */
const panelsOf = (html: string) =>
  [...html.matchAll(/<div [^>]*data-panel="([a-z]+)"[^>]*>/g)].map(([tag, name]) => ({
    name,
    hidden: /\shidden=""/.test(tag),
  }));

describe('subscription pages, prerendered', () => {
  it.each([
    [
      '/unsubscribe',
      'Désinscription de la newsletter',
      'Vérification de votre lien de désinscription...',
      ['invalid', 'unavailable', 'confirm', 'already'],
    ],
    [
      '/email-preferences',
      'Préférences e-mail',
      'Chargement de vos préférences...',
      ['invalid', 'unavailable', 'already', 'resubscribe', 'form'],
    ],
  ])(
    '%s renders its loading state, every other panel hidden for the link check, and asks nothing',
    (path, title, text, hidden) => {
      expect(typeof window).toBe('undefined');
      const { client, mocks } = fakeClient();
      const page =
        path === '/unsubscribe' ? (
          <UnsubscribePage client={client} />
        ) : (
          <EmailPreferencesPage client={client} />
        );
      const html = renderToString(page);
      expect(panelsOf(html)).toEqual([
        { name: 'loading', hidden: false },
        ...hidden.map((name) => ({ name, hidden: true })),
      ]);
      // The one heading shown: the others are in hidden panels.
      const shown = html.slice(0, html.indexOf('data-panel="invalid"'));
      expect(shown.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(shown).toContain(title);
      expect(shown).toContain(text);
      // No visitor's address in the markup yet: the start module writes it.
      expect(html.match(/data-slot="email"><\/strong>/g)?.length).toBeGreaterThanOrEqual(2);
      expect(html).not.toMatch(/data-slot="email">[^<]/);
      expect(mocks.find).not.toHaveBeenCalled();
    },
  );

  it.each(['/unsubscribe', '/email-preferences'])(
    '%s is in the route table, as an island that waits for the use of a control (its link is checked without React)',
    async (path) => {
      const page = findPage(path);
      expect(page?.path).toBe(path);
      const Page = await page!.page();
      const html = renderToString(<SitePage path={path} Page={Page} content={{ get: () => undefined }} />);
      expect(html).toMatch(/data-island="(unsubscribe|emailPreferences)" data-when="interaction"/);
      expect(html).toMatch(/Désinscription de la newsletter|Préférences e-mail/);
      expect(html).not.toContain('Chargement...');
    },
  );
});
