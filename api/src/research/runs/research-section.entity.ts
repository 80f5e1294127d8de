import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import { Project } from '../../projects/project.entity.js';
import type { Basis, DataSourceName, SectionDetails, SectionName } from '../research.types.js';

export type SectionStatus = 'pending' | 'running' | 'complete' | 'failed';

/**
 * One section of a project's research (domains, competitors, keywords, legal): exactly one row per
 * (project, section), overwritten in place when a new run starts, so retries never duplicate rows.
 */
export class ResearchSection {
  [OptionalProps]?:
    'status' | 'source' | 'basis' | 'fallbackReason' | 'details' | 'data' | 'error' | 'attempts' | 'startedAt' | 'finishedAt' | 'updatedAt';
  id!: string;
  project!: Project;
  section!: SectionName;
  /** The run that owns the row's content; a write from any other run is ignored. */
  runId!: string;
  status: SectionStatus = 'pending';
  source: DataSourceName | null = null;
  basis: Basis | null = null;
  /** Why the fallback (or no source) was used, when it was. */
  fallbackReason: string | null = null;
  details: SectionDetails | null = null;
  data: unknown = null;
  error: string | null = null;
  attempts = 0;
  startedAt: Date | null = null;
  finishedAt: Date | null = null;
  updatedAt: Date = new Date();
}

export const ResearchSectionSchema = new EntitySchema<ResearchSection>({
  class: ResearchSection,
  tableName: 'research_sections',
  uniques: [{ properties: ['project', 'section'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    project: { kind: 'm:1', entity: () => Project, deleteRule: 'cascade', fieldName: 'project_id' },
    section: { type: 'text' },
    runId: { type: 'uuid' },
    status: { type: 'text', default: 'pending' },
    source: { type: 'text', nullable: true },
    basis: { type: 'text', nullable: true },
    fallbackReason: { type: 'text', nullable: true },
    details: { type: 'json', nullable: true },
    data: { type: 'json', nullable: true },
    error: { type: 'text', nullable: true },
    attempts: { type: 'integer', default: 0 },
    startedAt: { type: 'datetime', columnType: 'timestamptz', nullable: true },
    finishedAt: { type: 'datetime', columnType: 'timestamptz', nullable: true },
    updatedAt: { type: 'datetime', columnType: 'timestamptz' },
  },
});
