import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ResearchSection } from './research-section.entity.js';

/** A project's section rows, one per section (at most four); the caller keeps those of the current run. */
export function researchSectionsByProjectId(em: EntityManager): DataLoader<string, ResearchSection[]> {
  return new DataLoader(async (ids: readonly string[]) => {
    const sections = await em.find(ResearchSection, { project: { $in: [...ids] } }, { refresh: true });
    return ids.map((id) => sections.filter((section) => section.project.id === id));
  });
}
