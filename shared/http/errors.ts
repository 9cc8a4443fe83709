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
export const EMAIL_MISSING_PARAMETERS = 'Failed to send email: Missing required parameters.';
