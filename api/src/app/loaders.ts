import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Project } from '../projects/project.entity.js';
import { ResearchSection } from '../research/runs/research-section.entity.js';

/** Per-request DataLoaders: batch look-ups within one request, never cache across requests. */
export interface Loaders {
  projectById: DataLoader<string, Project | null>;
  /** A project's section rows, one per section (at most four); the caller keeps those of the current run. */
  researchSectionsByProjectId: DataLoader<string, ResearchSection[]>;
}

export function createLoaders(em: EntityManager): Loaders {
  return {
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
