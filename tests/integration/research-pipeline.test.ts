import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ResearchIntelligence } from '../../api/src/research/intelligence/research-intelligence.js';
import type { Competitor, ResearchInput, StageResult } from '../../api/src/research/research.types.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { IDEA, eventually, queryDatabase, sleep, startMeasuredSources, waitForResults, type MeasuredSources } from './research-support.js';

type Method = 'researchCompetitors' | 'researchKeywords' | 'researchLegal' | 'checkDomains';

describe('research pipeline under failure and superseding', () => {
  let server: TestServer;
  let owner: SignedUpUser;
  let intelligence: ResearchIntelligence;
  let sources: MeasuredSources;
  const originals = new Map<Method, unknown>();

  beforeAll(async () => {
    sources = await startMeasuredSources();
    server = await startTestServer({ ...sources.environment, RESEARCH_STAGE_ATTEMPTS: '3', RESEARCH_STAGE_RETRY_DELAY_MS: '20' });
    owner = await createSignedInUser(server);
    intelligence = server.application.services.intelligence;
  });
  afterEach(() => {
    // Test hook: stage methods are replaced on the one ResearchIntelligence instance, then restored.
    for (const [method, original] of originals) (intelligence as unknown as Record<string, unknown>)[method] = original;
    originals.clear();
  });
  afterAll(async () => {
    await server?.stop();
    await sources?.close();
  });

  function replaceStage<Data>(
    method: Method,
    replacement: (input: ResearchInput, original: (input: ResearchInput) => Promise<StageResult<Data>>) => Promise<StageResult<Data>>,
  ) {
    const original = (intelligence[method] as (input: ResearchInput) => Promise<StageResult<Data>>).bind(intelligence);
    originals.set(method, intelligence[method]);
    (intelligence as unknown as Record<string, unknown>)[method] = (input: ResearchInput) => replacement(input, original);
  }

  const sectionRows = (projectId: string) =>
    queryDatabase<{ section: string; status: string; attempts: number; error: string | null }>(
      server.databaseUrl,
      'select section, status, attempts, error from research_sections where project_id = $1 order by section',
      [projectId],
    );

  it('retries a failing stage with backoff and completes when a later try succeeds', async () => {
    let calls = 0;
    replaceStage<Competitor[]>('researchCompetitors', async (input, original) => {
      calls += 1;
      if (calls <= 2) throw new Error(`competitor provider hiccup ${calls}`);
      return original(input);
    });
    const created = await owner.client.post('/api/projects', { ...IDEA, name: 'Flaky competitors' });
    const results = await waitForResults(owner.client, created.body.id);
    expect(results.status).toBe('complete');
    expect(results.sections.competitors).toMatchObject({ status: 'complete', error: null });
    expect(results.competitors.length).toBeGreaterThan(0);
    expect(calls).toBe(3);
    const rows = await sectionRows(created.body.id);
    expect(rows.find((row) => row.section === 'competitors')).toMatchObject({ status: 'complete', attempts: 3 });
    expect(rows.filter((row) => row.section !== 'competitors').every((row) => row.attempts === 1)).toBe(true);
  });

  it('marks a stage failed with its error after the last try while the other stages finish', async () => {
    let calls = 0;
    replaceStage('researchKeywords', async () => {
      calls += 1;
      throw new Error('keyword provider is down');
    });
    const created = await owner.client.post('/api/projects', { ...IDEA, name: 'Broken keywords' });
    const results = await waitForResults(owner.client, created.body.id);
    expect(calls).toBe(3);
    expect(results.status).toBe('failed');
    // Stored with its error; the API says in the customer's words that the part could not be completed.
    expect((await sectionRows(created.body.id)).find((row) => row.section === 'keywords')).toMatchObject({
      status: 'failed',
      error: 'keyword provider is down',
    });
    expect(results.sections.keywords).toMatchObject({
      status: 'failed',
      error: 'This part of the research could not be completed; start the research again to retry it.',
    });
    expect(results.keywords).toEqual([]);
    for (const section of ['domains', 'competitors', 'legal']) expect(results.sections[section].status).toBe('complete');
    expect(results.competitors.length).toBeGreaterThan(0);
    expect(results.legal).not.toBeNull();
    const project = await owner.client.get(`/api/projects/${created.body.id}`);
    expect(project.body).toMatchObject({ status: 'failed', score: null, scoreBreakdown: null });
    expect(project.body.currentStep).toBeLessThan(5);

    // Starting again runs all stages anew; now they succeed.
    originals.forEach((original, method) => ((intelligence as unknown as Record<string, unknown>)[method] = original));
    originals.clear();
    await owner.client.post(`/api/projects/${created.body.id}/research`);
    const retried = await waitForResults(owner.client, created.body.id);
    expect(retried.status).toBe('complete');
    expect(retried.keywords.length).toBeGreaterThan(0);
  });

  it('an edit supersedes the running research: a late result of the old run never lands', async () => {
    let releaseOldRun: () => void = () => undefined;
    const oldRunGate = new Promise<void>((resolve) => (releaseOldRun = resolve));
    let oldRunReturned: () => void = () => undefined;
    const oldRunDone = new Promise<void>((resolve) => (oldRunReturned = resolve));
    replaceStage<Competitor[]>('researchCompetitors', async (input, original) => {
      if (input.description !== 'Old description') return original(input);
      await oldRunGate;
      oldRunReturned();
      const estimated = {
        basis: 'ESTIMATED' as const,
        assessmentBasis: 'ESTIMATED' as const,
        source: { provider: 'openai', url: null, retrievedAt: new Date().toISOString() },
      };
      return {
        data: [
          {
            name: 'LATE OLD-RUN COMPETITOR',
            website: null,
            description: 'stale',
            strengths: [],
            weaknesses: [],
            marketShare: null,
            ...estimated,
          },
        ],
        source: 'openai',
        basis: 'ESTIMATED',
      };
    });

    const created = await owner.client.post('/api/projects', { ...IDEA, name: 'Superseded', description: 'Old description' });
    const id = created.body.id;
    await eventually(
      async () => {
        const response = await owner.client.get(`/api/projects/${id}/results`);
        return response.body.sections.competitors.status === 'running' ? true : undefined;
      },
      10_000,
      'the old run to be researching competitors',
    );

    const edited = await owner.client.patch(`/api/projects/${id}`, { description: 'New description' });
    expect(edited.status).toBe(200);
    const results = await waitForResults(owner.client, id);
    expect(results).toMatchObject({ status: 'complete', description: 'New description' });
    const before = await owner.client.get(`/api/projects/${id}`);

    releaseOldRun();
    await oldRunDone;
    await sleep(300); // let the old run try its write, its score and its completion

    const after = await owner.client.get(`/api/projects/${id}/results`);
    expect(after.body.competitors.map((competitor: Competitor) => competitor.name)).not.toContain('LATE OLD-RUN COMPETITOR');
    expect(after.body).toEqual(results);
    const project = await owner.client.get(`/api/projects/${id}`);
    expect(project.body).toEqual(before.body);
    const runs = await queryDatabase(server.databaseUrl, 'select status from research_runs where project_id = $1 order by created_at', [
      id,
    ]);
    expect(runs.map((run) => run.status)).toEqual(['superseded', 'complete']);
    const rows = await sectionRows(id);
    expect(rows).toHaveLength(4);
  });

  it('deleting a project while its research runs stops the run quietly', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    replaceStage('researchLegal', async (input, original) => {
      await gate;
      return original(input);
    });
    const created = await owner.client.post('/api/projects', { ...IDEA, name: 'Deleted mid-run' });
    await eventually(async () => {
      const response = await owner.client.get(`/api/projects/${created.body.id}/results`);
      return response.body.sections.legal.status === 'running' ? true : undefined;
    });
    expect((await owner.client.delete(`/api/projects/${created.body.id}`)).status).toBe(200);
    release();
    await sleep(200);
    const left = await queryDatabase(
      server.databaseUrl,
      'select (select count(*) from research_sections where project_id = $1)::int as sections, (select count(*) from projects where id = $1)::int as projects',
      [created.body.id],
    );
    expect(left).toEqual([{ sections: 0, projects: 0 }]);
  });
});
