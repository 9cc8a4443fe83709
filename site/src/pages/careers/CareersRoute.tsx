import { DEFAULT_JOBS } from '@shared/content/defaultJobs';
import { useStoredList } from '../../content/useStoredList';
import { CareersPage } from './CareersPage';

/** /careers: the published job offers (the built-in ones when the pages were built without a platform). */
export function CareersRoute() {
  return <CareersPage jobs={useStoredList('jobs', DEFAULT_JOBS)} />;
}
