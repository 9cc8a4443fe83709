import { describe, expect, it } from 'vitest';
import { ENTITY_NAMES, type EntityName } from '@shared/domain/entities';
import { mintToken } from '../auth/tokens';
import { OPERATIONS, type Operation } from '../handlers/access';
import { ADMIN_EMAIL, HOST_KINDS, USER_EMAIL, useHost, type Host } from './hosts';
import { SAMPLE_UPDATES, sampleDoc } from './samples';

type Role = 'visitor' | 'user' | 'admin';

/**
 * The expected answer of every (role, entity, operation), written out independently of mocks/handlers/access.ts.
 * 'ok' = 200. For non-admins: 401 (visitor) / 403 (signed-in) where the operation is admin-only.
 */
const PUBLIC: Partial<Record<EntityName, Partial<Record<Operation, number>>>> = {
  content: { find: 200, list: 200, get: 200 },
  jobs: { find: 200, list: 200, get: 200 },
  projects: { find: 200, list: 200, get: 200 },
  reviews: { find: 200, list: 200, get: 200, create: 200 },
  messages: { create: 200, update: 403 /* only notificationStatus, see rules tests */ },
  subscribers: { create: 200 },
  pageviews: { create: 200 },
  consents: { create: 200 },
};

/** Written by the platform only, administrators included: the deliveries and e-mail bodies of a campaign's send. */
const PLATFORM_WRITTEN: Partial<Record<EntityName, Operation[]>> = {
  deliveries: ['create', 'createMany', 'update'],
  emailBodies: ['create', 'createMany', 'update'],
};

function expected(role: Role, entity: EntityName, operation: Operation): number {
  if (role === 'admin') return PLATFORM_WRITTEN[entity]?.includes(operation) ? 403 : 200;
  return PUBLIC[entity]?.[operation] ?? (role === 'visitor' ? 401 : 403);
}

const ROLES: Role[] = ['visitor', 'user', 'admin'];
const CELLS = ROLES.flatMap((role) =>
  ENTITY_NAMES.flatMap((entity) => OPERATIONS.map((operation) => ({ role, entity, operation }))),
);

async function perform(host: Host, role: Role, entity: EntityName, operation: Operation) {
  const admin = await host.tokenFor(ADMIN_EMAIL);
  const token = role === 'admin' ? admin : role === 'user' ? await host.tokenFor(USER_EMAIL) : undefined;
  // Every cell works on its own fresh document, created by an administrator (by the platform for its own).
  let id: string;
  if (PLATFORM_WRITTEN[entity]) {
    id = host.store.insert(entity, sampleDoc(entity))._id;
  } else {
    const existing = await host.call<{ _id: string }>(host.docs(entity), {
      json: sampleDoc(entity),
      token: admin,
    });
    expect(existing.status, existing.message).toBe(200);
    id = existing.data._id;
  }
  switch (operation) {
    case 'find':
      return host.call(host.docs(entity, '/find'), { json: { limit: 5 }, token });
    case 'list':
      return host.call(host.docs(entity, '/list'), { json: { filter: { _id: id } }, token });
    case 'get':
      return host.call(host.docs(entity, `/${id}`), { method: 'GET', token });
    case 'create':
      return host.call(host.docs(entity), { json: sampleDoc(entity), token });
    case 'createMany':
      return host.call(host.docs(entity, '/batch'), { json: [sampleDoc(entity)], token });
    case 'update':
      return host.call(host.docs(entity), {
        method: 'PUT',
        json: { filter: { _id: id }, update: SAMPLE_UPDATES[entity] },
        token,
      });
    case 'remove':
      return host.call(host.docs(entity, `/${id}`), { method: 'DELETE', token });
    case 'removeMany':
      return host.call(host.docs(entity, `/batch-by-ids?ids=${id}`), { method: 'DELETE', token });
  }
}

describe.each(HOST_KINDS)('authorization matrix (%s)', (kind) => {
  const host = useHost(kind);

  it.each(CELLS)('$role × $entity × $operation', async ({ role, entity, operation }) => {
    const answer = await perform(host, role, entity, operation);
    const status = expected(role, entity, operation);
    expect(answer.status, answer.message).toBe(status);
    expect(answer.code).toBe(status);
    if (status !== 200) expect(answer.message.length).toBeGreaterThan(0);
  });

  it('lets only administrators upload and delete files; a signed-in non-admin gets 403 before the body is read', async () => {
    const form = new FormData();
    form.append('files', new Blob(['GIF89a....'], { type: 'image/gif' }), 'a.gif');
    const path = `${host.projectId}/file/batch`;
    expect((await host.call(path, { form })).status).toBe(401);
    const asUserUpload = await host.call(path, { form, token: await host.tokenFor(USER_EMAIL) });
    expect(asUserUpload.status).toBe(403);
    const upload = await host.call<{ fileUrl: string }[]>(path, {
      form,
      token: await host.tokenFor(ADMIN_EMAIL),
    });
    expect(upload.status).toBe(200);
    const body = { fileUrls: [upload.data[0]!.fileUrl] };
    expect((await host.call(path, { method: 'DELETE', json: body })).status).toBe(401);
    const asUser = await host.call(path, {
      method: 'DELETE',
      json: body,
      token: await host.tokenFor(USER_EMAIL),
    });
    expect(asUser.status).toBe(403);
    const asAdmin = await host.call(path, {
      method: 'DELETE',
      json: body,
      token: await host.tokenFor(ADMIN_EMAIL),
    });
    expect(asAdmin.data).toEqual({ deleted: 1 });
  });

  it('treats an address of the configured admin list as an administrator whatever the token role says', async () => {
    const c = host.ctx;
    // Minted with an empty admin list: the claims say role 'user', the emulator's list says administrator.
    const { accessToken } = await mintToken({
      email: ADMIN_EMAIL.toUpperCase(),
      projectId: c.config.projectId,
      secret: c.secrets.auth,
      adminEmails: [],
    });
    expect((await host.call(host.docs('templates', '/find'), { json: {}, token: accessToken })).status).toBe(
      200,
    );
    const info = await host.call('user/info', { token: accessToken });
    expect(info.data).toMatchObject({ email: ADMIN_EMAIL, role: 'admin' });
  });
});
