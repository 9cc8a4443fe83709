import { describe, expect, it } from 'vitest';
import { HOST_KINDS, ADMIN_EMAIL, useHost } from './hosts';
import { imageForm, PNG_BYTES, SVG_TEXT } from './samples';

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
    expect(large).toEqual({ name: 'big.png', uploadError: 'Le fichier est trop volumineux (max 10MB)' });
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
