import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { PlatformError } from '@shared/http/errors';
import type { PlatformClient } from '@shared/http/types';
import { createDataProvider, SCREEN_CALLBACK_HOOKS } from './dataProvider';
import { screenParts } from './screenParts';
import { toPlatformFilter } from './filters';
import { withHttpErrors } from './httpErrors';

const stored = (id: string, fields: Record<string, unknown> = {}) => ({
  _id: id,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...fields,
});

function fakeClient() {
  return {
    userInfo: vi.fn(),
    find: vi.fn().mockResolvedValue({ total: 0, list: [] }),
    list: vi.fn(),
    get: vi.fn(),
    create: vi.fn(),
    createMany: vi.fn(),
    update: vi.fn(),
    remove: vi.fn().mockResolvedValue({ deleted: 1 }),
    removeMany: vi.fn().mockResolvedValue({ deleted: 2 }),
    sendEmail: vi.fn(),
    previewEmail: vi.fn(),
    sendSiteEmail: vi.fn(),
    addToConversation: vi.fn(),
    claimCampaign: vi.fn(),
    sendCampaignStep: vi.fn(),
    releaseCampaign: vi.fn(),
    campaignProgress: vi.fn(),
    capabilities: vi.fn(),
    uploadFiles: vi.fn(),
    deleteFiles: vi.fn(),
  } satisfies Record<keyof PlatformClient, unknown>;
}

function setup() {
  const client = fakeClient();
  return { client, dataProvider: createDataProvider(client as unknown as PlatformClient) };
}

