import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

export type AiOperation = 'generate-description' | 'competitors' | 'keywords' | 'legal' | 'website-copy' | 'viability-judge';

/** Why a call gave no usable answer; aiStatus reads the last one. */
export type AiFailure =
  | 'quota'
  | 'key_rejected'
  | 'rate_limited'
  | 'server_error'
  | 'timeout'
  | 'unreachable'
  | 'bad_request'
  | 'invalid_output'
  | 'refused'
  | 'truncated';

/**
 * One call to the AI provider, successful or not. Plain ids (no foreign keys) so metering
 * survives the deletion of the user or project it was for.
 */
export class AiUsage {
  [OptionalProps]?:
    'createdAt' | 'userId' | 'projectId' | 'error' | 'failure' | 'promptTokens' | 'cachedPromptTokens' | 'completionTokens' | 'totalTokens';
  id: string = randomUUID();
  createdAt: Date = new Date();
  userId: string | null = null;
  projectId: string | null = null;
  operation!: AiOperation;
  model!: string;
  promptTokens = 0;
  /** Of the prompt tokens, those the provider served from its prompt cache (billed at the cached-input price). */
  cachedPromptTokens = 0;
  completionTokens = 0;
  totalTokens = 0;
  /** USD, from the per-model price table; null when the model that answered is not in it ("not priced"). */
  estimatedCost!: number | null;
  success!: boolean;
  error: string | null = null;
  failure: AiFailure | null = null;
  durationMs!: number;
}

export const AiUsageSchema = new EntitySchema<AiUsage>({
  class: AiUsage,
  tableName: 'ai_usage',
  indexes: [{ properties: ['createdAt'] }, { properties: ['userId', 'createdAt'] }, { properties: ['operation', 'createdAt'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
    userId: { type: 'uuid', nullable: true },
    projectId: { type: 'uuid', nullable: true },
    operation: { type: 'text' },
    model: { type: 'text' },
    promptTokens: { type: 'integer', default: 0 },
    cachedPromptTokens: { type: 'integer', default: 0 },
    completionTokens: { type: 'integer', default: 0 },
    totalTokens: { type: 'integer', default: 0 },
    estimatedCost: { type: 'decimal', columnType: 'numeric(12,6)', runtimeType: 'number', nullable: true },
    success: { type: 'boolean' },
    error: { type: 'text', nullable: true },
    failure: { type: 'text', nullable: true },
    durationMs: { type: 'integer' },
  },
});
