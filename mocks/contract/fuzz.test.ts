import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENTITY_NAMES } from '@shared/domain/entities';
import { isRecord } from '@shared/guards';
import { ADMIN_EMAIL, USER_EMAIL, useHost, type CallOptions, type Host } from './hosts';

/**
 * Property tests: for every endpoint, random invalid requests (garbage text, wrong types, huge strings, hostile
 * filters, unknown fields) all get a 4xx envelope with a message, never a crash. Each generated body
 * carries at least one defect by construction ("poison"), so no valid request slips in.
 */
// 300 per endpoint in `npm test` and CI; `FC_RUNS=5000 npx vitest run mocks/contract/fuzz.test.ts` digs deeper.
const RUNS = Number(process.env.FC_RUNS ?? 300);

const notJson = fc.string({ maxLength: 200 }).filter((text) => {
  if (text.trim() === '') return false;
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
});
const hugeString = fc.constantFrom('x'.repeat(2 * 1024 * 1024 + 1), 'é'.repeat(1_100_000));
const mediumString = fc.string({ minLength: 500, maxLength: 4000, unit: 'binary' });
const anyJson = fc.jsonValue({ maxDepth: 4 });
const nonObject = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.string(),
  fc.array(anyJson, { maxLength: 5 }),
);
const hostileFilter = fc.oneof(
  fc.record({ [`$unknown`]: anyJson }),
  fc.record({ name: fc.record({ $regex: fc.constantFrom('(', '[', '(a+)+$'.repeat(60)) }) }),
  // An array made only of objects is a valid `$or` (`[{}]` matches everything): keep only broken ones.
  fc.record({ $or: nonObject.filter((v) => !(Array.isArray(v) && v.every(isRecord))) }),
  fc.record({ $and: fc.array(nonObject, { minLength: 1, maxLength: 3 }) }),
  fc.record({ field: fc.record({ $bogus: anyJson }) }),
  fc.array(anyJson, { minLength: 1, maxLength: 3 }),
  fc.string({ minLength: 1 }),
  fc.integer(),
);
/** A random object plus one key no schema knows. */
const poisonedObject = fc
  .tuple(
    fc.dictionary(fc.string({ maxLength: 12 }), anyJson, { maxKeys: 6 }),
    fc.string({ maxLength: 20 }),
    anyJson,
  )
  .map(([fields, key, value]) => ({ ...fields, [`zz_poison_${key}`]: value }));

const asText = (value: unknown) => JSON.stringify(value);

/** Bodies every object-taking endpoint must refuse. */
const badObjectBody = fc.oneof(
  { weight: 20, arbitrary: notJson },
  { weight: 20, arbitrary: nonObject.map(asText) },
  { weight: 30, arbitrary: poisonedObject.map(asText) },
  { weight: 10, arbitrary: mediumString.map((s) => asText({ filter: { name: s }, [`zz_${s.length}`]: 1 })) },
  // Rare: each one costs hashing 2 MB; the cap itself is tested once in rules.test.ts.
  { weight: 1, arbitrary: hugeString.map((s) => asText({ filter: { name: s } })) },
);

const badFindBody = fc.oneof(
  badObjectBody,
  hostileFilter.map((filter) => asText({ filter })),
  fc
    .oneof(
      fc.integer({ max: 0 }),
      fc.integer({ min: 1001 }),
      fc.double({ min: 0.1, max: 99.9, noInteger: true }),
      fc.string(),
    )
    .map((limit) => asText({ limit })),
  fc.oneof(fc.integer({ max: -1 }), fc.string(), fc.constant(null)).map((skip) => asText({ skip })),
  fc
    .oneof(fc.record({ a: fc.integer({ min: 2 }) }), fc.record({ $a: fc.constant(1) }), fc.string())
    .map((sort) => asText({ sort })),
);

const role = fc.constantFrom('visitor', 'user', 'admin');
const entity = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...ENTITY_NAMES) },
  fc.constantFrom('unicorns', 'x'),
);

const tokens = new Map<string, Promise<string>>();
function tokenOf(host: Host, who: string): Promise<string | undefined> {
  if (who === 'visitor') return Promise.resolve(undefined);
  let token = tokens.get(who);
  if (!token) {
    token = host.tokenFor(who === 'admin' ? ADMIN_EMAIL : USER_EMAIL);
    tokens.set(who, token);
  }
  return token;
}

async function expectClientError(host: Host, path: string, options: CallOptions) {
  const answer = await host.call(path, options);
  expect(answer.status, `${options.method ?? 'POST'} ${path} → ${answer.message}`).toBeGreaterThanOrEqual(
    400,
  );
  expect(answer.status).toBeLessThan(500);
  expect(answer.code).toBe(answer.status);
  expect(typeof answer.message === 'string' && answer.message.trim().length > 0).toBe(true);
}

