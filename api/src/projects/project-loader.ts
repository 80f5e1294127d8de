import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Project } from './project.entity.js';

/** A request's projects by id, in one query per batch (`context.loader(projectById)`). */
export function projectById(em: EntityManager): DataLoader<string, Project | null> {
  return new DataLoader(async (ids: readonly string[]) => {
    const projects = await em.find(Project, { id: { $in: [...ids] } });
    const byId = new Map(projects.map((project) => [project.id, project]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}
