/**
 * The emulator's own secrets. They are constants (overridable) because in `npm run dev` the token is minted
 * by Vite's Node server (/auth/token) and checked by the service worker in the browser: both must agree.
 * The emulator is a stand-in, not a security boundary; what matters is that the rules are the real ones.
 * The subscriber and conversation secrets differ from the request-signing secret, which a browser knows
 * (docs/platform.md#jetons-des-abonnés, docs/platform.md#conversations).
 */
export interface EmulatorSecrets {
  /** Signs the access tokens minted by the sign-in emulator. */
  auth: string;
  /** Keys the unsubscribe / preferences token (HMAC of the e-mail). */
  subscriber: string;
  /** Keys the token of a chat conversation (HMAC of its document's id, docs/platform.md#conversations). */
  conversation: string;
}

const env = (name: string): string | undefined =>
  typeof process !== 'undefined' && process.env ? process.env[name] || undefined : undefined;

export const DEFAULT_SECRETS: EmulatorSecrets = {
  auth: env('EMULATOR_AUTH_SECRET') ?? 'emulator-auth-secret-7c1f0b9e4d2a',
  subscriber: env('EMULATOR_SUBSCRIBER_SECRET') ?? 'emulator-subscriber-secret-a83e5d61f2c4',
  conversation: env('EMULATOR_CONVERSATION_SECRET') ?? 'emulator-conversation-secret-5b92c07e1d48',
};
