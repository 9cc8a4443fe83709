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
export const isoDate = z.iso.datetime({ offset: true });