describe('dataProvider', () => {
  it('getList finds with filter, sort, limit and skip, and maps _id to id', async () => {
    const { client, dataProvider } = setup();
    client.find.mockResolvedValue({ total: 42, list: [stored('m1', { name: 'Ana' })] });
    const result = await dataProvider.getList('messages', {
      pagination: { page: 3, perPage: 10 },
      sort: { field: 'date', order: 'DESC' },
      filter: { status: 'unread' },
    });
    expect(client.find).toHaveBeenCalledWith('messages', {
      filter: { status: 'unread' },
      sort: { date: -1 },
      limit: 10,
      skip: 20,
    });
    expect(result).toEqual({
      total: 42,
      data: [
        {
          id: 'm1',
          name: 'Ana',
          createdAt: '2025-01-01T00:00:00.000Z',
          updatedAt: '2025-01-01T00:00:00.000Z',
        },
      ],
    });
    expect(result.data[0]).not.toHaveProperty('_id');
  });

  it('getList sorts ascending and maps the id sort field to _id', async () => {
    const { client, dataProvider } = setup();
    await dataProvider.getList('messages', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(client.find).toHaveBeenCalledWith('messages', {
      filter: {},
      sort: { _id: 1 },
      limit: 25,
      skip: 0,
    });
  });

  it('getList turns q into a case-insensitive $or over the searchable fields, escaped', async () => {
    const { client, dataProvider } = setup();
    await dataProvider.getList('messages', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'date', order: 'DESC' },
      filter: { q: ' a.b (c) ', status: ['unread', 'read'] },
    });
    const pattern = 'a\\.b \\(c\\)';
    expect(client.find).toHaveBeenCalledWith('messages', {
      filter: {
        $or: [
          { name: { $regex: pattern, $options: 'i' } },
          { email: { $regex: pattern, $options: 'i' } },
          { subject: { $regex: pattern, $options: 'i' } },
        ],
        status: { $in: ['unread', 'read'] },
      },
      sort: { date: -1 },
      limit: 25,
      skip: 0,
    });
  });

  it('getOne gets the document by id', async () => {
    const { client, dataProvider } = setup();
    client.get.mockResolvedValue(stored('m1', { subject: 'Devis' }));
    const { data } = await dataProvider.getOne('messages', { id: 'm1' });
    expect(client.get).toHaveBeenCalledWith('messages', 'm1');
    expect(data).toMatchObject({ id: 'm1', subject: 'Devis' });
  });

  it('getMany finds the ids with $in', async () => {
    const { client, dataProvider } = setup();
    client.find.mockResolvedValue({ total: 2, list: [stored('a'), stored('b')] });
    const { data } = await dataProvider.getMany('messages', { ids: ['a', 'b'] });
    expect(client.find).toHaveBeenCalledWith('messages', { filter: { _id: { $in: ['a', 'b'] } }, limit: 2 });
    expect(data.map((r) => r.id)).toEqual(['a', 'b']);
  });

  it('getManyReference finds by the target field with the other filters, sort and page', async () => {
    const { client, dataProvider } = setup();
    client.find.mockResolvedValue({ total: 1, list: [stored('x', { folder: 'projets' })] });
    const result = await dataProvider.getManyReference('media', {
      target: 'folder',
      id: 'projets',
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'uploadedAt', order: 'DESC' },
      filter: { q: 'toit' },
    });
    expect(client.find).toHaveBeenCalledWith('media', {
      filter: { $or: [{ name: { $regex: 'toit', $options: 'i' } }], folder: 'projets' },
      sort: { uploadedAt: -1 },
      limit: 5,
      skip: 5,
    });
    expect(result).toMatchObject({ total: 1, data: [{ id: 'x' }] });
  });

  it('create sends the record without platform fields and maps the answer', async () => {
    const { client, dataProvider } = setup();
    client.create.mockResolvedValue(stored('new', { name: 'T' }));
    const { data } = await dataProvider.create('templates', { data: { id: 'ignored', name: 'T' } });
    expect(client.create).toHaveBeenCalledWith('templates', { name: 'T' });
    expect(data).toMatchObject({ id: 'new', name: 'T' });
  });

  it('update sends filter {_id} and the fields minus id, _id, createdAt, updatedAt', async () => {
    const { client, dataProvider } = setup();
    client.update.mockResolvedValue(stored('m1', { status: 'read' }));
    const { data } = await dataProvider.update('messages', {
      id: 'm1',
      data: { ...stored('m1', { status: 'read' }), id: 'm1' },
      previousData: { id: 'm1', status: 'unread' },
    });
    expect(client.update).toHaveBeenCalledWith('messages', { _id: 'm1' }, { status: 'read' });
    expect(data).toMatchObject({ id: 'm1', status: 'read' });
  });

  it('updateMany updates each id and answers the ids', async () => {
    const { client, dataProvider } = setup();
    client.update.mockResolvedValue(stored('x'));
    const { data } = await dataProvider.updateMany('messages', {
      ids: ['a', 'b'],
      data: { status: 'archived' },
    });
    expect(client.update).toHaveBeenCalledTimes(2);
    expect(client.update).toHaveBeenNthCalledWith(1, 'messages', { _id: 'a' }, { status: 'archived' });
    expect(client.update).toHaveBeenNthCalledWith(2, 'messages', { _id: 'b' }, { status: 'archived' });
    expect(data).toEqual(['a', 'b']);
  });

  it('delete removes by id and answers the previous record', async () => {
    const { client, dataProvider } = setup();
    const { data } = await dataProvider.delete('messages', {
      id: 'm1',
      previousData: { id: 'm1', name: 'Ana' },
    });
    expect(client.remove).toHaveBeenCalledWith('messages', 'm1');
    expect(data).toEqual({ id: 'm1', name: 'Ana' });
  });

  it('deleteMany removes the ids in one call', async () => {
    const { client, dataProvider } = setup();
    const { data } = await dataProvider.deleteMany('messages', { ids: ['a', 'b'] });
    expect(client.removeMany).toHaveBeenCalledWith('messages', ['a', 'b']);
    expect(data).toEqual(['a', 'b']);
  });

  it('turns a PlatformError into an HttpError with its status and message', async () => {
    const { client, dataProvider } = setup();
    client.find.mockRejectedValue(new PlatformError(403, 'Accès réservé aux administrateurs'));
    const error = await dataProvider
      .getList('messages', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'date', order: 'DESC' },
        filter: {},
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 403, message: 'Accès réservé aux administrateurs' });
  });

  it('reports a network failure (code 0) as status 0', async () => {
    const { client, dataProvider } = setup();
    client.remove.mockRejectedValue(new PlatformError(0, ''));
    const error = await dataProvider.delete('messages', { id: 'm1' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, message: 'Serveur injoignable' });
  });

  it('refuses an unknown resource without calling the platform', async () => {
    const { client, dataProvider } = setup();
    await expect(dataProvider.getOne('nope', { id: '1' })).rejects.toMatchObject({ status: 404 });
    expect(client.get).not.toHaveBeenCalled();
  });
});

