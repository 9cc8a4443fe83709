/**
 * A text as Testing Library's `getByText` compares it: its default normalizer collapses the page's whitespace, the
 * no-break spaces of French typography included, into single spaces, but never touches the query.
 */
export const asRead = (text: string): string => text.trim().replace(/\s+/g, ' ');
