import { hmacBase64url, safeEqual } from '../hmac';
import { DEFAULT_SECRETS } from '../secrets';

/**
 * The unsubscribe / preferences token: base64url HMAC-SHA256 of the lower-cased e-mail under the emulator's
 * subscriber secret — a secret the browser never holds (unlike the request-signing one), so a visitor
 * cannot forge the link of someone else's address.
 */
export function subscriberToken(email: string, secret: string = DEFAULT_SECRETS.subscriber): Promise<string> {
  return hmacBase64url(secret, email.trim().toLowerCase());
}

export async function isValidSubscriberToken(
  email: string,
  token: unknown,
  secret: string = DEFAULT_SECRETS.subscriber,
): Promise<boolean> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) return false;
  return safeEqual(await subscriberToken(email, secret), token);
}
