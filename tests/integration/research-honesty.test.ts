/**
 * A report never presents a guess as measured, and writes nothing nobody measured. Offline (no model,
 * registries that do not answer) the description is the user's own words, every section no source
 * covered is UNKNOWN and empty with the reason; no record looks like a real office's; legal without a
 * real search is never "Clear" nor "Conflicts"; the score says there is not enough evidence; private
 * notes never reach the public site; and a real knockout search is MEASURED with links.
 */
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importTrademarks } from '../../api/src/research/trademarks/index.js';
import { createSignedInUser, setPlan, type SignedUpUser } from '../support/factories.js';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';
import { startFakeRdap, type FakeRdap } from '../support/fake-rdap.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { IDEA, repositoryRoot, RESULTS_FIELDS, storedSection, waitForResults } from './research-support.js';

/** Identifiers in the formats real offices publish: none may come from the sample generator. */
const REAL_FORMAT_IDENTIFIERS = [
  /\bUS ?\d{1,2},\d{3},\d{3}\b/, // granted US patent, "US 10,562,675"
  /\bUS ?\d{7,8} ?[AB]\d\b/, // "US10562675B2"
  /\bUS ?20\d{2}\/\d{7}\b/, // published US application
  /\bEP ?\d{7}(?: ?[AB]\d)?\b/, // European publication
  /\bWO ?\d{4}\/\d{6}\b/, // PCT publication
  /\b[789]\d{7}\b/, // USPTO serial number
];
const NOTES = 'Urban professionals in NYC, subscription pricing';

let rdap: FakeRdap;

beforeAll(async () => {
  // Every registry answers 500: "could not tell", which must never read as "taken".
  rdap = await startFakeRdap({ defaultAnswer: 500 });
});
afterAll(async () => {
  await rdap?.close();
});

