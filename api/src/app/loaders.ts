import DataLoader from 'dataloader';
import type { EntityManager } from '../database/orm.js';
import { User } from '../auth/user.entity.js';
import { Project } from '../projects/project.entity.js';
import { ResearchSection } from '../research/runs/research-section.entity.js';

/** Per-request DataLoaders: batch look-ups within one request, never cache across requests. */
export interface Loaders {
  userById: DataLoader<string, User | null>;
  projectById: DataLoader<string, Project | null>;
  /** The section rows of a project's current run (at most four). */
  researchSectionsByProjectId: DataLoader<string, ResearchSection[]>;
}

export function createLoaders(em: EntityManager): Loaders {
  return {
    userById: new DataLoader(async (ids: readonly string[]) => {
      const users = await em.find(User, { id: { $in: [...ids] } });
      const byId = new Map(users.map((user) => [user.id, user]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    projectById: new DataLoader(async (ids: readonly string[]) => {
      const projects = await em.find(Project, { id: { $in: [...ids] } });
      const byId = new Map(projects.map((project) => [project.id, project]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    researchSectionsByProjectId: new DataLoader(async (ids: readonly string[]) => {
      const sections = await em.find(ResearchSection, { project: { $in: [...ids] } }, { refresh: true });
      return ids.map((id) => sections.filter((section) => section.project.id === id));
    }),
  };
}
