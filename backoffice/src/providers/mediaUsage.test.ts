import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mintToken } from '@mocks/auth/tokens';
import { fileUrl } from '@mocks/db/fileUrl';
import { createNodeEmulator } from '@mocks/node';
import type { AppConfig } from '@shared/config';
import { createPlatformClient } from '@shared/http/client';
import { createDataProvider } from './dataProvider';
import { mediaUsage, withoutFile } from './mediaUsage';

const config: AppConfig = {
  apiBaseUrl: 'http://api.test',
  authOrigin: 'http://auth.test',
  projectId: 'renovation-lehavre',
  signSecret: 'media-usage-test-secret-01',
  adminEmails: ['admin@example.com'],
  siteUrl: 'https://www.renovation-lehavre.example',
};
const emulator = createNodeEmulator({ config });
const { store } = emulator;
let token = '';
let client = createPlatformClient({ config });

beforeAll(async () => {
  emulator.server.listen({ onUnhandledRequest: 'error' });
  await store.ready();
  token = (
    await mintToken({
      email: 'admin@example.com',
      projectId: config.projectId,
      secret: emulator.ctx.secrets.auth,
      adminEmails: config.adminEmails,
      now: new Date(),
    })
  ).accessToken;
});
afterAll(() => emulator.server.close());
beforeEach(async () => {
  // A new client per test: its guard against identical requests must not carry over.
  client = createPlatformClient({ config, getToken: () => token, retryDelayMs: 1 });
  await store.reset();
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

/** A stored file and its media document, as the back-office leaves them after an upload. */
function storedImage(name: string) {
  const meta = store.putFile(PNG, { name, mimeType: 'image/png' });
  const url = fileUrl(meta, config.apiBaseUrl);
  const media = store.insert('media', {
    name,
    url,
    type: 'image',
    size: PNG.byteLength,
    folder: 'projets',
    uploadedAt: new Date().toISOString(),
    uploadedBy: 'admin@example.com',
  });
  return { url, id: media._id, fileId: meta.id };
}
const sectionDoc = (section: string) => store.list('content', { filter: { section } })[0]!;

/** The seeded home and about sections and the first project now show `url`; one template shows it twice. */
function useEverywhere(url: string) {
  store.update('content', sectionDoc('home')._id, { heroImage: url, heroImageAlt: 'Maison rénovée' });
  store.update('content', sectionDoc('about')._id, { teamImage: url, teamImageAlt: 'L’équipe' });
  const project = store.list('projects')[0]!;
  store.update('projects', project._id, { image: url, imageAlt: 'Chantier' });
  const template = store.insert('templates', {
    name: 'Offre de printemps',
    subject: 'Printemps',
    type: 'promotion',
    content: `<h1>Offre</h1>\n<img src="${url}" alt="Chantier" style="max-width:100%">\n<p>Voir <a href="${url}">la photo</a></p>`,
  });
  return { project, template };
}

describe('media usage', () => {
  it('finds every place that shows a file: content images, templates, projects', async () => {
    const used = storedImage('chantier.png');
    const unused = storedImage('libre.png');
    const { project, template } = useEverywhere(used.url);
    const usage = await mediaUsage(client).find([used.url, unused.url]);
    expect(usage).toEqual([
      {
        url: used.url,
        places: expect.arrayContaining([
          { kind: 'content', id: sectionDoc('home')._id, section: 'home', field: 'heroImage' },
          { kind: 'content', id: sectionDoc('about')._id, section: 'about', field: 'teamImage' },
          { kind: 'template', id: template._id, name: 'Offre de printemps' },
          { kind: 'project', id: project._id, title: project.title },
        ]),
      },
      { url: unused.url, places: [] },
    ]);
    expect(usage[0]!.places).toHaveLength(4);
  });

  it('deleting a media document clears every place that shows it, then deletes the document and the file', async () => {
    const used = storedImage('chantier.png');
    const other = storedImage('autre.png');
    const { project, template } = useEverywhere(used.url);
    const dataProvider = createDataProvider(client);

    await dataProvider.delete('media', { id: used.id });

    expect(sectionDoc('home')).toMatchObject({ heroImage: '', heroImageAlt: '' });
    expect(sectionDoc('about')).toMatchObject({ teamImage: '', teamImageAlt: '' });
    expect(store.get('projects', project._id)).toMatchObject({ image: '', imageAlt: '' });
    const html = String(store.get('templates', template._id)?.content);
    expect(html).not.toContain('/lm-files/');
    expect(html).toContain('<h1>Offre</h1>');
    expect(store.get('media', used.id)).toBeUndefined();
    expect(store.getFileMeta(used.fileId)).toBeUndefined();
    // The other file and its document are untouched.
    expect(store.get('media', other.id)).toBeDefined();
    expect(store.getFileMeta(other.fileId)).toBeDefined();
  });

  it('a bulk delete clears the places of every file', async () => {
    const first = storedImage('un.png');
    const second = storedImage('deux.png');
    store.update('content', sectionDoc('home')._id, { heroImage: first.url });
    store.update('content', sectionDoc('about')._id, { teamImage: second.url });
    await createDataProvider(client).deleteMany('media', { ids: [first.id, second.id] });
    expect(sectionDoc('home').heroImage).toBe('');
    expect(sectionDoc('about').teamImage).toBe('');
    expect(store.count('media', { _id: { $in: [first.id, second.id] } })).toBe(0);
  });

  it('keeps the document and its file when a place cannot be cleared', async () => {
    const used = storedImage('chantier.png');
    store.update('content', sectionDoc('home')._id, { heroImage: used.url });
    const failing = {
      ...client,
      update: async () => {
        throw new Error('refusé');
      },
    };
    await expect(createDataProvider(failing).delete('media', { id: used.id })).rejects.toThrow('refusé');
    expect(store.get('media', used.id)).toBeDefined();
    expect(store.getFileMeta(used.fileId)).toBeDefined();
  });
});

describe('withoutFile', () => {
  const url = '/lm-files/abc/toit%20solaire.png';

  it('removes each <img> of the file, relative or behind an origin, and leaves the rest as written', () => {
    const html =
      `<h1>Bonjour</h1>\n<img src="${url}" alt="Toit" style="max-width:100%">\n` +
      `<p>Texte</p><IMG alt="x" src="https://cdn.example${url}">\n<img src="/lm-files/other/x.png">`;
    expect(withoutFile(html, url)).toBe(
      '<h1>Bonjour</h1>\n\n<p>Texte</p>\n<img src="/lm-files/other/x.png">',
    );
  });

  it('empties other mentions of the address and never leaves a template blank', () => {
    expect(withoutFile(`<a href="${url}">photo</a>`, url)).toBe('<a href="">photo</a>');
    expect(withoutFile(`<div style="background:url(${url})">x</div>`, url)).toBe(
      '<div style="background:url()">x</div>',
    );
    expect(withoutFile(`<img src="${url}">`, url)).toBe('<p></p>');
  });

  it('matches the address as HTML writes it in an attribute (& → &amp;)', () => {
    const signed = '/lm-files/abc/x.png?a=1&b=2';
    expect(withoutFile('<img src="/lm-files/abc/x.png?a=1&amp;b=2"><p>ok</p>', signed)).toBe('<p>ok</p>');
  });
});
