import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import { Project } from '../../projects/project.entity.js';
import type { ResearchOptions } from '../research.types.js';

/** queued: waiting for a worker; running: a worker holds it (heartbeat); superseded: an edit or restart replaced it. */
export type ResearchRunStatus = 'queued' | 'running' | 'complete' | 'failed' | 'superseded';

/**
 * One research run of a project: one pg-boss job. The project's currentRunId says which run
 * counts; everything a run writes is conditional on it still being current.
 */
export class ResearchRun {
  [OptionalProps]?:
    | 'status'
    | 'jobId'
    | 'attempts'
    | 'workerId'
    | 'heartbeatAt'
    | 'error'
    | 'createdAt'
    | 'startedAt'
    | 'finishedAt'
    | 'aiWaitStartedAt'
    | 'aiDeferrals'
    | 'stageSlotAt';
  id!: string;
  project!: Project;
  status: ResearchRunStatus = 'queued';
  options!: ResearchOptions;
  jobId: string | null = null;
  /** How many times a worker picked the run up (a SIGKILLed worker's run is picked up again). */
  attempts = 0;
  workerId: string | null = null;
  heartbeatAt: Date | null = null;
  error: string | null = null;
  createdAt: Date = new Date();
  startedAt: Date | null = null;
  finishedAt: Date | null = null;
  /** When a stage first waited for the AI provider (rate limit, 5xx): the total wait is bounded from here. */
  aiWaitStartedAt: Date | null = null;
  /** How many times the run was rescheduled to wait for the AI provider (sets the backoff). */
  aiDeferrals = 0;
  /** Set while the run holds one of its owner's research slots, its stages and score going (pipeline/owner-slots.ts). */
  stageSlotAt: Date | null = null;
}

export const ResearchRunSchema = new EntitySchema<ResearchRun>({
  class: ResearchRun,
  tableName: 'research_runs',
  indexes: [
    { properties: ['project'] },
    { properties: ['status', 'heartbeatAt'] },
    // Partial: only held slots are ever counted (migration ResearchStageSlots).
    {
      name: 'research_runs_stage_slot_at_index',
      expression: 'create index "research_runs_stage_slot_at_index" on "research_runs" ("stage_slot_at") where "stage_slot_at" is not null',
    },
  ],
  properties: {
    id: { type: 'uuid', primary: true },
    project: { kind: 'm:1', entity: () => Project, deleteRule: 'cascade', fieldName: 'project_id' },
    status: { type: 'text', default: 'queued' },
    options: { type: 'json' },
    jobId: { type: 'uuid', nullable: true },
    attempts: { type: 'integer', default: 0 },
    workerId: { type: 'text', nullable: true },
    heartbeatAt: { type: 'datetime', columnType: 'timestamptz', nullable: true },
    error: { type: 'text', nullable: true },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
    startedAt: { type: 'datetime', columnType: 'timestamptz', nullable: true },
    finishedAt: { type: 'datetime', columnType: 'timestamptz', nullable: true },
    aiWaitStartedAt: { type: 'datetime', columnType: 'timestamptz', nullable: true },
    aiDeferrals: { type: 'integer', default: 0 },
    stageSlotAt: { type: 'datetime', columnType: 'timestamptz', nullable: true },
  },
});
