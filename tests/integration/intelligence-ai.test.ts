import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AiUnavailableError, type ResearchIntelligence } from '../../api/src/research/intelligence/research-intelligence.js';
import { DEFAULT_RESEARCH_OPTIONS, type ResearchInput } from '../../api/src/research/research.types.js';
import { AiUsage } from '../../api/src/usage/ai-usage.entity.js';
import { estimateCost } from '../../api/src/usage/model-prices.js';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const TIMEOUT_MS = 1_500;
const BUDGET = 1_000;
/** The fake answers every call with 150 prompt + 50 completion tokens. */
const TOKENS_PER_CALL = 200;

function researchInput(userId: string, overrides: Partial<ResearchInput> = {}): ResearchInput {
  return {
    userId,
    projectId: randomUUID(),
    name: 'PetPal',
    category: 'Mobile App',
    description: 'PetPal matches busy dog owners with trusted local walkers.',
    targetMarket: 'Urban dog owners',
    keyFeatures: ['Booking', 'Live tracking'],
    notes: null,
    options: { ...DEFAULT_RESEARCH_OPTIONS },
    ...overrides,
  };
}

describe('research intelligence with the AI provider (fake OpenAI)', () => {
  let fake: FakeOpenAi;
  let server: TestServer;
  let intelligence: ResearchIntelligence;

  const usageRows = (userId: string) =>
    server.application.services.orm.em.fork().find(AiUsage, { userId }, { orderBy: { createdAt: 'asc' } });

  beforeAll(async () => {
    fake = await startFakeOpenAi({ slowMs: 5_000 });
    server = await startTestServer({
      OPENAI_API_KEY: 'sk-test-fake',
      OPENAI_BASE_URL: fake.url,
      OPENAI_MODEL: 'gpt-4o-mini',
      OPENAI_TIMEOUT_MS: String(TIMEOUT_MS),
      AI_DAILY_TOKEN_BUDGET: String(BUDGET),
    });
    intelligence = server.application.services.intelligence;
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });
  beforeEach(() => fake.reset());

  it('describes an idea with the AI and meters the call with tokens and cost', async () => {
    const userId = randomUUID();
    const description = await intelligence.describeIdea({ name: 'PetPal', category: 'Mobile App', notes: 'dog walkers' }, { userId, projectId: null });
    expect(description.source).toBe('openai');
    expect(description.fallbackReason).toBeUndefined();
    expect(description.description).toContain('from the fake AI');
    expect(description.category).toBe('Mobile App');
    expect(description.keyFeatures).toHaveLength(3);
    expect(fake.requests[0]!.authorization).toBe('Bearer sk-test-fake');
    expect(fake.requests[0]!.model).toBe('gpt-4o-mini');
    expect(fake.requests[0]!.body.response_format?.type).toBe('json_schema');

    const [row, ...others] = await usageRows(userId);
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      userId,
      projectId: null,
      operation: 'generate-description',
      model: 'gpt-4o-mini',
      promptTokens: 150,
      completionTokens: 50,
      totalTokens: 200,
      success: true,
      error: null,
    });
    expect(row!.estimatedCost).toBeCloseTo(estimateCost('gpt-4o-mini', 150, 50), 6);
    expect(row!.estimatedCost).toBeGreaterThan(0);
    expect(row!.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('researches competitors, keywords and legal at the chosen depth and options, one metered call each', async () => {
    const userId = randomUUID();
    const input = researchInput(userId, { options: { ...DEFAULT_RESEARCH_OPTIONS, competitorAnalysisDepth: 'comprehensive', includeTrademarks: false } });
    const competitors = await intelligence.researchCompetitors(input);
    expect(competitors.source).toBe('openai');
    expect(competitors.data).toHaveLength(8);
    expect(competitors.data[0]).toMatchObject({ name: 'Fake Competitor 1', website: 'https://competitor1.example', marketShare: '20%' });
    expect(competitors.data[1]).toMatchObject({ website: null, marketShare: null });

    const keywords = await intelligence.researchKeywords(input);
    expect(keywords.source).toBe('openai');
    expect(keywords.data.length).toBeGreaterThan(0);
    expect(keywords.data[0]).toEqual({ keyword: 'fake keyword 1', searchVolume: 1000, difficulty: 'Low', cpc: 1.25, trend: 'Rising' });

    const legal = await intelligence.researchLegal(input);
    expect(legal.source).toBe('openai');
    expect(legal.data.trademarks).toEqual([]);
    expect(legal.data.patents).toHaveLength(1);
    expect(legal.data.conflicts).toBe(false);

    const copy = await intelligence.generateWebsiteCopy({ userId, projectId: input.projectId, name: 'PetPal', description: input.description, keyFeatures: [], targetMarket: null });
    expect(copy.source).toBe('openai');
    expect(copy.data.headline).toContain('PetPal');

    const rows = await usageRows(userId);
    expect(rows.map((row) => row.operation)).toEqual(['competitors', 'keywords', 'legal', 'website-copy']);
    expect(rows.every((row) => row.success && row.projectId === input.projectId && row.totalTokens === TOKENS_PER_CALL)).toBe(true);
  });

  it('marks Active trademarks from the AI as conflicts', async () => {
    fake.setActiveTrademark(true);
    const legal = await intelligence.researchLegal(researchInput(randomUUID()));
    expect(legal.source).toBe('openai');
    expect(legal.data.trademarks[0]!.status).toBe('Active');
    expect(legal.data.conflicts).toBe(true);
  });

  it('retries an invalid answer once and uses the second answer', async () => {
    const userId = randomUUID();
    fake.setMode('malformed', 'keywords', 1);
    const keywords = await intelligence.researchKeywords(researchInput(userId));
    expect(keywords.source).toBe('openai');
    expect(fake.countFor('keywords')).toBe(2);
    const rows = await usageRows(userId);
    expect(rows.map((row) => row.success)).toEqual([false, true]);
    expect(rows[0]!.error).toMatch(/^Invalid output: /);
    expect(rows[0]!.totalTokens).toBe(TOKENS_PER_CALL);
  });

  it('falls back after two invalid answers and records both failed calls with their tokens', async () => {
    const userId = randomUUID();
    fake.setMode('malformed');
    const input = researchInput(userId);
    const competitors = await intelligence.researchCompetitors(input);
    expect(competitors.source).toBe('fallback');
    expect(competitors.fallbackReason).toMatch(/invalid output twice/);
    expect(competitors.data.length).toBeGreaterThanOrEqual(5);
    expect(competitors.data.length).toBeLessThanOrEqual(8);
    expect(competitors).toEqual(await intelligence.researchCompetitors(input));
    expect(fake.countFor('competitors')).toBe(4);

    fake.setMode('wrong-shape');
    const keywords = await intelligence.researchKeywords(input);
    expect(keywords.source).toBe('fallback');

    const rows = await usageRows(userId);
    expect(rows).toHaveLength(6);
    for (const row of rows) {
      expect(row.success).toBe(false);
      expect(row.error).toMatch(/^Invalid output: /);
      expect(row.totalTokens).toBe(TOKENS_PER_CALL);
      expect(row.estimatedCost).toBeGreaterThan(0);
    }
  });

  it('falls back on 429 insufficient_quota, records the failure and reports AI as not live until a call succeeds', async () => {
    const userId = randomUUID();
    expect(await intelligence.aiStatus(userId)).toEqual({ live: true, model: 'gpt-4o-mini', reason: null });
    fake.setMode('quota');
    const legal = await intelligence.researchLegal(researchInput(userId));
    expect(legal.source).toBe('fallback');
    expect(legal.fallbackReason).toBe('OpenAI quota exceeded (429 insufficient_quota)');
    expect(fake.countFor('legal')).toBe(1);
    const description = await intelligence.describeIdea({ name: 'QuotaIdea', category: null, notes: null }, { userId, projectId: null });
    expect(description.source).toBe('fallback');
    expect(description.name).toBe('QuotaIdea');

    const rows = await usageRows(userId);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ operation: 'legal', success: false, totalTokens: 0, estimatedCost: 0 });
    expect(rows[0]!.error).toContain('insufficient_quota');

    const status = await intelligence.aiStatus(userId);
    expect(status.live).toBe(false);
    expect(status.reason).toContain('quota');

    fake.setMode('success');
    expect((await intelligence.researchKeywords(researchInput(userId))).source).toBe('openai');
    expect((await intelligence.aiStatus(userId)).live).toBe(true);
  });

  it('falls back when the provider does not answer within OPENAI_TIMEOUT_MS, and records the timeout', async () => {
    const userId = randomUUID();
    fake.setMode('slow');
    const keywords = await intelligence.researchKeywords(researchInput(userId));
    expect(keywords.source).toBe('fallback');
    expect(keywords.fallbackReason).toBe(`OpenAI did not answer within ${TIMEOUT_MS} ms; no keyword data source configured (DATAFORSEO_LOGIN/DATAFORSEO_PASSWORD)`);
    expect(keywords.data).toHaveLength(15);
    const [row] = await usageRows(userId);
    expect(row).toMatchObject({ operation: 'keywords', success: false, error: `Timeout after ${TIMEOUT_MS} ms`, totalTokens: 0 });
    expect(row!.durationMs).toBeGreaterThan(0);
  });

  it('throws AiUnavailableError on a transient failure so the stage is retried, or falls back when asked to', async () => {
    const userId = randomUUID();
    fake.setMode('server-error');
    const input = researchInput(userId);
    await expect(intelligence.researchCompetitors(input)).rejects.toBeInstanceOf(AiUnavailableError);
    const lastTry = await intelligence.researchCompetitors(input, { fallbackOnTransientError: true });
    expect(lastTry.source).toBe('fallback');
    expect(lastTry.fallbackReason).toMatch(/^OpenAI request failed/);
    // The interactive description step never fails on a transient error.
    expect((await intelligence.describeIdea({ name: 'PetPal', category: null, notes: null }, { userId, projectId: null })).source).toBe('fallback');
    const rows = await usageRows(userId);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => !row.success && row.totalTokens === 0)).toBe(true);
  });

  it('uses the fallback once the daily token budget is spent, without calling the provider', async () => {
    const userId = randomUUID();
    const input = researchInput(userId);
    for (let call = 0; call < BUDGET / TOKENS_PER_CALL; call += 1) {
      expect((await intelligence.researchKeywords(input)).source).toBe('openai');
    }
    const requestsBefore = fake.requestCount;
    const over = await intelligence.researchCompetitors(input);
    expect(over.source).toBe('fallback');
    expect(over.fallbackReason).toBe('Daily AI token budget reached');
    expect(fake.requestCount).toBe(requestsBefore);
    const status = await intelligence.aiStatus(userId);
    expect(status.live).toBe(false);
    expect(status.reason).toContain('Daily AI token budget reached');
    // Another user still has their own budget.
    expect((await intelligence.researchCompetitors(researchInput(randomUUID()))).source).toBe('openai');
  });

  it('counts only today (UTC) towards the budget', async () => {
    const userId = randomUUID();
    const em = server.application.services.orm.em.fork();
    const yesterday = new Date(Date.now() - 26 * 60 * 60 * 1000);
    em.create(AiUsage, { userId, operation: 'keywords', model: 'gpt-4o-mini', promptTokens: 5_000, completionTokens: 0, totalTokens: 5_000, estimatedCost: 0.00075, success: true, durationMs: 10, createdAt: yesterday });
    await em.flush();
    expect((await intelligence.researchKeywords(researchInput(userId))).source).toBe('openai');
  });
});

