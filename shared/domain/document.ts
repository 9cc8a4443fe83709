import { z } from './z';

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