describe('the composed data provider', () => {
  const admin = { getUser: () => ({ email: 'admin@example.com' }) };

  it('maps the failures of custom methods once, like those of the nine', async () => {
    const client = fakeClient();
    client.get.mockRejectedValue(new PlatformError(404, 'Document introuvable'));
    const dataProvider = createDataProvider(client as unknown as PlatformClient, { session: admin });
    for (const call of [
      () => dataProvider.sendTemplateTest('t1'),
      () => dataProvider.sendCampaignTest('c1'),
      () => dataProvider.sendReply('m1', { subject: 'Re: x', message: 'Bonjour' }),
    ]) {
      const error = await call().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 404, message: 'Document introuvable' });
    }
  });

  it('runs the write side effects: a media document’s file, a subscriber’s campaign deliveries', async () => {
    const client = fakeClient();
    const dataProvider = createDataProvider(client as unknown as PlatformClient, { session: admin });
    await dataProvider.delete('media', { id: 'f1', previousData: { id: 'f1', url: '/lm-files/f1/a.png' } });
    expect(client.deleteFiles).toHaveBeenCalledWith(['/lm-files/f1/a.png']);

    client.find.mockImplementation(async (entity: string) =>
      entity === 'subscribers'
        ? { total: 1, list: [stored('s1', { email: 'lea@example.net' })] }
        : { total: 0, list: [] },
    );
    await dataProvider.delete('subscribers', { id: 's1', previousData: { id: 's1' } });
    expect(client.find).toHaveBeenCalledWith(
      'deliveries',
      expect.objectContaining({ filter: { subscriberId: 's1' } }),
    );
    expect(client.remove).toHaveBeenLastCalledWith('subscribers', 's1');
  });

  it('reports a method that throws before any request as a rejection', async () => {
    const broken = withHttpErrors({
      flag: true,
      now: () => {
        throw new PlatformError(500, 'Erreur interne');
      },
    });
    expect(broken.flag).toBe(true);
    await expect(broken.now()).rejects.toBeInstanceOf(HttpError);
  });
});

describe('toPlatformFilter', () => {
  it('maps suffixes to operators and merges them on one field', () => {
    expect(
      toPlatformFilter({ date_gte: '2025-01-01', date_lte: '2025-02-01', status_ne: 'archived', id: 'x' }),
    ).toEqual({
      date: { $gte: '2025-01-01', $lte: '2025-02-01' },
      status: { $ne: 'archived' },
      _id: 'x',
    });
  });

  it('turns the nested value of a path source into a dotted field', () => {
    expect(toPlatformFilter({ preferences: { energyTips: true }, status: 'active' })).toEqual({
      'preferences.energyTips': true,
      status: 'active',
    });
  });

  it('ignores an empty q and undefined values', () => {
    expect(toPlatformFilter({ q: '  ', status: undefined }, ['name'])).toEqual({});
  });

  it('refuses q on a resource without search fields', () => {
    expect(() => toPlatformFilter({ q: 'x' })).toThrow(
      'La recherche n’est pas disponible pour cette ressource',
    );
  });
});

describe('the screens’ part of the data provider', () => {
  it('sets, before its code is there, exactly the hooks its deletion callbacks have', () => {
    const client = fakeClient() as unknown as PlatformClient;
    const { callbacks } = screenParts(createDataProvider(client), client, {
      currentUserEmail: () => undefined,
    });
    for (const [resource, hooks] of Object.entries(SCREEN_CALLBACK_HOOKS)) {
      const real = callbacks[resource as keyof typeof callbacks];
      expect(real.resource).toBe(resource);
      const defined = Object.keys(real).filter((key) => key !== 'resource');
      expect([...hooks].sort(), resource).toEqual(defined.sort());
    }
  });

  it('calls a custom method and a deletion’s side effect through its lazily loaded code', async () => {
    const { client, dataProvider } = setup();
    client.get.mockResolvedValue({
      _id: 't1',
      name: 'Modèle',
      subject: 'Objet',
      html: '<p>Bonjour</p>',
      text: '',
    });
    client.sendEmail.mockResolvedValue({});
    // No signed-in administrator: the platform would not know whom to send the test to.
    await expect(dataProvider.sendTemplateTest('t1')).rejects.toMatchObject({ status: 401 });
    client.get.mockResolvedValue(stored('m1', { url: 'https://cdn.example/a.png' }));
    client.find.mockResolvedValue({ total: 0, list: [] });
    client.remove.mockResolvedValue({ deleted: 1 });
    await dataProvider.delete('media', {
      id: 'm1',
      previousData: { id: 'm1', url: 'https://cdn.example/a.png' },
    });
    expect(client.deleteFiles).toHaveBeenCalledWith(['https://cdn.example/a.png']);
  });
});
