import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { User } from '../users/user.entity.js';

export type ProjectStatus = 'draft' | 'researching' | 'complete' | 'failed';

/** A business idea a user researches. Belongs to exactly one user; only that user ever sees it. */
export class Project {
  [OptionalProps]?:
    | 'category'
    | 'description'
    | 'targetMarket'
    | 'keyFeatures'
    | 'notes'
    | 'currentStep'
    | 'status'
    | 'score'
    | 'scoreBreakdown'
    | 'scoreAssessment'
    | 'currentRunId'
    | 'createdAt'
    | 'updatedAt';
  id: string = randomUUID();
  owner!: User;
  name!: string;
  category: string | null = null;
  description: string | null = null;
  targetMarket: string | null = null;
  keyFeatures: string[] = [];
  notes: string | null = null;
  /** 1 to 5 (spec §4): 2 once the description exists, 5 when legal research is present. */
  currentStep = 1;
  status: ProjectStatus = 'draft';
  score: number | null = null;
  /** The score's parts and assessment as research stores them (JSON); read only through research/score/stored-score.ts. */
  scoreBreakdown: unknown = null;
  scoreAssessment: unknown = null;
  /** The research run whose results count; results of any other run are ignored. */
  currentRunId: string | null = null;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

export const ProjectSchema = new EntitySchema<Project>({
  class: Project,
  tableName: 'projects',
  indexes: [{ properties: ['owner', 'createdAt', 'id'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    owner: { kind: 'm:1', entity: () => User, deleteRule: 'cascade', fieldName: 'owner_id' },
    name: { type: 'text' },
    category: { type: 'text', nullable: true },
    description: { type: 'text', nullable: true },
    targetMarket: { type: 'text', nullable: true },
    keyFeatures: { type: 'json', defaultRaw: "'[]'::jsonb" },
    notes: { type: 'text', nullable: true },
    currentStep: { type: 'integer', default: 1 },
    status: { type: 'text', default: 'draft' },
    score: { type: 'integer', nullable: true },
    scoreBreakdown: { type: 'json', nullable: true },
    scoreAssessment: { type: 'json', nullable: true },
    currentRunId: { type: 'uuid', nullable: true },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
    updatedAt: { type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() },
  },
});
