import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { computeSignature, webCryptoHashes } from '@shared/http/sign';
import { hmacBase64url } from './hmac';
import { nodeHashes } from './nodeHashes';
// The emulator in Node tests: importing it installs Node's hashes for the process.
import './node';

describe('Node hashes of the emulator', () => {
  it('give exactly what Web Crypto gives, for any text and secret', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme' }), fc.string({ minLength: 1 }), async (text, secret) => {
        expect(nodeHashes.sha256Hex(text)).toBe(await webCryptoHashes.sha256Hex(text));
        expect(nodeHashes.hmacSha256Base64(secret, text)).toBe(
          await webCryptoHashes.hmacSha256Base64(secret, text),
        );
      }),
    );
  });

  it('are what the emulator’s signatures and tokens use once it is loaded, with the same results', async () => {
    const subtle = { digest: vi.spyOn(crypto.subtle, 'digest'), sign: vi.spyOn(crypto.subtle, 'sign') };
    const input = {
      secret: 'secret',
      query: 'b=2&a=1',
      timestamp: '1700000000',
      nonce: 'n'.repeat(16),
      body: '{}',
    };
    const signature = await computeSignature(input);
    const token = await hmacBase64url('secret', 'data');
    expect(subtle.digest).not.toHaveBeenCalled();
    expect(subtle.sign).not.toHaveBeenCalled();

    const bodyHash = await webCryptoHashes.sha256Hex(input.body);
    expect(signature).toBe(
      await webCryptoHashes.hmacSha256Base64(
        input.secret,
        `a=1&b=2\n1700000000\n${input.nonce}\n${bodyHash}`,
      ),
    );
    expect(token).toBe(
      (await webCryptoHashes.hmacSha256Base64('secret', 'data'))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, ''),
    );
  });
});
