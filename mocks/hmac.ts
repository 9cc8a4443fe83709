import { hmacSha256Base64 } from '@shared/http/sign';

/** HMAC helpers shared by the token minter and the subscriber token, on the signature's hashes (shared/http/sign.ts). */
export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

export async function hmacBase64url(secret: string, data: string): Promise<string> {
  return (await hmacSha256Base64(secret, data)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Compares without stopping at the first difference, so timing tells nothing about a MAC. */
export function safeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
