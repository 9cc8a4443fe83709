import { DEFAULT_JOBS } from '@shared/content/defaultJobs';
import type { StoredJob } from '@shared/domain/jobs';
import { ago, stored } from './util';

/** The five job offers of the careers page: the site's built-in offers (shared/content), stored. */
export function seedJobs(now: Date): StoredJob[] {
  const at = ago(now, 20);
  return DEFAULT_JOBS.map(({ _id, ...job }) => stored(_id, at, structuredClone(job)));
}
