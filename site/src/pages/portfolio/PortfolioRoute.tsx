import { DEFAULT_PROJECTS } from '@shared/content/defaultProjects';
import { useStoredList } from '../../content/useStoredList';
import { PortfolioPage } from './PortfolioPage';

/** /portfolio: the published projects (the built-in ones when the pages were built without a platform). */
export function PortfolioRoute() {
  return <PortfolioPage projects={useStoredList('projects', DEFAULT_PROJECTS)} />;
}
