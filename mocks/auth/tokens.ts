import { isAdmin } from '@shared/auth/isAdmin';
import type { User } from '@shared/domain/user';
import { base64url, fromBase64url, hmacBase64url, safeEqual } from '../hmac';

/**
 * Stateless access tokens of the sign-in emulator: `emu.<base64url(json claims)>.<base64url(hmac)>`.
 * Stateless so the token minted by Vite's Node server in dev is accepted by the service worker in the page.
 */
export interface TokenClaims {
  email: string;
  role: 'admin' | 'user';
  projectId: string;
  /** Issued at / expires at, seconds since the epoch. */
  iat: number;
  exp: number;
}

export const TOKEN_PREFIX = 'emu';
export const TOKEN_TTL_SECONDS = 7 * 24 * 3600;

export interface MintOptions {
  email: string;
  projectId: string;
  secret: string;
  adminEmails: readonly string[];
  now?: Date;
}

export async function mintToken(options: MintOptions): Promise<{ accessToken: string; user: User }> {
  const email = options.email.trim().toLowerCase();
  const role = isAdmin({ email }, options.adminEmails) ? 'admin' : 'user';
  const iat = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const claims: TokenClaims = {
    email,
    role,
    projectId: options.projectId,
    iat,
    exp: iat + TOKEN_TTL_SECONDS,
  };
  const payload = base64url(new TextEncoder().encode(JSON.stringify(claims)));
  const mac = await hmacBase64url(options.secret, `${TOKEN_PREFIX}.${payload}`);
  return { accessToken: `${TOKEN_PREFIX}.${payload}.${mac}`, user: { email, role } };
}

export type TokenCheck =
  { ok: true; claims: TokenClaims } | { ok: false; reason: 'invalid' | 'expired' | 'project' };

export async function verifyToken(
  token: string,
  options: { secret: string; projectId: string; now?: Date },
): Promise<TokenCheck> {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== TOKEN_PREFIX || !parts[1] || !parts[2] || token.length > 4096) {
    return { ok: false, reason: 'invalid' };
  }
  const expected = await hmacBase64url(options.secret, `${TOKEN_PREFIX}.${parts[1]}`);
  if (!safeEqual(expected, parts[2])) return { ok: false, reason: 'invalid' };
  const bytes = fromBase64url(parts[1]);
  let claims: Partial<TokenClaims> | undefined;
  try {
    claims = bytes ? (JSON.parse(new TextDecoder().decode(bytes)) as Partial<TokenClaims>) : undefined;
  } catch {
    claims = undefined;
  }
  if (
    !claims ||
    typeof claims.email !== 'string' ||
    (claims.role !== 'admin' && claims.role !== 'user') ||
    typeof claims.exp !== 'number' ||
    typeof claims.iat !== 'number' ||
    typeof claims.projectId !== 'string'
  ) {
    return { ok: false, reason: 'invalid' };
  }
  if (claims.projectId !== options.projectId) return { ok: false, reason: 'project' };
  const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (claims.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims: claims as TokenClaims };
}
