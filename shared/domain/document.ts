import { z } from './z';

/**
 * What a document id looks like: the platform mints 20 characters of letters, digits, '-' and '_', and the samples use
 * readable ids of the same alphabet. Anything else cannot name a document and is refused (400), never looked up.
 */
export const DOCUMENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;
export const isDocumentId = (id: string): boolean => DOCUMENT_ID_PATTERN.test(id);

/** Fields the platform adds to every stored document. */
export const documentMetaSchema = z.object({
  _id: z.string().min(1),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type DocumentMeta = z.infer<typeof documentMetaSchema>;
export type Stored<T> = T & DocumentMeta;

/** Limits shared by every text field so no body can grow the store without bound. */
export const shortText = (max = 200) => z.string().trim().max(max);

/** A carriage return, a line feed or any other control character (C0 or DEL). */
export const hasControlCharacter = (value: string): boolean =>
  [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

const SINGLE_LINE_MESSAGE =
  'Ni retour à la ligne ni caractère de contrôle dans un en-tête d’e-mail (objet, nom, expéditeur).';

/**
 * A value that may end up in a mail header (a subject, a name, a sender's name): a line break or a control character
 * could smuggle another header in (docs/security.md#en-têtes-des-e-mails), so it is refused, for visitors and
 * administrators alike.
 */
export const headerSafe = <T extends z.ZodType<string>>(schema: T) =>
  schema.refine((value) => !hasControlCharacter(value), SINGLE_LINE_MESSAGE);

/** Control characters as spaces: what a header built from older stored text gets (never a line break). */
export const oneLine = (value: string): string =>
  [...value].map((char) => (hasControlCharacter(char) ? ' ' : char)).join('');

/** `shortText` on one line: every subject and name of every collection. */
export const singleLine = (max = 200) => headerSafe(shortText(max));
export const isoDate = z.iso.datetime({ offset: true });
