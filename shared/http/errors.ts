/** A failed platform call: `code` is the envelope's code (or the HTTP status), `message` the server's text. */
export class PlatformError extends Error {
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = 'PlatformError';
    this.code = code;
    this.data = data;
  }
}

export const isPlatformError = (error: unknown): error is PlatformError => error instanceof PlatformError;

export const TOO_MANY_REQUESTS = 'Too many requests';
/** The platform's answer to a key sent again with another body (docs/platform.md#clés-didempotence). */
export const IDEMPOTENCY_KEY_REUSED =
  'Cette clé Idempotency-Key a déjà servi pour une autre requête : une nouvelle demande doit avoir sa propre clé.';
export const EMAIL_MISSING_PARAMETERS = 'Failed to send email: Missing required parameters.';

/**
 * The platform's own French message when it refused a visitor's write for volume (429 `rate_limited`, with the
 * wait: docs/security.md#limites), else null. The client-side guard's English 429 has no reason: not this.
 */
export function rateLimitMessage(error: unknown): string | null {
  if (!isPlatformError(error) || error.code !== 429) return null;
  const data = error.data as { reason?: unknown } | null | undefined;
  return data?.reason === 'rate_limited' && error.message ? error.message : null;
}
