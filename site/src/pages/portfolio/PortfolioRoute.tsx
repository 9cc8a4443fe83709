import { DEFAULT_PROJECTS } from '@shared/content/defaultProjects';
import { useStoredList } from '../../content/useStoredList';
import { PortfolioPage } from './PortfolioPage';

const NEWEST_FIRST = { year: -1 } as const;

/** /portfolio: the stored projects, the built-in ones until they load (or if they cannot). */
export function PortfolioRoute() {
  return <PortfolioPage projects={useStoredList('projects', NEWEST_FIRST, DEFAULT_PROJECTS)} />;
}
