import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, HOST_KINDS, USER_EMAIL, useHost } from './hosts';
import { imageForm, PNG_BYTES, sampleDoc } from './samples';

type Doc = Record<string, unknown> & { _id: string; createdAt: string; updatedAt: string };

describe.each(HOST_KINDS)('every endpoint answers its happy path (%s)', (kind) => {
  const host = useHost(kind);

  it('POST user/info answers the signed-in user, with role admin for the admin list', async () => {
    const admin = await host.call('user/info', { token: await host.tokenFor(ADMIN_EMAIL) });
    expect(admin).toMatchObject({ status: 200, code: 200, data: { email: ADMIN_EMAIL, role: 'admin' } });
    const user = await host.call('user/info', { token: await host.tokenFor(USER_EMAIL) });
    expect(user.data).toEqual({ email: USER_EMAIL, role: 'user' });
  });

  it('creates, reads, finds, lists, updates and deletes documents', async () => {
    const token = await host.tokenFor(ADMIN_EMAIL);
    const created = await host.call<Doc>(host.docs('templates'), { json: sampleDoc('templates'), token });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ name: 'Modèle', type: 'newsletter' });
    expect(created.data._id).toEqual(expect.any(String));
    expect(created.data.createdAt).toEqual(created.data.updatedAt);
    const id = created.data._id;

    const got = await host.call<Doc>(host.docs('templates', `/${id}`), { method: 'GET', token });
    expect(got.data).toEqual(created.data);

    const found = await host.call<{ total: number; list: Doc[] }>(host.docs('templates', '/find'), {
      json: { filter: { _id: id }, sort: { name: 1 }, limit: 10, skip: 0 },
      token,
    });
    expect(found.data).toEqual({ total: 1, list: [created.data] });

    const listed = await host.call<Doc[]>(host.docs('templates', '/list'), {
      json: { filter: { _id: id } },
      token,
    });
    expect(listed.data).toEqual([created.data]);

    const updated = await host.call<Doc>(host.docs('templates'), {
      method: 'PUT',
      json: { filter: { _id: id }, update: { subject: 'Nouveau sujet' } },
      token,
    });
    expect(updated.data).toMatchObject({ _id: id, name: 'Modèle', subject: 'Nouveau sujet' });

    const deleted = await host.call(host.docs('templates', `/${id}`), { method: 'DELETE', token });
    expect(deleted).toMatchObject({ status: 200, data: { deleted: 1 } });
    const gone = await host.call(host.docs('templates', `/${id}`), { method: 'GET', token });
    expect(gone).toMatchObject({ status: 404, code: 404, message: 'Document introuvable.' });
  });

  it('pages a find with sort, limit and skip, and answers the total', async () => {
    const token = await host.tokenFor(ADMIN_EMAIL);
    const tag = `page-${Date.now()}`;
    const docs = ['c', 'a', 'd', 'b'].map((letter) => ({
      ...sampleDoc('templates'),
      name: `${tag}-${letter}`,
    }));
    await host.call(host.docs('templates', '/batch'), { json: docs, token });
    const page = await host.call<{ total: number; list: Doc[] }>(host.docs('templates', '/find'), {
      json: { filter: { name: { $regex: `^${tag}` } }, sort: { name: -1 }, limit: 2, skip: 1 },
      token,
    });
    expect(page.data.total).toBe(4);
    expect(page.data.list.map((d) => d.name)).toEqual([`${tag}-c`, `${tag}-b`]);
  });

  it('creates a batch and deletes by ids', async () => {
    const token = await host.tokenFor(ADMIN_EMAIL);
    const batch = await host.call<Doc[]>(host.docs('projects', '/batch'), {
      json: [sampleDoc('projects'), sampleDoc('projects')],
      token,
    });
    expect(batch.status).toBe(200);
    expect(batch.data).toHaveLength(2);
    const ids = batch.data.map((d) => d._id);
    const removed = await host.call(host.docs('projects', `/batch-by-ids?ids=${ids.join(',')}`), {
      method: 'DELETE',
      token,
    });
    expect(removed.data).toEqual({ deleted: 2 });
    expect(host.store.get('projects', ids[0]!)).toBeUndefined();
  });

  it('stores a sent email in the outbox, recipients as lists', async () => {
    const token = await host.tokenFor(ADMIN_EMAIL);
    const sent = await host.call<{ ids: string[] }>(`${host.projectId}/email/send`, {
      json: { to: 'client@example.net', subject: 'Bonjour', html: '<p>Bonjour</p>', replyTo: ADMIN_EMAIL },
      token,
    });
    expect(sent.status).toBe(200);
    expect(sent.data.ids).toHaveLength(1);
    const stored = host.store.get('emails', sent.data.ids[0]!);
    expect(stored).toMatchObject({
      to: ['client@example.net'],
      replyTo: [ADMIN_EMAIL],
      status: 'sent',
      sentBy: ADMIN_EMAIL,
    });
  });

  it('uploads an image, serves it back at its fileUrl, and deletes it', async () => {
    const adminToken = await host.tokenFor(ADMIN_EMAIL);
    const upload = await host.call<{ fileUrl: string; name: string; size: number; mimeType: string }[]>(
      `${host.projectId}/file/batch`,
      { form: imageForm([{ bytes: PNG_BYTES, type: 'image/png', name: 'pixel.png' }]), token: adminToken },
    );
    expect(upload.status).toBe(200);
    const [file] = upload.data;
    expect(file).toMatchObject({ name: 'pixel.png', size: PNG_BYTES.byteLength, mimeType: 'image/png' });
    const url = new URL(file!.fileUrl, host.baseUrl).href;
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_BYTES);

    const removed = await host.call(`${host.projectId}/file/batch`, {
      method: 'DELETE',
      json: { fileUrls: [file!.fileUrl] },
      token: adminToken,
    });
    expect(removed.data).toEqual({ deleted: 1 });
    expect((await fetch(url)).status).toBe(404);
  });

  it('answers 404 for another project, an unknown entity or an unknown call, and 400 for bad JSON', async () => {
    const token = await host.tokenFor(ADMIN_EMAIL);
    const otherProject = await host.call('autre-projet/templates/documents/find', { json: {}, token });
    expect(otherProject).toMatchObject({
      status: 404,
      code: 404,
      message: 'Projet inconnu : « autre-projet ».',
    });
    const unknownEntity = await host.call(host.docs('unicorns', '/find'), { json: {}, token });
    expect(unknownEntity).toMatchObject({ status: 404, message: 'Collection inconnue : « unicorns ».' });
    const unknownCall = await host.call(`${host.projectId}/nothing/here/at/all`, { json: {}, token });
    expect(unknownCall).toMatchObject({ status: 404, code: 404 });
    const badJson = await host.call(host.docs('templates'), { raw: '{"name": ', token });
    expect(badJson).toMatchObject({
      status: 400,
      code: 400,
      message: 'Le corps de la requête n’est pas un JSON valide.',
    });
  });

  it('refuses an invalid document with a French message naming the fields', async () => {
    const token = await host.tokenFor(ADMIN_EMAIL);
    const answer = await host.call(host.docs('templates'), {
      json: { name: 'x', type: 'bogus', extra: 1 },
      token,
    });
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(/^Données invalides : /);
    expect(answer.message).toContain('« subject »');
    expect(answer.message).toContain('« type »');
    expect(answer.message).toContain('Clé non reconnue');
  });
});
