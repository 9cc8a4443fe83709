import { z } from './z';
import { shortText, type Stored } from './document';
import { JOB_DEPARTMENTS } from './jobDepartments';

export const jobSchema = z.strictObject({
  title: shortText().min(1),
  department: z.enum(JOB_DEPARTMENTS),
  location: shortText().min(1),
  type: shortText(60).min(1),
  experience: shortText(100).min(1),
  description: z.string().trim().min(1).max(5000),
  requirements: z.array(shortText(300).min(1)).max(30),
  salary: shortText(60).min(1),
  order: z.number().int().optional(),
});
export type Job = z.infer<typeof jobSchema>;
export type StoredJob = Stored<Job>;