describe('research intelligence without an OpenAI key', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ OPENAI_API_KEY: undefined });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('uses the deterministic fallback for every operation, says why, and meters nothing', async () => {
    const intelligence = server.application.services.intelligence;
    const userId = randomUUID();
    const description = await intelligence.describeIdea({ name: 'PetPal', category: null, notes: 'dog walkers' }, { userId, projectId: null });
    expect(description).toMatchObject({ name: 'PetPal', source: 'fallback', fallbackReason: 'No OpenAI API key is configured' });
    const input = researchInput(userId);
    for (const result of [await intelligence.researchCompetitors(input), await intelligence.researchKeywords(input), await intelligence.researchLegal(input)]) {
      expect(result.source).toBe('fallback');
      expect(result.fallbackReason).toBe('No OpenAI API key is configured');
    }
    expect(await intelligence.researchCompetitors(input)).toEqual(await intelligence.researchCompetitors(input));
    expect(await server.application.services.orm.em.fork().count(AiUsage, { userId })).toBe(0);
    expect(await intelligence.aiStatus(userId)).toEqual({
      live: false,
      model: null,
      reason: 'No OpenAI API key is configured: research uses deterministic fallback data.',
    });
  });

  it('leaves out what the research settings exclude', async () => {
    const intelligence = server.application.services.intelligence;
    const none = await intelligence.researchLegal(researchInput(randomUUID(), { options: { ...DEFAULT_RESEARCH_OPTIONS, includeTrademarks: false, includePatents: false } }));
    expect(none.data).toEqual({ conflicts: false, trademarks: [], patents: [], trademarksSearched: false, patentsSearched: false });
  });

  it('labels offline domain checks as fallback data', async () => {
    const domains = await server.application.services.intelligence.checkDomains(researchInput(randomUUID()));
    expect(domains.source).toBe('fallback');
    expect(domains.data).toHaveLength(16);
    expect(domains.data.every((domain) => domain.source === 'fallback')).toBe(true);
    for (const domain of domains.data) expect(domain.price === null).toBe(!domain.available);
  });
});
