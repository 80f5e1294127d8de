/**
 * Keyword figures come from a keyword source only. Google reporting no competition or CPC for a keyword is no
 * data (null), never "Low" and $0, and the score counts it neither as easy nor as a free click. With only an AI
 * key, the model proposes keyword phrases, never volumes, costs or trends, and the keyword parts of the score are
 * not scored rather than scored from invented figures.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createSignedInUser, setPlan } from '../support/factories.js';
import { DEFAULT_KEYWORD_IDEAS, startFakeDataForSeo } from '../support/fake-dataforseo.js';
import { startFakeOpenAi } from '../support/fake-openai.js';
import { startTestServer } from '../support/test-server.js';
import { IDEA, waitForResults } from './research-support.js';

const RESULTS = `query($id: ID!) {
  researchResults(projectId: $id) { keywords { keyword searchVolume difficulty cpc trend monthlySearches { month } basis } }
  project(id: $id) { scoreBreakdown { marketOpportunity { score reason basis } keywordOpportunity { score reason basis } } }
}`;

const closers: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => undefined);
});

async function researched(environment: Record<string, string>) {
  const server = await startTestServer({ ...environment, RESEARCH_STAGE_RETRY_DELAY_MS: '20' });
  closers.push(() => server.stop());
  const owner = await createSignedInUser(server);
  await setPlan(server, owner.id, 'pro');
  const created = await owner.client.post('/api/projects', IDEA);
  expect(created.status).toBe(201);
  const done = await waitForResults(owner.client, created.body.id, ['complete', 'failed'], 60_000);
  expect(done.status).toBe('complete');
  const answer = await owner.client.graphql(RESULTS, { id: created.body.id });
  expect(answer.errors).toBeUndefined();
  const rest = await owner.client.get(`/api/projects/${created.body.id}/results`);
  return { results: answer.data.researchResults, breakdown: answer.data.project.scoreBreakdown, rest: rest.body };
}

describe('keyword figures nobody measured', () => {
  it('Google reporting no competition or CPC: "no data" (null), neither easy nor a $0 click in the score', async () => {
    const flat = Array.from({ length: 12 }, () => 5000);
    const unreported = {
      keyword: 'dog walking service',
      searchVolume: 5000,
      competition: null,
      competitionIndex: null,
      cpc: null,
      lowBid: null,
      highBid: null,
      monthly: flat,
    };
    const [withIt, without] = await Promise.all(
      [[...DEFAULT_KEYWORD_IDEAS, unreported], DEFAULT_KEYWORD_IDEAS].map(async (ideas) => {
        const source = await startFakeDataForSeo({ ideas });
        closers.push(() => source.close());
        return researched(source.environment);
      }),
    );
    const keyword = withIt!.results.keywords.find((item: { keyword: string }) => item.keyword === 'dog walking service');
    expect(keyword).toMatchObject({ searchVolume: 5000, difficulty: null, cpc: null, trend: 'STABLE', basis: 'MEASURED' });
    expect(withIt!.rest.keywords.find((item: { keyword: string }) => item.keyword === 'dog walking service')).toMatchObject({
      difficulty: null,
      cpc: null,
    });
    // Not counted as an easy keyword: the keyword part is what it was without it.
    expect(withIt!.breakdown.keywordOpportunity).toEqual(without!.breakdown.keywordOpportunity);
    expect(withIt!.breakdown.keywordOpportunity.reason).toMatch(/an estimate from measured volumes/);
    // Not a $0 click: the price advertisers pay is the one of the keywords that have one.
    const price = (reason: string) => /advertisers pay about \$(\d+\.\d\d) per click/.exec(reason)?.[1];
    expect(price(withIt!.breakdown.marketOpportunity.reason)).toBe(price(without!.breakdown.marketOpportunity.reason));
  }, 120_000);

  it('only an AI key: the model’s keyword phrases without volumes, CPC, difficulty or trend; keyword parts not scored', async () => {
    const ai = await startFakeOpenAi();
    closers.push(() => ai.close());
    const { results, breakdown, rest } = await researched({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: ai.url });
    expect(results.keywords.length).toBeGreaterThan(0);
    for (const keyword of [...results.keywords, ...rest.keywords]) {
      expect(keyword).toMatchObject({ searchVolume: null, difficulty: null, cpc: null, trend: null, basis: 'ESTIMATED' });
      expect(keyword.monthlySearches ?? null).toBeNull();
    }
    expect(results.keywords[0].keyword).toBe('fake keyword 1');
    expect(breakdown.marketOpportunity).toMatchObject({ basis: 'UNKNOWN', score: 12 });
    expect(breakdown.keywordOpportunity.basis).toBe('UNKNOWN');
    for (const part of [breakdown.marketOpportunity, breakdown.keywordOpportunity]) {
      expect(part.reason).toMatch(/^The AI suggested \d+ keywords, but no keyword source measured their searches/);
      expect(part.reason).not.toMatch(/monthly searches across|rising|per click/);
    }
  }, 120_000);
});
