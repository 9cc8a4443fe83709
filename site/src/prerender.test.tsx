// Node environment on purpose: this is what the build runs to write each page's HTML.
import { describe, expect, it } from 'vitest';
import { builtInContent, renderPage } from './prerender';
import type { ReviewsSummary } from './reviews/publishedReviews';

const REVIEWS: ReviewsSummary = {
  reviews: [
    {
      id: 'r1',
      name: 'Claire D.',
      rating: 5,
      comment: 'Chantier impeccable',
      date: '2026-11-12T09:00:00.000Z',
    },
    { id: 'r2', name: 'Marc T.', rating: 4, comment: 'Équipe à l’écoute', date: '2026-10-01T09:00:00.000Z' },
  ],
  count: 2,
  average: 4.5,
};

const islandsOf = (html: string) =>
  [...html.matchAll(/data-island="([^"]+)"/g)].map(([, name]) => name).sort();

describe('prerendered pages', () => {
  it.each(['/', '/contact'])(
    '%s holds the approved reviews and their average in its HTML, and AggregateRating in its JSON-LD',
    async (path) => {
      const page = await renderPage(path, { ...builtInContent(), reviews: REVIEWS });
      expect(page.html).toMatch(/« (<!-- -->)?Chantier impeccable(<!-- -->)? »/);
      expect(page.html).toContain('Claire D.');
      expect(page.html).toContain('4,5/5 sur 2 avis');
      expect(page.head).toMatch(
        /"aggregateRating":\{"@type":"AggregateRating","ratingValue":4\.5,"reviewCount":2,"bestRating":5,"worstRating":1\}/,
      );
      // Shown by the HTML alone: no island reads them, and the page's data block does not repeat them.
      expect(islandsOf(page.html)).not.toContain('publishedReviews');
      expect(islandsOf(page.html)).not.toContain('homeReviews');
      expect(page.data).not.toContain('Chantier impeccable');
    },
  );

  it.each(['/services', '/careers', '/ai-home', '/about'])(
    '%s has no island of its own: its menu, cards, filter and steps are HTML',
    async (path) => {
      const page = await renderPage(path, builtInContent());
      // The layout's islands only: chat, cookie settings (woken by the banner's script), seal, newsletter,
      // administrator's items.
      expect(islandsOf(page.html)).toEqual(
        ['chat', 'consent', 'footerAdmin', 'header', 'newsletter', 'seal'].sort(),
      );
      // HTML attribute names are case-insensitive: React writes popoverTarget, the browser reads popovertarget.
      expect(page.html).toMatch(/<button[^>]*popovertarget="primary-navigation"/i);
      expect(page.html).toMatch(/<nav id="primary-navigation"[^>]*popover="auto"/);
    },
  );

  it.each(['/contact', '/about', '/unsubscribe', '/email-preferences'])(
    '%s posts every form (never a field in an address) and says, for a browser without JavaScript and for code that cannot come, what to do, with the telephone and the e-mail',
    async (path) => {
      const page = await renderPage(path, builtInContent());
      // Every form but the chat's (its message, sent with Enter, has no name: nothing of it can reach an address).
      const forms = [...page.html.matchAll(/(<form\b[^>]*>)[^]*?<\/form>/g)]
        .filter(([whole]) => !whole.includes('data-enter-sends'))
        .map((match) => match[1] ?? '');
      expect(forms.length).toBeGreaterThan(0);
      for (const form of forms) expect(form).toMatch(/method="post"/);
      const islands = path === '/contact' ? ['contactForm', 'reviewForm', 'newsletter'] : ['newsletter'];
      if (path === '/unsubscribe') islands.push('unsubscribe');
      if (path === '/email-preferences') islands.push('emailPreferences');
      for (const island of islands) {
        // The line without JavaScript, where a posted form lands (its action's fragment).
        expect(page.html).toMatch(
          new RegExp(
            `<noscript><p class="form-fallback" id="${island}-sans-javascript">[^]*?tel:[^]*?mailto:`,
          ),
        );
        // The notice the loader shows, hidden, with « Réessayer ».
        expect(page.html).toMatch(
          new RegExp(
            `data-failure-of="${island}" role="alert" hidden="">[^]*?Réessayer[^]*?tel:[^]*?mailto:`,
          ),
        );
      }
      if (path === '/contact') {
        expect(forms.filter((form) => form.includes('action="#contactForm-sans-javascript"'))).toHaveLength(
          1,
        );
        expect(forms.filter((form) => form.includes('action="#reviewForm-sans-javascript"'))).toHaveLength(1);
      }
    },
  );
});
