/**
 * French typography on a tree of messages: the apostrophe inside a word is the typographic one (’). Applied to
 * every message the back-office shows, react-admin's own French ones included (they use '), so no screen can
 * show a straight apostrophe whichever package a text comes from (docs/product.md#langue).
 */
export function frenchTypography<T>(messages: T): T {
  if (typeof messages === 'string') return messages.replace(/(\p{L})'(?=\p{L})/gu, '$1’') as T;
  if (typeof messages !== 'object' || messages === null) return messages;
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [key, frenchTypography(value)]),
  ) as T;
}
