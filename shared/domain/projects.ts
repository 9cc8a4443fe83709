import { z } from './z';
import { shortText, type Stored } from './document';

export const projectSchema = z.strictObject({
  title: shortText().min(1),
  place: shortText().min(1),
  service: shortText().min(1),
  year: z.number().int().min(2000).max(2100),
  summary: z.string().trim().min(1).max(2000),
  image: z.string().max(2000),
  imageAlt: shortText(300).optional(),
});
export type Project = z.infer<typeof projectSchema>;
export type StoredProject = Stored<Project>;
