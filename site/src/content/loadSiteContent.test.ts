import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createNodeEmulator } from '@mocks/node';
import { DEFAULT_JOBS } from '@shared/content/defaultJobs';
import { DEFAULT_CONTENT } from '@shared/content/defaults';
import { builtInContent, loadBuildContent } from './loadSiteContent';

const PLATFORM = 'http://platform.test';
const emulator = createNodeEmulator();
const { store } = emulator;

beforeAll(async () => {
  emulator.server.listen({ onUnhandledRequest: 'error' });
  await store.ready();
});
beforeEach(() => store.reset());
afterEach(() => emulator.server.resetHandlers());
afterAll(() => emulator.server.close());

describe('loadBuildContent: what the pages are prerendered from', () => {
  it('reads the stored content when the platform answers: sections over the defaults, lists as stored', async () => {
    store.update('content', 'content-home', { heroTitle: 'Titre publié', heroSubtitle: '   ' });
    store.update('content', 'content-footer', { name: 'Maisons Vertes SAS' });
    const [first] = store.list('jobs', { sort: { order: 1 } });
    store.remove('jobs', first!._id);

    const { content, stored, message } = await loadBuildContent(PLATFORM);

    expect(stored).toBe(true);
    expect(content.home.heroTitle).toBe('Titre publié');
    // A blank stored text keeps its built-in one; fields the site does not show (ids, dates) are dropped.
    expect(content.home.heroSubtitle).toBe(DEFAULT_CONTENT.home.heroSubtitle);
    expect(content.home).not.toHaveProperty('_id');
    expect(content.footer.name).toBe('Maisons Vertes SAS');
    expect(content.about).toEqual(DEFAULT_CONTENT.about);
    // The stored list is the truth, in the site's order.
    expect(content.jobs.map((job) => job.title)).toEqual(
      DEFAULT_JOBS.filter((job) => job._id !== first!._id).map((job) => job.title),
    );
    expect(content.projects.map((p) => p.year)).toEqual(
      [...content.projects].map((p) => p.year).sort((a, b) => b - a),
    );
    expect(message).toBe(
      `Contenu du site : contenu enregistré sur ${PLATFORM} (5 sections, 4 offres d’emploi, 6 réalisations, 3 avis publiés)`,
    );
  });

  it('reads the approved reviews only, newest first, with their average, and no e-mail address', async () => {
    store.update('reviews', 'review-1', { status: 'rejected' });
    const { content } = await loadBuildContent(PLATFORM);
    const approved = store
      .list('reviews', { filter: { status: 'approved' }, sort: { createdAt: -1 } })
      .map((review) => review._id);
    expect(approved).not.toContain('review-1');
    expect(content.reviews.reviews.map((review) => review.id)).toEqual(approved);
    expect(content.reviews.count).toBe(approved.length);
    const ratings = content.reviews.reviews.map((review) => review.rating);
    expect(content.reviews.average).toBe(ratings.reduce((sum, r) => sum + r, 0) / ratings.length);
    expect(JSON.stringify(content.reviews)).not.toContain('@');
  });

  it('builds from the built-in texts, and says why, when the platform answers with an error', async () => {
    emulator.server.use(
      http.all(`${PLATFORM}/lm/*`, () =>
        HttpResponse.json({ code: 503, message: 'Service indisponible.', data: null }, { status: 503 }),
      ),
    );
    const { content, stored, message } = await loadBuildContent(PLATFORM);
    expect(stored).toBe(false);
    expect(content).toEqual(builtInContent());
    expect(message).toMatch(
      /^Contenu du site : textes intégrés \(la plateforme http:\/\/platform\.test n’a pas répondu : .+\)$/,
    );
  });

  it('gives up after its timeout when the platform does not answer', async () => {
    emulator.server.use(http.all(`${PLATFORM}/lm/*`, () => new Promise<Response>(() => undefined)));
    // The platform never answers: returning at all is the timeout's doing, whatever the machine's speed.
    const { content, stored, message } = await loadBuildContent(PLATFORM, { timeoutMs: 200 });
    expect(stored).toBe(false);
    expect(content.home.heroTitle).toBe(DEFAULT_CONTENT.home.heroTitle);
    expect(message).toContain('pas de réponse en 0,2 s');
  });

  it('builds from the built-in texts without a platform address, and names the settings that give one', async () => {
    const { content, stored, message } = await loadBuildContent(undefined);
    expect(stored).toBe(false);
    expect(content).toEqual(builtInContent());
    expect(message).toBe(
      'Contenu du site : textes intégrés (aucune plateforme à lire : PRERENDER_API_URL ou VITE_API_BASE_URL absolue)',
    );
  });
});
