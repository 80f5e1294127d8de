import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AiUnavailableError, type ResearchIntelligence } from '../../api/src/research/intelligence/research-intelligence.js';
import { NO_KEY_REASON } from '../../api/src/research/intelligence/ai-provider.js';
import { DEFAULT_RESEARCH_OPTIONS } from '../../api/src/research/research.types.js';
import { AiUsage } from '../../api/src/usage/ai-usage.entity.js';
import { estimateCost } from '../../api/src/usage/model-prices.js';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { researchInput } from './research-support.js';

const TIMEOUT_MS = 1_500;
const BUDGET = 100_000;
/** What the budget test leaves of the day's budget. */
const LEFT_TODAY = 1_000;
/** The fake answers every call with 150 prompt + 50 completion tokens. */
const TOKENS_PER_CALL = 200;

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
      // Small, so the budget (reserved per call: prompt + this ceiling) allows a few calls.
      OPENAI_MAX_COMPLETION_TOKENS: '100',
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
    const description = await intelligence.describeIdea(
      { name: 'PetPal', category: 'Mobile App', notes: 'dog walkers' },
      { userId, projectId: null },
    );
    expect(description.source).toBe('openai');
    expect(description.provenance).toMatchObject({ basis: 'ESTIMATED', source: { provider: 'openai', url: null, model: 'gpt-4o-mini' } });
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
    expect(row!.estimatedCost).toBeCloseTo(estimateCost('gpt-4o-mini', 150, 50)!, 6);
    expect(row!.estimatedCost).toBeGreaterThan(0);
    expect(row!.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('researches competitors, keywords and legal at the chosen depth and options, one metered call each', async () => {
    const userId = randomUUID();
    const input = researchInput(userId, {
      options: { ...DEFAULT_RESEARCH_OPTIONS, competitorAnalysisDepth: 'comprehensive', includeTrademarks: false },
    });
    const competitors = await intelligence.researchCompetitors(input);
    expect(competitors.source).toBe('openai');
    expect(competitors.data).toHaveLength(8);
    // The model's remembered website and market share (the fake sends both) are no source's: neither is kept.
    expect(competitors.data[0]).toMatchObject({ name: 'Fake Competitor 1', website: null, marketShare: null });
    expect(competitors.data[1]).toMatchObject({ website: null, marketShare: null });

    const keywords = await intelligence.researchKeywords(input);
    expect(keywords.source).toBe('openai');
    expect(keywords.data.length).toBeGreaterThan(0);
    // The model's keyword phrases only: the figures the fake still sends are dropped (no source measured them).
    expect(keywords.data[0]).toMatchObject({
      keyword: 'fake keyword 1',
      searchVolume: null,
      difficulty: null,
      cpc: null,
      trend: null,
      basis: 'ESTIMATED',
    });

    // Legal reads real records only (USPTO, EPO): never the model.
    const legal = await intelligence.researchLegal(input);
    expect(legal.source).not.toBe('openai');
    expect(fake.countFor('legal')).toBe(0);

    const copy = await intelligence.generateWebsiteCopy({
      userId,
      projectId: input.projectId,
      name: 'PetPal',
      description: input.description,
      keyFeatures: [],
      targetMarket: null,
    });
    expect(copy.source).toBe('openai');
    expect(copy.data.headline).toContain('PetPal');

    const rows = await usageRows(userId);
    expect(rows.map((row) => row.operation)).toEqual(['competitors', 'keywords', 'website-copy']);
    expect(rows.every((row) => row.success && row.projectId === input.projectId && row.totalTokens === TOKENS_PER_CALL)).toBe(true);
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

  it('gives up after two invalid answers (section unknown, nothing invented) and records both failed calls with their tokens', async () => {
    const userId = randomUUID();
    fake.setMode('malformed');
    const input = researchInput(userId);
    const competitors = await intelligence.researchCompetitors(input);
    expect(competitors).toMatchObject({ source: 'none', basis: 'UNKNOWN', data: [] });
    expect(competitors.fallbackReason).toMatch(/invalid output twice/);
    expect(fake.countFor('competitors')).toBe(2);

    fake.setMode('wrong-shape');
    const keywords = await intelligence.researchKeywords(input);
    expect(keywords).toMatchObject({ source: 'none', basis: 'UNKNOWN', data: [] });

    const rows = await usageRows(userId);
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.success).toBe(false);
      expect(row.error).toMatch(/^Invalid output: /);
      expect(row.totalTokens).toBe(TOKENS_PER_CALL);
      expect(row.estimatedCost).toBeGreaterThan(0);
    }
  });

  it('gives up on 429 insufficient_quota, records the failure and reports AI as not live until a call succeeds', async () => {
    const userId = randomUUID();
    expect(await intelligence.aiStatus(userId)).toEqual({
      live: true,
      state: 'LIVE',
      provider: 'openai',
      model: 'gpt-4o-mini',
      reason: null,
    });
    fake.setMode('quota');
    const keywordsWithoutQuota = await intelligence.researchKeywords(researchInput(userId));
    expect(keywordsWithoutQuota).toMatchObject({ source: 'none', basis: 'UNKNOWN', data: [] });
    expect(keywordsWithoutQuota.fallbackReason).toMatch(/^OpenAI quota exceeded \(429 insufficient_quota\)/);
    expect(fake.countFor('keywords')).toBe(1);
    const description = await intelligence.describeIdea({ name: 'QuotaIdea', category: null, notes: null }, { userId, projectId: null });
    // The user's own words to complete: nothing written for them.
    expect(description).toMatchObject({ source: 'user', name: 'QuotaIdea', description: '', targetMarket: '', keyFeatures: [] });

    const rows = await usageRows(userId);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ operation: 'keywords', success: false, failure: 'quota', totalTokens: 0, estimatedCost: 0 });
    expect(rows[0]!.error).toContain('insufficient_quota');

    const status = await intelligence.aiStatus(userId);
    expect(status.live).toBe(false);
    expect(status.state).toBe('QUOTA');
    expect(status.reason).toContain('quota');

    fake.setMode('success');
    expect((await intelligence.researchKeywords(researchInput(userId))).source).toBe('openai');
    expect((await intelligence.aiStatus(userId)).live).toBe(true);
  });

  it('treats no answer within OPENAI_TIMEOUT_MS as transient (the run waits), gives up when told to, and records the timeouts', async () => {
    const userId = randomUUID();
    fake.setMode('slow');
    await expect(intelligence.researchKeywords(researchInput(userId))).rejects.toMatchObject({
      name: 'AiUnavailableError',
      kind: 'timeout',
    });
    const keywords = await intelligence.researchKeywords(researchInput(userId), { fallbackOnTransientError: true });
    expect(keywords).toMatchObject({ source: 'none', basis: 'UNKNOWN', data: [] });
    expect(keywords.fallbackReason).toBe(
      `OpenAI did not answer within ${TIMEOUT_MS} ms; no keyword data source configured (DATAFORSEO_LOGIN/DATAFORSEO_PASSWORD)`,
    );
    const [row] = await usageRows(userId);
    expect(row).toMatchObject({
      operation: 'keywords',
      success: false,
      failure: 'timeout',
      error: `Timeout after ${TIMEOUT_MS} ms`,
      totalTokens: 0,
    });
    expect(row!.durationMs).toBeGreaterThan(0);
  });

  it('throws AiUnavailableError on a transient failure so the stage is retried, or gives up when asked to', async () => {
    const userId = randomUUID();
    fake.setMode('server-error');
    const input = researchInput(userId);
    await expect(intelligence.researchCompetitors(input)).rejects.toBeInstanceOf(AiUnavailableError);
    const lastTry = await intelligence.researchCompetitors(input, { fallbackOnTransientError: true });
    expect(lastTry).toMatchObject({ source: 'none', basis: 'UNKNOWN', data: [] });
    expect(lastTry.fallbackReason).toMatch(/^OpenAI request failed/);
    // The interactive description step never fails on a transient error.
    expect((await intelligence.describeIdea({ name: 'PetPal', category: null, notes: null }, { userId, projectId: null })).source).toBe(
      'user',
    );
    const rows = await usageRows(userId);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => !row.success && row.totalTokens === 0)).toBe(true);
  });

  it('stops asking once the daily token budget is spent, without calling the provider', async () => {
    const userId = randomUUID();
    const input = researchInput(userId);
    await server.application.services.orm.em
      .fork()
      .getConnection()
      .execute(`insert into ai_token_reservations (user_id, day, tokens) values (?, (now() at time zone 'utc')::date, ?)`, [
        userId,
        BUDGET - LEFT_TODAY,
      ]);
    // Each call reserves its prompt and answer ceiling first, so calls stop before the budget is passed.
    let answered = 0;
    while ((await intelligence.researchKeywords(input)).source === 'openai') answered += 1;
    expect(answered).toBeGreaterThanOrEqual(2);
    expect(answered * TOKENS_PER_CALL).toBeLessThanOrEqual(LEFT_TODAY);
    const requestsBefore = fake.requestCount;
    const over = await intelligence.researchCompetitors(input);
    expect(over).toMatchObject({ source: 'none', basis: 'UNKNOWN', data: [] });
    expect(over.fallbackReason).toMatch(/^Daily AI token budget reached/);
    expect(fake.requestCount).toBe(requestsBefore);
    // Spent: another call's reservation no longer fits.
    await server.application.services.orm.em
      .fork()
      .getConnection()
      .execute(`update ai_token_reservations set tokens = ? where user_id = ?`, [BUDGET, userId]);
    const status = await intelligence.aiStatus(userId);
    expect(status).toMatchObject({ live: false, state: 'BUDGET_REACHED' });
    expect(status.reason).toContain('Daily AI token budget reached');
    // Another user still has their own budget.
    expect((await intelligence.researchCompetitors(researchInput(randomUUID()))).source).toBe('openai');
  });

  it('counts only today (UTC) towards the budget', async () => {
    const userId = randomUUID();
    await server.application.services.orm.em
      .fork()
      .getConnection()
      .execute(`insert into ai_token_reservations (user_id, day, tokens) values (?, (now() at time zone 'utc')::date - 1, ?)`, [
        userId,
        BUDGET,
      ]);
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

  it('writes nothing for the user: the description is their own words, research sections are unknown and empty, nothing metered', async () => {
    const intelligence = server.application.services.intelligence;
    const userId = randomUUID();
    const description = await intelligence.describeIdea(
      { name: 'PetPal', category: null, notes: 'dog walkers' },
      { userId, projectId: null },
    );
    expect(description).toMatchObject({
      name: 'PetPal',
      source: 'user',
      description: 'dog walkers',
      targetMarket: '',
      keyFeatures: [],
      fallbackReason: NO_KEY_REASON,
    });
    expect(description.provenance).toMatchObject({ basis: 'UNKNOWN', source: { provider: 'user', url: null } });
    expect(description.provenance.source.model ?? null).toBeNull();
    const input = researchInput(userId);
    for (const result of [await intelligence.researchCompetitors(input), await intelligence.researchKeywords(input)]) {
      expect(result).toMatchObject({ source: 'none', basis: 'UNKNOWN', data: [] });
      expect(result.fallbackReason!.startsWith(NO_KEY_REASON)).toBe(true);
    }
    // Legal never invents records.
    expect((await intelligence.researchLegal(input)).data).toMatchObject({ trademarks: [], patents: [] });
    expect(await server.application.services.orm.em.fork().count(AiUsage, { userId })).toBe(0);
    expect(await intelligence.aiStatus(userId)).toEqual({
      live: false,
      state: 'NO_KEY',
      provider: null,
      model: null,
      reason: `${NO_KEY_REASON}: research shows only what real sources measured, and the description is the user's own.`,
    });
  });

  it('leaves out what the research settings exclude', async () => {
    const intelligence = server.application.services.intelligence;
    const none = await intelligence.researchLegal(
      researchInput(randomUUID(), { options: { ...DEFAULT_RESEARCH_OPTIONS, includeTrademarks: false, includePatents: false } }),
    );
    expect(none.data).toMatchObject({ conflicts: false, trademarks: [], patents: [], trademarksSearched: false, patentsSearched: false });
  });

  it('leaves offline domain checks unknown (no guess), without prices', async () => {
    const domains = await server.application.services.intelligence.checkDomains(researchInput(randomUUID()));
    expect(domains).toMatchObject({ source: 'none', basis: 'UNKNOWN' });
    expect(domains.data).toHaveLength(16);
    expect(
      domains.data.every(
        (domain) => domain.status === 'UNKNOWN' && domain.basis === 'UNKNOWN' && domain.price === null && !domain.available,
      ),
    ).toBe(true);
  });
});