describe('random bodies never crash the emulator (msw handlers, as msw/node runs them)', () => {
  const host = useHost('msw/node', { seed: false }, { direct: true });

  const property = <T extends unknown[]>(
    arbs: { [K in keyof T]: fc.Arbitrary<T[K]> },
    run: (...args: T) => Promise<void>,
  ) => {
    // fast-check types asyncProperty per arity; the spread needs this one cast.
    const asyncProperty = fc.asyncProperty as unknown as (...args: unknown[]) => fc.IAsyncProperty<T>;
    return fc.assert(asyncProperty(...arbs, run), { numRuns: RUNS });
  };

  it('POST documents/find', () =>
    property([entity, role, badFindBody], async (e, r, raw) =>
      expectClientError(host, host.docs(e, '/find'), { raw, token: await tokenOf(host, r) }),
    ));

  it('POST documents/list', () =>
    property([entity, role, badFindBody], async (e, r, raw) =>
      expectClientError(host, host.docs(e, '/list'), { raw, token: await tokenOf(host, r) }),
    ));

  it('POST documents', () =>
    property([entity, role, badObjectBody], async (e, r, raw) =>
      expectClientError(host, host.docs(e), { raw, token: await tokenOf(host, r) }),
    ));

  it('POST documents/batch', () =>
    property(
      [
        entity,
        role,
        fc.oneof(
          badObjectBody,
          fc.array(poisonedObject, { minLength: 1, maxLength: 4 }).map(asText),
          fc.constant('[]'),
        ),
      ],
      async (e, r, raw) =>
        expectClientError(host, host.docs(e, '/batch'), { raw, token: await tokenOf(host, r) }),
    ));

  it('PUT documents', () =>
    property(
      [
        entity,
        role,
        fc.oneof(
          badObjectBody,
          fc.record({ filter: hostileFilter, update: fc.dictionary(fc.string(), anyJson) }).map(asText),
          fc
            .record({
              filter: fc.record({ _id: fc.string({ minLength: 1, maxLength: 30 }) }),
              update: poisonedObject,
            })
            .map(asText),
          fc
            .record({ filter: fc.record({ _id: fc.string({ minLength: 1 }) }), update: nonObject })
            .map(asText),
        ),
      ],
      async (e, r, raw) =>
        expectClientError(host, host.docs(e), { method: 'PUT', raw, token: await tokenOf(host, r) }),
    ));

  it('GET documents/:id', () =>
    property([entity, role, fc.string({ maxLength: 300 })], async (e, r, id) =>
      expectClientError(host, host.docs(e, `/${encodeURIComponent(id)}`), {
        method: 'GET',
        token: await tokenOf(host, r),
      }),
    ));

  it('DELETE documents/:id', () =>
    property([entity, role, fc.string({ maxLength: 300 })], async (e, r, id) =>
      expectClientError(host, host.docs(e, `/${encodeURIComponent(id)}`), {
        method: 'DELETE',
        token: await tokenOf(host, r),
      }),
    ));

  it('DELETE documents/batch-by-ids', () =>
    property(
      [
        entity,
        role,
        fc.oneof(
          fc.constantFrom('', ',', ',,,', ' , '),
          fc
            .integer({ min: 501, max: 900 })
            .map((n) => Array.from({ length: n }, (_, i) => `i${i}`).join(',')),
          fc.string({ minLength: 201, maxLength: 400 }).map((s) => s.replace(/,/g, 'x')),
        ),
      ],
      async (e, r, ids) =>
        expectClientError(host, host.docs(e, `/batch-by-ids?ids=${encodeURIComponent(ids)}`), {
          method: 'DELETE',
          token: await tokenOf(host, r),
        }),
    ));

  // Found by the property above (ids of spaces and "!" answered 200): a regular case from now on.
  it.each(['   !   ', '!', 'a b', 'x,!', 'é'])(
    'DELETE documents/batch-by-ids refuses ids=%j',
    async (ids) => {
      await expectClientError(host, host.docs('messages', `/batch-by-ids?ids=${encodeURIComponent(ids)}`), {
        method: 'DELETE',
        token: await tokenOf(host, 'admin'),
      });
    },
  );

  it('POST email/send', () =>
    property(
      [
        role,
        fc.oneof(
          badObjectBody,
          fc.record({ to: anyJson, subject: anyJson }).map(asText),
          poisonedObject.map((o) => asText({ to: 'a@example.net', subject: 'S', text: 'T', ...o })),
          fc
            .record({
              to: fc.string(),
              subject: fc.string({ minLength: 1 }),
              html: fc.string({ minLength: 1 }),
            })
            .filter(({ to }) => !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(to))
            .map(asText),
        ),
      ],
      async (r, raw) =>
        expectClientError(host, `${host.projectId}/email/send`, { raw, token: await tokenOf(host, r) }),
    ));

  it('POST file/batch', () =>
    property(
      [
        role,
        fc.oneof(
          badObjectBody.map((raw) => ({ raw })),
          fc
            .dictionary(
              fc.string({ maxLength: 10 }).filter((k) => k !== 'files'),
              fc.string(),
              { maxKeys: 4 },
            )
            .map((fields) => {
              const form = new FormData();
              for (const [k, v] of Object.entries(fields)) form.append(k, v);
              return { form };
            }),
        ),
      ],
      async (r, body) =>
        expectClientError(host, `${host.projectId}/file/batch`, { ...body, token: await tokenOf(host, r) }),
    ));

  it('DELETE file/batch', () =>
    property(
      [
        role,
        fc.oneof(
          badObjectBody,
          fc
            .record({
              fileUrls: fc.oneof(
                fc.integer(),
                fc.string(),
                fc.constant(null),
                fc.array(fc.integer(), { minLength: 1 }),
              ),
            })
            .map(asText),
          fc.constant('{"fileUrls":[]}'),
        ),
      ],
      async (r, raw) =>
        expectClientError(host, `${host.projectId}/file/batch`, {
          method: 'DELETE',
          raw,
          token: await tokenOf(host, r),
        }),
    ));

  it('POST user/info', () =>
    property([fc.stringMatching(/^[!-~][ -~]{0,120}$/), badObjectBody], async (authorization, raw) =>
      expectClientError(host, 'user/info', { raw, headers: { authorization } }),
    ));
});
