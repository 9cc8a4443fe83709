/**
 * The platform's request signature (docs/platform.md#signature). Pure and isomorphic (Web Crypto), so the
 * browser client and the emulator's verifier import the very same code and cannot drift.
 *
 * X-Sign = base64(HMAC-SHA256(secret, sortedQuery + "\n" + timestamp + "\n" + nonce + "\n" + hex(SHA-256(body))))
 */
export interface SignatureInput {
  secret: string;
  /** Query string as sent, without the leading '?', still URL-encoded ('' when none). */
  query: string;
  /** Seconds since the epoch, as sent in `x-timestamp`. */
  timestamp: string;
  nonce: string;
  /** Exact JSON text sent; '' when there is no body or the body is multipart. */
  body: string;
}

const encoder = new TextEncoder();

/** `key=value` pairs exactly as sent, stably sorted by key, joined with '&'. */
export function sortQuery(query: string): string {
  const raw = query.startsWith('?') ? query.slice(1) : query;
  if (!raw) return '';
  const pairs = raw.split('&').filter(Boolean);
  const keyOf = (pair: string) => {
    const eq = pair.indexOf('=');
    return eq === -1 ? pair : pair.slice(0, eq);
  };
  return pairs
    .map((pair, index) => ({ pair, key: keyOf(pair), index }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.index - b.index))
    .map((p) => p.pair)
    .join('&');
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

function toBase64(buffer: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const keyCache = new Map<string, Promise<CryptoKey>>();
function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keyCache.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    keyCache.set(secret, key);
  }
  return key;
}

/**
 * The two hashes a signature needs. Web Crypto everywhere by default; a Node process (the emulator, the tests) may
 * hand in node:crypto's, same results without Web Crypto's cost per call (docs/platform.md#signature).
 */
export interface SignatureHashes {
  sha256Hex(text: string): string | Promise<string>;
  hmacSha256Base64(secret: string, data: string): string | Promise<string>;
}

export const webCryptoHashes: SignatureHashes = {
  sha256Hex: async (text) => toHex(await crypto.subtle.digest('SHA-256', encoder.encode(text))),
  hmacSha256Base64: async (secret, data) =>
    toBase64(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(data))),
};
let hashes = webCryptoHashes;

/** Replaces the hashes for the whole process (Node only); `undefined` goes back to Web Crypto. */
export function setSignatureHashes(next: SignatureHashes | undefined): void {
  hashes = next ?? webCryptoHashes;
}

export async function sha256Hex(text: string): Promise<string> {
  return hashes.sha256Hex(text);
}

/** Base64 HMAC-SHA-256 of `data` under `secret`. */
export async function hmacSha256Base64(secret: string, data: string): Promise<string> {
  return hashes.hmacSha256Base64(secret, data);
}

export function canonicalString(query: string, timestamp: string, nonce: string, bodyHash: string): string {
  return `${sortQuery(query)}\n${timestamp}\n${nonce}\n${bodyHash}`;
}

export async function computeSignature(input: SignatureInput): Promise<string> {
  const bodyHash = await sha256Hex(input.body);
  return hmacSha256Base64(input.secret, canonicalString(input.query, input.timestamp, input.nonce, bodyHash));
}

/**
 * What the platform accepts (docs/platform.md#fraîcheur-et-rejeu): a timestamp within 300 s of the server's clock,
 * a nonce of 16 characters or more, refused if seen again within 300 s.
 */
export const SIGNATURE_RULES = {
  maxClockSkewSeconds: 300,
  nonceTtlSeconds: 300,
  minNonceLength: 16,
} as const;

/** Random nonce: 24 URL-safe characters (at least `SIGNATURE_RULES.minNonceLength` are required). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return toBase64(bytes.buffer).replace(/\+/g, '-').replace(/\//g, '_');
}

export const SIGNATURE_HEADERS = {
  timestamp: 'x-timestamp',
  nonce: 'x-nonce',
  sign: 'X-Sign',
} as const;

/** Headers for one request, with a fresh timestamp and nonce. */
export async function signatureHeaders(
  secret: string,
  query: string,
  body: string,
  now: number = Date.now(),
): Promise<Record<string, string>> {
  const timestamp = String(Math.floor(now / 1000));
  const nonce = createNonce();
  const sign = await computeSignature({ secret, query, timestamp, nonce, body });
  return {
    [SIGNATURE_HEADERS.timestamp]: timestamp,
    [SIGNATURE_HEADERS.nonce]: nonce,
    [SIGNATURE_HEADERS.sign]: sign,
  };
}