describe('an offline run: no OpenAI key, registries that do not answer', () => {
  let server: TestServer;
  let owner: SignedUpUser;
  let projectId: string;
  let results: Record<string, any>;

  beforeAll(async () => {
    server = await startTestServer({ DOMAIN_CHECK: 'online', RDAP_BASE_URL: rdap.url });
    owner = await createSignedInUser(server);
    await setPlan(server, owner.id, 'pro');
    // The description step as a user takes it without a model: their own words, prefilled only with what they typed.
    const described = await owner.client.post('/api/ideas/generate', { name: 'PetPal Walks', category: 'Service Business', notes: NOTES });
    expect(described.status).toBe(200);
    expect(described.body).toMatchObject({
      source: 'user',
      basis: 'UNKNOWN',
      model: null,
      name: 'PetPal Walks',
      category: 'Service Business',
      description: NOTES,
      targetMarket: '',
      keyFeatures: [],
    });
    // In the customer's words (the stored sections below keep the operator's "No AI model is configured").
    expect(described.body.fallbackReason).toBe('The AI service isn’t connected yet.');
    // The user completes the guided template (who it is for, the problem, the solution, how it earns money).
    const description =
      'Dog owners who work long hours. Their dogs wait alone all day. Vetted local walkers book in an app. A fee per walk.';
    const created = await owner.client.post('/api/projects', {
      name: described.body.name,
      category: described.body.category,
      description,
      targetMarket: 'Dog owners who work long hours',
      keyFeatures: [],
      notes: NOTES,
    });
    expect(created.status).toBe(201);
    projectId = created.body.id;
    await waitForResults(owner.client, projectId, ['complete', 'failed'], 60_000);
    const read = await owner.client.graphql(`query($id: ID!) { researchResults(projectId: $id) { ${RESULTS_FIELDS} } }`, { id: projectId });
    expect(read.errors).toBeUndefined();
    results = read.data.researchResults;
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('shows every domain as UNKNOWN: not available, not taken, no price', async () => {
    expect(results.domains.length).toBeGreaterThan(0);
    for (const domain of results.domains) {
      expect(domain).toMatchObject({ status: 'UNKNOWN', available: false, price: null, basis: 'UNKNOWN' });
    }
    expect(results.sections.domains).toMatchObject({ status: 'COMPLETE', basis: 'UNKNOWN' });
    expect((await storedSection(server, projectId, 'domains')).fallbackReason).toMatch(/no answer from RDAP or DNS/);
    expect(results.sections.domains.fallbackReason).toBe('We couldn’t reach the domain registries just now; try again later.');
  });

  it('leaves the sections no source covered UNKNOWN and empty, with the reason: no sample rows, no invented volumes', async () => {
    for (const section of ['competitors', 'keywords'] as const) {
      expect(results.sections[section]).toMatchObject({ status: 'COMPLETE', source: 'NONE', basis: 'UNKNOWN' });
      expect((await storedSection(server, projectId, section)).fallbackReason).toMatch(/No AI model is configured/);
      expect(results[section]).toEqual([]);
    }
    expect(results.sections.competitors.fallbackReason).toBe(
      'The AI service isn’t connected yet. Live web search isn’t connected yet, so competitors are not looked up.',
    );
    expect(results.sections.keywords.fallbackReason).toBe(
      'The AI service isn’t connected yet. Live keyword data isn’t connected yet, so search volumes are not measured.',
    );
    expect(results.sampleNotice.sample).toBe(false);
  });

  it('leaves legal UNKNOWN (not searched): no marks, no patents, no conflict, never clear', async () => {
    expect(results.legal).toMatchObject({
      conflicts: false,
      trademarks: [],
      patents: [],
      trademarksSearched: false,
      patentsSearched: false,
    });
    const stored = (await storedSection(server, projectId, 'legal')).data;
    expect(stored.trademarkSearch).toMatchObject({ basis: 'UNKNOWN', reason: 'Trademark data not imported (pnpm trademarks:import)' });
    expect(stored.patentSearch.reason).toMatch(/EPO_OPS_KEY/);
    expect(results.legal.trademarkSearch).toMatchObject({
      basis: 'UNKNOWN',
      reason: 'Trademark search isn’t set up yet, so trademarks were not checked.',
    });
    expect(results.legal.patentSearch).toMatchObject({
      basis: 'UNKNOWN',
      reason: 'Patent search isn’t set up yet, so patents were not checked.',
    });
    // No setting name, command, status or raw provider error in what the API gives the customer.
    expect(JSON.stringify(results)).not.toMatch(/[A-Z]{3,}_[A-Z_]{3,}|pnpm|RDAP|\b[45]\d\d\b|No AI model is configured/);
    expect(results.sections.legal.basis).toBe('UNKNOWN');
    const project = await owner.client.get(`/api/projects/${projectId}`);
    // Neutral: neither rewarded as clear nor punished as a conflict.
    expect(project.body.scoreBreakdown.legalRisk.score).toBe(5);
  });

  it('contains no identifier in a real office format anywhere in the results', () => {
    const text = JSON.stringify(results);
    for (const pattern of REAL_FORMAT_IDENTIFIERS) expect(text, String(pattern)).not.toMatch(pattern);
  });

  it('exports no sample flag, the unknown sections with their reasons in the customer’s words, and every provenance field', async () => {
    const exported = await owner.client.get(`/api/projects/${projectId}/export`);
    expect(exported.status).toBe(200);
    expect(exported.body.sample).toBe(false);
    expect(exported.body.results.sections.competitors).toMatchObject({
      basis: 'UNKNOWN',
      fallbackReason: 'The AI service isn’t connected yet. Live web search isn’t connected yet, so competitors are not looked up.',
    });
    expect(exported.body.results.sections.domains.fallbackReason).toBe(
      'We couldn’t reach the domain registries just now; try again later.',
    );
    expect(exported.body.results.legal.trademarkSearch.reason).toBe('Trademark search isn’t set up yet, so trademarks were not checked.');
    // No setting name, command, status or raw provider error in the customer's document (the evidence rows are the calls as made).
    const { evidence: _calls, ...document } = exported.body;
    expect(JSON.stringify(document)).not.toMatch(/[A-Z]{3,}_[A-Z_]{3,}|pnpm|RDAP|\b[45]\d\d\b|No AI model is configured/);
    expect(exported.body.results.domains[0]).toMatchObject({
      status: 'UNKNOWN',
      basis: 'UNKNOWN',
      source: { provider: expect.any(String), retrievedAt: expect.any(String) },
    });
    expect(exported.body.results.keywords).toEqual([]);
    expect(exported.body.results.legal.trademarkSearch).toMatchObject({ basis: 'UNKNOWN' });
    expect(Array.isArray(exported.body.evidence)).toBe(true);
    const rest = await owner.client.get(`/api/projects/${projectId}/results`);
    expect(rest.body.keywords).toEqual([]);
    expect(rest.body.sampleNotice.sample).toBe(false);
  });

  it('counts Analytics from the research itself: no unknown domain is "found" or a fact, nothing sample', async () => {
    const analytics = await owner.client.get('/api/research/analytics?timeZone=UTC');
    expect(analytics.status).toBe(200);
    expect(analytics.body).toMatchObject({
      availableDomains: 0,
      checkedDomains: 0,
      facts: 0,
      measuredFacts: 0,
      sampleFacts: 0,
      thisMonth: 1,
      lastMonth: 0,
    });
    // The domains no registry answered are lookups without an answer, not facts.
    expect(results.domains.length).toBeGreaterThan(0);
    expect(analytics.body.unansweredLookups).toBe(results.domains.length);
    expect(analytics.body.averageResearchSeconds).toEqual(expect.any(Number));
    const bad = await owner.client.get('/api/research/analytics?timeZone=Mars/Base');
    expect(bad.status).toBe(400);
  });

  it('never publishes the private notes on the public site', async () => {
    const design = { title: 'PetPal Walks', primaryColor: '#3B82F6', secondaryColor: '#1E40AF', fontFamily: 'Inter', layout: 'modern' };
    const generated = await owner.client.post(`/api/projects/${projectId}/generate-website`, design);
    expect(generated.status).toBeLessThan(300);
    const published = await owner.client.post(`/api/websites/${generated.body.id}/publish`);
    expect(published.status).toBe(200);
    const site = await server.client().get(`/site/${generated.body.slug}`);
    expect(site.status).toBe(200);
    expect(site.text).toContain('PetPal Walks');
    expect(site.text).not.toContain('Urban professionals');
    expect(site.text).not.toContain('subscription pricing');
  });
});

describe('with an AI key but no trademark data', () => {
  let server: TestServer;
  let openai: FakeOpenAi;
  let owner: SignedUpUser;
  let estimatedProjectId: string;

  beforeAll(async () => {
    openai = await startFakeOpenAi();
    server = await startTestServer({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.url });
    owner = await createSignedInUser(server);
  });
  afterAll(async () => {
    await server?.stop();
    await openai?.close();
  });

  it('labels the model’s answers ESTIMATED, and legal stays UNKNOWN instead of "No trademark conflicts found"', async () => {
    const created = await owner.client.post('/api/projects', { ...IDEA, name: 'Estimated idea' });
    estimatedProjectId = created.body.id;
    const body = await waitForResults(owner.client, created.body.id);
    expect(body.status).toBe('complete');
    expect(body.sections.keywords).toMatchObject({ source: 'openai', basis: 'ESTIMATED' });
    for (const keyword of body.keywords) expect(keyword).toMatchObject({ basis: 'ESTIMATED', source: { provider: 'openai', url: null } });
    expect(body.legal).toMatchObject({ conflicts: false, trademarksSearched: false, trademarkSearch: { basis: 'UNKNOWN' } });
    expect(body.sections.legal.basis).toBe('UNKNOWN');
    // The model is never asked for trademarks or patents: its memory is not a register.
    expect(openai.requests.some((request) => request.operation === 'legal')).toBe(false);
  });

  it('does not count the model’s competitors and keywords as analysed or researched on Analytics', async () => {
    const results = await waitForResults(owner.client, estimatedProjectId);
    expect(results.keywords.length).toBeGreaterThan(0);
    expect(results.competitors.length).toBeGreaterThan(0);
    for (const competitor of results.competitors) expect(competitor.basis).toBe('ESTIMATED');
    const answer = await owner.client.graphql(
      '{ researchAnalytics(timeZone: "UTC") { competitors keywords measuredCompetitorSections measuredKeywordSections facts } }',
    );
    expect(answer.errors).toBeUndefined();
    // Estimated items are facts (graded as not measured), never counts the screen shows as found; no source measured
    // either section, so the screen says "not measured" rather than 0.
    expect(answer.data.researchAnalytics).toMatchObject({
      competitors: 0,
      keywords: 0,
      measuredCompetitorSections: 0,
      measuredKeywordSections: 0,
    });
    expect(answer.data.researchAnalytics.facts).toBeGreaterThanOrEqual(results.keywords.length + results.competitors.length);
    const rest = await owner.client.get('/api/research/analytics?timeZone=UTC');
    expect(rest.body).toMatchObject({ competitors: 0, keywords: 0, measuredCompetitorSections: 0, measuredKeywordSections: 0 });
  });
});

describe('with USPTO case files imported', () => {
  let server: TestServer;
  let owner: SignedUpUser;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await createSignedInUser(server);
    const pool = new pg.Pool({ connectionString: server.databaseUrl, max: 2 });
    try {
      await importTrademarks(pool, path.join(repositoryRoot, 'tests/fixtures/uspto/apc261120-sample.xml'));
    } finally {
      await pool.end();
    }
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('reports MEASURED marks linked to their TSDR records, and a live identical mark in a relevant class as a conflict', async () => {
    const created = await owner.client.post('/api/projects', { ...IDEA, name: 'PawPal', category: 'SaaS/Software' });
    const body = await waitForResults(owner.client, created.body.id);
    expect(body.legal.trademarkSearch).toMatchObject({ basis: 'MEASURED', provider: 'uspto' });
    expect(body.legal.trademarksSearched).toBe(true);
    expect(body.legal.trademarks.length).toBeGreaterThan(0);
    for (const mark of body.legal.trademarks) {
      expect(mark).toMatchObject({
        basis: 'MEASURED',
        source: { provider: 'uspto', url: expect.stringContaining(`caseNumber=${mark.serialNumber}`) },
      });
    }
    expect(body.legal.conflicts).toBe(true);
    expect(body.sections.legal).toMatchObject({ basis: 'MEASURED', source: 'uspto' });
  });
});
