import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/config.js';
import type { Sql } from '../../../jobs/sql.js';
import { createLogger } from '../../../shared/logger.js';
import { DEFAULT_RESEARCH_OPTIONS, type ResearchInput } from '../../research.types.js';
import type { AiProvider } from '../ai-provider.js';
import { competitorsStage } from './competitors-stage.js';

const input: ResearchInput = {
  userId: null,
  projectId: null,
  name: 'PetPal',
  category: 'Mobile App',
  description: 'An app that matches dog owners with walkers.',
  targetMarket: null,
  keyFeatures: [],
  notes: null,
  options: DEFAULT_RESEARCH_OPTIONS,
};
const noKey = { ask: async () => ({ ok: false, reason: 'No OpenAI API key is configured', transient: false }) } as unknown as AiProvider;
const noSql: Sql = { query: async () => ({ rows: [], rowCount: 0 }) as never };
const dependencies = (environment: Record<string, string>) => ({
  config: loadConfig(environment),
  logger: createLogger('silent'),
  ai: noKey,
  sql: noSql,
});

describe('competitorsStage without a usable web search', () => {
  it('is UNKNOWN and empty (nothing invented) and says which settings would add a web search when none is configured', async () => {
    const result = await competitorsStage(dependencies({}), input, {});
    expect(result).toMatchObject({ data: [], basis: 'UNKNOWN', source: 'none' });
    expect(result.fallbackReason).toBe(
      'No OpenAI API key is configured; no web search configured (SEARXNG_URL, TAVILY_API_KEY or BRAVE_SEARCH_API_KEY)',
    );
    // No provider was asked: the search's source says so ('none').
    expect(result.details?.search).toMatchObject({
      basis: 'UNKNOWN',
      source: { provider: 'none', url: null },
      reason: expect.stringContaining('SEARXNG_URL'),
    });
  });

  it('is UNKNOWN, not sample data, when SEARCH_PROVIDER names a provider without its key', async () => {
    const result = await competitorsStage(dependencies({ SEARCH_PROVIDER: 'brave' }), input, {});
    expect(result).toMatchObject({
      data: [],
      basis: 'UNKNOWN',
      source: 'none',
      fallbackReason: 'SEARCH_PROVIDER=brave but BRAVE_SEARCH_API_KEY is not set',
    });
  });
});
