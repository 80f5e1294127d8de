import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import { Project } from '../../projects/project.entity.js';

/**
 * One call to a research source, as it was made and answered: the request (secrets removed), the
 * status, the time it took and the response (capped). Items point at their evidence, so a report
 * can be audited and re-rendered without calling the sources again.
 */
export class ResearchEvidence {
  [OptionalProps]?:
    'runId' | 'project' | 'requestBody' | 'status' | 'responseBody' | 'responseTruncated' | 'error' | 'reusedFromId' | 'createdAt';
  id!: string;
  runId: string | null = null;
  /** Deleting the project deletes its evidence (the idea's words are in the URLs and answers). Null: a call for no project. */
  project: Project | null = null;
  provider!: string;
  method!: string;
  /** The request URL with secrets replaced by "[redacted]". */
  url!: string;
  requestBody: string | null = null;
  /** SHA-256 of provider, method, URL and body: the same request within 24 hours reuses this row's response. */
  requestKey!: string;
  /** The HTTP status; null when no answer came (timeout, connection refused). */
  status: number | null = null;
  durationMs!: number;
  responseBody: string | null = null;
  responseTruncated = false;
  error: string | null = null;
  /** The evidence whose response was reused instead of calling the source again. */
  reusedFromId: string | null = null;
  createdAt: Date = new Date();
}

export const ResearchEvidenceSchema = new EntitySchema<ResearchEvidence>({
  class: ResearchEvidence,
  tableName: 'research_evidence',
  indexes: [
    { name: 'research_evidence_request_key_created_at_index', properties: ['requestKey', 'createdAt'] },
    { name: 'research_evidence_project_id_index', properties: ['project'] },
    { name: 'research_evidence_run_id_index', properties: ['runId'] },
    { name: 'research_evidence_provider_created_at_index', properties: ['provider', 'createdAt'] },
  ],
  properties: {
    id: { type: 'uuid', primary: true },
    runId: { type: 'uuid', nullable: true },
    project: { kind: 'm:1', entity: () => Project, deleteRule: 'cascade', fieldName: 'project_id', nullable: true },
    provider: { type: 'text' },
    method: { type: 'text' },
    url: { type: 'text' },
    requestBody: { type: 'text', nullable: true },
    requestKey: { type: 'text' },
    status: { type: 'integer', nullable: true },
    durationMs: { type: 'integer' },
    responseBody: { type: 'text', nullable: true },
    responseTruncated: { type: 'boolean', default: false },
    error: { type: 'text', nullable: true },
    reusedFromId: { type: 'uuid', nullable: true },
    createdAt: { type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' },
  },
});
