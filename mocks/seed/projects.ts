import { DEFAULT_PROJECTS } from '@shared/content/defaultProjects';
import type { StoredProject } from '@shared/domain/projects';
import { ago, stored } from './util';

/** Six completed projects around Le Havre: the site's built-in projects (shared/content), stored. */
export function seedProjects(now: Date): StoredProject[] {
  const at = ago(now, 25);
  return DEFAULT_PROJECTS.map(({ _id, ...project }) => stored(_id, at, structuredClone(project)));
}
