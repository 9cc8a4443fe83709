import { describe, expect, it } from 'vitest';
import { fileUrl } from '../db/fileUrl';
import { HOST_KINDS, ADMIN_EMAIL, useHost } from './hosts';
import { imageForm, PNG_BYTES, sampleDoc, SVG_TEXT } from './samples';

type Uploaded = { fileUrl?: string; uploadError?: string; name?: string; mimeType?: string };

describe.each(HOST_KINDS)('file uploads (%s)', (kind) => {
  const host = useHost(kind);
  const upload = async (files: Parameters<typeof imageForm>[0]) =>
    host.call<Uploaded[]>(`${host.projectId}/file/batch`, {
      form: imageForm(files),
      token: await host.tokenFor(ADMIN_EMAIL),
    });

  it('checks each file’s declared type, first bytes and size, answering one result per file', async () => {
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const webp = new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ');
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PNG_BYTES);
    const answer = await upload([
      { bytes: jpeg, type: 'image/jpeg', name: 'photo.jpg' },
      { bytes: 'not an image', type: 'image/png', name: 'fake.png' },
      { bytes: 'hello', type: 'text/plain', name: 'note.txt' },
      { bytes: big, type: 'image/png', name: 'big.png' },
      { bytes: webp, type: 'image/webp', name: 'w.webp' },
      { bytes: SVG_TEXT, type: 'image/svg+xml', name: 'logo.svg' },
    ]);
    expect(answer.status).toBe(200);
    const [jpg, fake, text, large, wp, svg] = answer.data;
    expect(jpg).toMatchObject({
      name: 'photo.jpg',
      mimeType: 'image/jpeg',
      fileUrl: expect.stringContaining('/lm-files/'),
    });
    expect(fake).toEqual({
      name: 'fake.png',
      uploadError: 'Le contenu du fichier ne correspond pas à une image PNG, JPEG, GIF, WebP ou SVG.',
    });
    expect(text).toEqual({ name: 'note.txt', uploadError: 'Veuillez sélectionner un fichier image' });
    expect(large).toEqual({
      name: 'big.png',
      uploadError: 'Le fichier est trop volumineux (max 10\u00a0Mo)',
    });
    expect(wp?.fileUrl).toBeDefined();
    const served = await fetch(new URL(svg!.fileUrl!, host.baseUrl));
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(await served.text()).toBe(SVG_TEXT);
  });

  it('reads a multipart body whose boundary has capitals, as Chromium writes it', async () => {
    const form = imageForm([{ bytes: PNG_BYTES, type: 'image/png', name: 'chantier.png' }]);
    const encoded = new Response(form);
    const contentType = encoded.headers.get('content-type')!;
    const boundary = contentType.split('boundary=')[1]!;
    const browserBoundary = '----WebKitFormBoundaryAbCdEf0123456789';
    const text = new TextDecoder('latin1').decode(await encoded.arrayBuffer());
    const bytes = Uint8Array.from(text.split(boundary).join(browserBoundary), (c) => c.charCodeAt(0));
    const answer = await host.call<Uploaded[]>(`${host.projectId}/file/batch`, {
      multipart: { bytes, contentType: `multipart/form-data; boundary=${browserBoundary}` },
      token: await host.tokenFor(ADMIN_EMAIL),
    });
    expect(answer.status).toBe(200);
    expect(answer.data[0]).toMatchObject({ name: 'chantier.png', mimeType: 'image/png' });
  });

  it('refuses a request without files or that is not multipart', async () => {
    const token = await host.tokenFor(ADMIN_EMAIL);
    const empty = new FormData();
    empty.append('other', 'x');
    const noFiles = await host.call(`${host.projectId}/file/batch`, { form: empty, token });
    expect(noFiles).toMatchObject({ status: 400, message: 'Aucun fichier reçu dans le champ « files ».' });
    const json = await host.call(`${host.projectId}/file/batch`, { json: { files: [] }, token });
    expect(json.status).toBe(400);
  });

  it('answers 404 for an unknown stored file', async () => {
    const response = await fetch(`${host.baseUrl}/lm-files/unknownfile/x.png`);
    expect(response.status).toBe(404);
  });
});

