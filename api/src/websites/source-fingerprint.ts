import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Project } from '../projects/project.entity.js';
import { ResearchSection } from '../research/runs/research-section.entity.js';

/** The project data a website's copy is written from; a change to any of it means the site is out of date. */
export interface WebsiteSource {
  name: string;
  description: string | null;
  category: string | null;
  results: unknown;
}

/** Reads the project's current research results (the sections of its current run). */
export async function loadWebsiteSource(em: EntityManager, project: Project): Promise<WebsiteSource> {
  return {
    name: project.name,
    description: project.description,
    category: project.category,
    results: await loadResearchResults(em, project),
  };
}

/** SHA-256 over a canonical JSON of the source (object keys sorted, so key order never matters). */
export function fingerprintWebsiteSource(source: WebsiteSource): string {
  return createHash('sha256').update(canonicalJson(source)).digest('hex');
}

/**
 * The finished sections of the project's current run, by section name. Sections still running are
 * left out: a site is only "out of date" once new results have actually arrived.
 */
async function loadResearchResults(em: EntityManager, project: Project): Promise<Record<string, unknown>> {
  const sections = await em.find(ResearchSection, { project: project.id, status: 'complete' }, { orderBy: { section: 'asc' } });
  return Object.fromEntries(
    sections.filter((section) => section.runId === project.currentRunId).map((section) => [section.section, section.data]),
  );
}

export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}
