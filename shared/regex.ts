/** Makes user text match literally inside a regular expression (a `$regex` filter, a search). */
export const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
