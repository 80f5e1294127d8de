/** Shared set-up for the websites tests: projects and research results seeded through the ORM. */
import { randomUUID } from 'node:crypto';
import { User } from '../../api/src/users/user.entity.js';
import { Project } from '../../api/src/projects/project.entity.js';
import { ResearchSection } from '../../api/src/research/runs/research-section.entity.js';
import { sectionBasis } from '../../api/src/research/provenance.js';
import type { Basis, SectionName } from '../../api/src/research/research.types.js';
import type { TestServer } from '../support/test-server.js';

export interface ProjectSeed {
  name?: string;
  description?: string | null;
  category?: string | null;
  keyFeatures?: string[];
  targetMarket?: string | null;
}

export async function createProject(server: TestServer, ownerId: string, seed: ProjectSeed = {}): Promise<Project> {
  const em = server.application.services.orm.em.fork();
  const project = em.create(Project, {
    owner: em.getReference(User, ownerId),
    name: seed.name ?? 'Pantry Pal',
    description: seed.description === undefined ? 'Meal planning that starts from what is already in your fridge.' : seed.description,
    category: seed.category === undefined ? 'Mobile App' : seed.category,
    keyFeatures: seed.keyFeatures ?? ['Scan groceries', 'Recipe ideas from leftovers', 'Shopping list sync'],
    targetMarket: seed.targetMarket === undefined ? 'Busy families' : seed.targetMarket,
    currentRunId: randomUUID(),
  });
  await em.flush();
  return project;
}

export async function updateProjectRow(
  server: TestServer,
  projectId: string,
  changes: Partial<Pick<Project, 'name' | 'description' | 'category' | 'notes'>>,
): Promise<void> {
  const em = server.application.services.orm.em.fork();
  const project = await em.findOneOrFail(Project, { id: projectId });
  Object.assign(project, changes);
  await em.flush();
}

/**
 * A finished research section of the project's current run; its basis (every complete row stores one)
 * is its items' weakest, as the pipeline writes it.
 */
export async function writeResearchSection(server: TestServer, projectId: string, section: SectionName, data: unknown): Promise<void> {
  const em = server.application.services.orm.em.fork();
  const project = await em.findOneOrFail(Project, { id: projectId });
  const existing = await em.findOne(ResearchSection, { project, section });
  const items = (Array.isArray(data) ? data : []) as Array<{ basis?: Basis }>;
  const basis = sectionBasis(
    items.filter((item): item is { basis: Basis } => typeof item.basis === 'string'),
    'UNKNOWN',
  );
  if (existing) {
    existing.data = data;
    existing.status = 'complete';
    existing.basis = basis;
    existing.runId = project.currentRunId!;
  } else {
    em.create(ResearchSection, {
      id: randomUUID(),
      project,
      section,
      runId: project.currentRunId!,
      status: 'complete',
      basis,
      data,
      updatedAt: new Date(),
    });
  }
  await em.flush();
}

export const DESIGN = { title: 'Pantry Pal', primaryColor: '#3B82F6', secondaryColor: '#1E40AF', fontFamily: 'Inter', layout: 'modern' };

export const WEBSITE_FIELDS = `id projectId slug title isPublished publicUrl previewUrl createdAt updatedAt
  metadata { primaryColor secondaryColor fontFamily layout }`;
