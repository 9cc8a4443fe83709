import { describe, expect, it } from 'vitest';
import { mintToken, TOKEN_TTL_SECONDS, verifyToken } from './tokens';

const secret = 'test-auth-secret-0123456789';
const base = { projectId: 'projet-test', secret, adminEmails: ['chef@example.com'] };

describe('access tokens of the sign-in emulator', () => {
  it('mints emu.<claims>.<mac> with role admin for the admin list, user otherwise', async () => {
    const now = new Date('2025-03-01T10:00:00Z');
    const admin = await mintToken({ ...base, email: ' Chef@Example.com ', now });
    expect(admin.user).toEqual({ email: 'chef@example.com', role: 'admin' });
    expect(admin.accessToken).toMatch(/^emu\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const claims = JSON.parse(
      Buffer.from(admin.accessToken.split('.')[1]!, 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims).toEqual({
      email: 'chef@example.com',
      role: 'admin',
      projectId: 'projet-test',
      iat: now.getTime() / 1000,
      exp: now.getTime() / 1000 + 7 * 24 * 3600,
    });
    expect((await mintToken({ ...base, email: 'autre@example.com' })).user.role).toBe('user');
  });

  it('verifies its own tokens and refuses tampered, expired and foreign ones', async () => {
    const now = new Date('2025-03-01T10:00:00Z');
    const { accessToken } = await mintToken({ ...base, email: 'a@example.com', now });
    expect(await verifyToken(accessToken, { secret, projectId: 'projet-test', now })).toMatchObject({
      ok: true,
    });

    const [prefix, payload, mac] = accessToken.split('.');
    const forgedClaims = Buffer.from(
      JSON.stringify({ email: 'a@example.com', role: 'admin', projectId: 'projet-test', iat: 0, exp: 9e9 }),
    ).toString('base64url');
    const checks = [
      `${prefix}.${forgedClaims}.${mac}`,
      `${prefix}.${payload}.${mac!.slice(0, -1)}A`,
      `jwt.${payload}.${mac}`,
      'garbage',
      '',
    ];
    for (const token of checks) {
      expect(await verifyToken(token, { secret, projectId: 'projet-test', now })).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
    expect(
      await verifyToken(accessToken, { secret: 'another-secret-0123456', projectId: 'projet-test', now }),
    ).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const expiry = new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000);
    expect(await verifyToken(accessToken, { secret, projectId: 'projet-test', now: expiry })).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(await verifyToken(accessToken, { secret, projectId: 'autre', now })).toEqual({
      ok: false,
      reason: 'project',
    });
  });
});
