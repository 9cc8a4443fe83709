import { createHash, createHmac } from 'node:crypto';
import { setSignatureHashes, type SignatureHashes } from '@shared/http/sign';

/**
 * node:crypto's SHA-256 and HMAC for the signatures and tokens, in the emulator's Node processes: same results as
 * Web Crypto (a property test says so) at a twentieth of its cost per call, which every request pays four times
 * (docs/platform.md#signature).
 */
export const nodeHashes: SignatureHashes = {
  sha256Hex: (text) => createHash('sha256').update(text).digest('hex'),
  hmacSha256Base64: (secret, data) => createHmac('sha256', secret).update(data).digest('base64'),
};

/** Installs them for the whole process. */
export function installNodeHashes(): void {
  setSignatureHashes(nodeHashes);
}