/** A PNG of exactly `size` bytes (a real header, then filler). */
const png = (size: number, name: string) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_BYTES.subarray(0, Math.min(size, PNG_BYTES.byteLength)));
  return { bytes, type: 'image/png', name };
};
const HOUR = 60 * 60 * 1000;
const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe.each(HOST_KINDS)('file storage quota (%s)', (kind) => {
  const host = useHost(kind, { seed: false, storage: { quotaBytes: 8 * 1024 } });
  const upload = async (files: Parameters<typeof imageForm>[0]) =>
    host.call<Uploaded[]>(`${host.projectId}/file/batch`, {
      form: imageForm(files),
      token: await host.tokenFor(ADMIN_EMAIL),
    });

  it('refuses a batch that would pass the quota with 507 and a French message, storing none of it', async () => {
    // The HTTP host always starts seeded: its sample images go first, so the quota is all this test's.
    const seeded = host.store.listFiles().map((meta) => fileUrl(meta));
    if (seeded.length) {
      await host.call(`${host.projectId}/file/batch`, {
        method: 'DELETE',
        json: { fileUrls: seeded },
        token: await host.tokenFor(ADMIN_EMAIL),
      });
    }
    const first = await upload([png(6 * 1024, 'a.png')]);
    expect(first.status).toBe(200);
    const full = await upload([png(2 * 1024, 'b.png'), png(2 * 1024, 'c.png')]);
    expect(full).toMatchObject({
      status: 507,
      code: 507,
      data: { reason: 'storage_full', usedBytes: 6 * 1024, quotaBytes: 8 * 1024 },
    });
    expect(nbsp(full.message)).toBe(
      'Espace de stockage plein : 6 Ko utilisés sur 8 Ko ; cet envoi (4 Ko) ne tient pas. ' +
        'Supprimez des fichiers de la médiathèque.',
    );
    expect(host.store.listFiles()).toHaveLength(1);

    // A refused file of the batch takes no room; exactly full is still accepted.
    const fits = await upload([png(2 * 1024, 'b.png'), { bytes: 'texte', type: 'image/png', name: 'x.png' }]);
    expect(fits.status).toBe(200);
    const atQuota = await upload([png(10, 'd.png')]);
    expect(atQuota.status).toBe(507);
    expect(nbsp(atQuota.message)).toContain('8 Ko utilisés sur 8 Ko');

    // Deleting files frees their room.
    const removed = await host.call(`${host.projectId}/file/batch`, {
      method: 'DELETE',
      json: { fileUrls: [first.data[0]!.fileUrl] },
      token: await host.tokenFor(ADMIN_EMAIL),
    });
    expect(removed.data).toEqual({ deleted: 1 });
    expect((await upload([png(4 * 1024, 'e.png')])).status).toBe(200);
  });
});

describe.each(HOST_KINDS)('orphan file sweep (%s)', (kind) => {
  const host = useHost(kind, { seed: false });
  const served = async (url: string) => (await fetch(new URL(url, host.baseUrl))).status;
  const upload = async (name: string, now?: number) => {
    const answer = await host.call<Uploaded[]>(`${host.projectId}/file/batch`, {
      form: imageForm([png(100, name)]),
      token: await host.tokenFor(ADMIN_EMAIL),
      now,
    });
    expect(answer.status).toBe(200);
    return answer.data[0]!.fileUrl!;
  };

  it('deletes, on the next upload, files no document refers to once they are an hour old', async () => {
    const token = await host.tokenFor(ADMIN_EMAIL);
    const orphan = await upload('orphan.png');
    const inMedia = await upload('media.png');
    const inTemplate = await upload('template.png');
    const inProject = await upload('project.png');
    const create = (entity: string, doc: Record<string, unknown>) =>
      host.call(host.docs(entity), { json: { ...sampleDoc(entity as never), ...doc }, token });
    expect((await create('media', { url: inMedia })).status).toBe(200);
    expect((await create('templates', { content: `<p>Bonjour</p><img src="${inTemplate}">` })).status).toBe(
      200,
    );
    expect((await create('projects', { image: inProject })).status).toBe(200);

    // Within the grace period an orphan may still get its media document: kept.
    await upload('next.png');
    expect(await served(orphan)).toBe(200);

    const realNow = host.ctx.now;
    const later = Date.now() + 2 * HOUR;
    host.ctx.now = () => new Date(later);
    try {
      const fresh = await upload('fresh.png', later);
      expect(await served(orphan)).toBe(404);
      for (const url of [inMedia, inTemplate, inProject, fresh]) expect(await served(url)).toBe(200);
    } finally {
      host.ctx.now = realNow;
    }
  });
});

describe('orphan file sweep at start (http)', () => {
  const host = useHost('http', { seed: false, storage: { orphanGraceMs: 0 } });

  it('deletes unreferenced files when the server starts', async () => {
    const token = await host.tokenFor(ADMIN_EMAIL);
    const answer = await host.call<Uploaded[]>(`${host.projectId}/file/batch`, {
      form: imageForm([png(100, 'kept.png'), png(100, 'orphan.png')]),
      token,
    });
    const [kept, orphan] = answer.data.map((file) => file.fileUrl!);
    await host.call(host.docs('media'), { json: { ...sampleDoc('media'), url: kept }, token });
    await host.restart();
    expect((await fetch(new URL(orphan!, host.baseUrl))).status).toBe(404);
    expect((await fetch(new URL(kept!, host.baseUrl))).status).toBe(200);
  });
});
