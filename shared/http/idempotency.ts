/**
 * Idempotency keys (docs/platform.md#clés-didempotence): one per visitor submission, sent with each of its writes,
 * so the platform stores the first and answers the same result to any repeat. Shared by the client and the emulator.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** 16 to 200 characters: a UUID, or one with a suffix naming one step of a submission (`<uuid>.notification`). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{16,200}$/;

/** A fresh random key (a UUID v4: 122 random bits, nobody can guess another visitor's). */
export const newIdempotencyKey = (): string => crypto.randomUUID();
