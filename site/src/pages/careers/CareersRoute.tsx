import { DEFAULT_JOBS } from '@shared/content/defaultJobs';
import { useStoredList } from '../../content/useStoredList';
import { CareersPage } from './CareersPage';

const BY_ORDER = { order: 1 } as const;

/** /careers: the stored job offers, the built-in ones until they load (or if they cannot). */
export function CareersRoute() {
  return <CareersPage jobs={useStoredList('jobs', BY_ORDER, DEFAULT_JOBS)} />;
}
