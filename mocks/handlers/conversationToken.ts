import { hmacBase64url, safeEqual } from '../hmac';
import { DEFAULT_SECRETS } from '../secrets';

/**
 * The token of a chat conversation (docs/platform.md#conversations): base64url HMAC-SHA256 of its document's id under
 * the emulator's conversation secret, which the browser never holds. Given once, with the document the first question
 * made; whoever holds it may add the later questions, and nobody can make it from an id.
 */
export function conversationToken(
  id: string,
  secret: string = DEFAULT_SECRETS.conversation,
): Promise<string> {
  return hmacBase64url(secret, `messages/${id}`);
}

export async function isValidConversationToken(id: string, token: string, secret: string): Promise<boolean> {
  if (token.length === 0 || token.length > 200) return false;
  return safeEqual(await conversationToken(id, secret), token);
}
