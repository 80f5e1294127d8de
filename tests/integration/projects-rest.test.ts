import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCORE_PART_KEYS } from '../../api/src/research/score/score-entry.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { IDEA, queryDatabase, waitForResults } from './research-support.js';

describe('projects over REST', () => {
  let server: TestServer;
  let owner: SignedUpUser;

  beforeAll(async () => {
    server = await startTestServer({ RESEARCH_STAGE_RETRY_DELAY_MS: '10' });
    owner = await createSignedInUser(server);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('creates a project at step 2, researches it to complete with every section and a score', async () => {
    const created = await owner.client.post('/api/projects', IDEA);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: IDEA.name,
      category: 'Mobile App',
      description: IDEA.description,
      targetMarket: IDEA.targetMarket,
      keyFeatures: IDEA.keyFeatures,
      notes: IDEA.notes,
      researchData: { notes: IDEA.notes },
      currentStep: 2,
      status: 'researching',
      score: null,
    });

    const results = await waitForResults(owner.client, created.body.id);
    expect(results.status).toBe('complete');
    expect(results.description).toBe(IDEA.description);
    expect(results.domains.length).toBeGreaterThan(0);
    // Spec §3 fields first, then each item's provenance (DOMAIN_CHECK=offline in tests: nobody asked, unknown).
    expect(results.domains[0]).toEqual({
      domain: expect.stringMatching(/^[a-z0-9]+\.[a-z]+$/),
      available: false,
      status: 'UNKNOWN',
      price: null,
      priceListDate: null,
      priceNote: null,
      basis: 'UNKNOWN',
      source: { provider: 'none', url: null, retrievedAt: expect.any(String) },
    });
    // No source and no model: nothing invented.
    expect(results.competitors).toEqual([]);
    expect(results.keywords).toEqual([]);
    // No real search ran: legal is unknown, never clear.
    expect(results.legal).toMatchObject({
      conflicts: false,
      trademarks: [],
      patents: [],
      trademarksSearched: false,
      patentsSearched: false,
    });
    for (const section of ['domains', 'competitors', 'keywords']) {
      expect(results.sections[section]).toMatchObject({ status: 'complete', source: 'none', basis: 'UNKNOWN', error: null });
    }
    expect(results.sections.legal).toMatchObject({ status: 'complete', source: 'none', basis: 'UNKNOWN', error: null });

    const project = await owner.client.get(`/api/projects/${created.body.id}`);
    // Nothing measured: no total, but every part and what would measure it.
    expect(project.body).toMatchObject({
      status: 'complete',
      currentStep: 5,
      score: null,
      scoreAssessment: { enoughEvidence: false, measuredPoints: 0 },
    });
    expect(Object.keys(project.body.scoreBreakdown)).toHaveLength(6);
    expect(project.body.scoreAssessment.missingEvidence).toHaveLength(5); // every measurable part (viability is a model’s reading, never measured)

    const rows = await queryDatabase(
      server.databaseUrl,
      'select section, count(*)::int as count from research_sections where project_id = $1 group by section',
      [created.body.id],
    );
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.count === 1)).toBe(true);
  });

  it('lists the viewer’s projects newest first', async () => {
    const user = await createSignedInUser(server);
    const first = await user.client.post('/api/projects', { ...IDEA, name: 'First idea' });
    const second = await user.client.post('/api/projects', { ...IDEA, name: 'Second idea' });
    const list = await user.client.get('/api/projects');
    expect(list.status).toBe(200);
    expect(list.body.map((project: { id: string }) => project.id)).toEqual([second.body.id, first.body.id]);
    await waitForResults(user.client, first.body.id);
    await waitForResults(user.client, second.body.id);
  });

  it('a second start while research is running keeps the one run', async () => {
    // Hold the competitors stage so the run is surely still active at the second start.
    const intelligence = server.application.services.intelligence;
    const original = intelligence.researchCompetitors;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    intelligence.researchCompetitors = async (...args) => {
      await gate;
      return original.apply(intelligence, args);
    };
    try {
      const created = await owner.client.post('/api/projects', { ...IDEA, name: 'Twice started' });
      const again = await owner.client.post(`/api/projects/${created.body.id}/research`);
      expect(again.status).toBe(202);
      expect(again.body.status).toBe('researching');
      const graphql = await owner.client.graphql(`mutation($id: ID!) { startResearch(projectId: $id) { status } }`, {
        id: created.body.id,
      });
      expect(graphql).toEqual({ data: { startResearch: { status: 'RESEARCHING' } } });
      release();
      await waitForResults(owner.client, created.body.id);
      const runs = await queryDatabase(server.databaseUrl, 'select status from research_runs where project_id = $1', [created.body.id]);
      expect(runs).toEqual([{ status: 'complete' }]);
    } finally {
      release();
      intelligence.researchCompetitors = original;
    }
  });

  it('starting a finished project again runs new research with the chosen options', async () => {
    const created = await owner.client.post('/api/projects', { ...IDEA, name: 'Options idea' });
    await waitForResults(owner.client, created.body.id);
    const restarted = await owner.client.post(`/api/projects/${created.body.id}/research`, {
      includePatents: false,
      includeTrademarks: true,
      domainExtensions: ['.com', 'io'],
      competitorAnalysisDepth: 'comprehensive',
    });
    expect(restarted.status).toBe(202);
    expect(restarted.body).toMatchObject({ status: 'researching', currentStep: 2, score: null });
    const results = await waitForResults(owner.client, created.body.id);
    expect(results.status).toBe('complete');
    expect(new Set(results.domains.map((domain: { domain: string }) => domain.domain.split('.').pop()))).toEqual(new Set(['com', 'io']));
    expect(results.competitors).toEqual([]);
    expect(results.legal.patents).toEqual([]);
    const runs = await queryDatabase(server.databaseUrl, 'select status from research_runs where project_id = $1 order by created_at', [
      created.body.id,
    ]);
    expect(runs.map((run) => run.status)).toEqual(['complete', 'complete']);
  });

  it('edits a project with PATCH and restarts its research', async () => {
    const created = await owner.client.post('/api/projects', { ...IDEA, name: 'Before edit' });
    const edited = await owner.client.patch(`/api/projects/${created.body.id}`, {
      name: '  After edit  ',
      category: 'e-commerce',
      description: 'A new description.',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'After edit',
      category: 'E-commerce',
      description: 'A new description.',
      status: 'researching',
      notes: IDEA.notes,
    });
    const results = await waitForResults(owner.client, created.body.id);
    expect(results).toMatchObject({ status: 'complete', description: 'A new description.' });
  });

  it('exports the project, its results and its score as a JSON attachment', async () => {
    const created = await owner.client.post('/api/projects', { ...IDEA, name: 'Exported idea' });
    await waitForResults(owner.client, created.body.id);
    const response = await owner.client.get(`/api/projects/${created.body.id}/export`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="research-export-\d{13}\.json"$/);
    expect(response.body.project).toMatchObject({ id: created.body.id, name: 'Exported idea', status: 'complete', currentStep: 5 });
    expect(response.body.results).toMatchObject({ status: 'complete', description: IDEA.description });
    expect(response.body.results.competitors).toEqual([]);
    expect(response.body.score).toMatchObject({ total: null, verdict: 'Not enough evidence to score yet' });
    expect(response.body.project.score).toBeNull();
    expect(Object.keys(response.body.score.breakdown)).toEqual(SCORE_PART_KEYS);
  });

  it('deletes a project with its runs, results and website', async () => {
    const created = await owner.client.post('/api/projects', { ...IDEA, name: 'Doomed idea' });
    await waitForResults(owner.client, created.body.id);
    const website = await owner.client.post(`/api/projects/${created.body.id}/generate-website`, {
      title: 'Doomed idea',
      primaryColor: '#3B82F6',
      secondaryColor: '#1E40AF',
      fontFamily: 'Inter',
      layout: 'modern',
    });
    expect(website.status).toBeLessThan(300);
    const deleted = await owner.client.delete(`/api/projects/${created.body.id}`);
    expect(deleted.status).toBe(200);
    expect((await owner.client.get(`/api/projects/${created.body.id}`)).status).toBe(404);
    expect((await owner.client.get(`/api/projects/${created.body.id}/results`)).status).toBe(404);
    const left = await queryDatabase(
      server.databaseUrl,
      `select (select count(*) from research_sections where project_id = $1)::int as sections,
        (select count(*) from research_runs where project_id = $1)::int as runs,
        (select count(*) from websites where project_id = $1)::int as websites`,
      [created.body.id],
    );
    expect(left).toEqual([{ sections: 0, runs: 0, websites: 0 }]);
  });

  it('generates an idea description and checks domains', async () => {
    const generated = await owner.client.post('/api/ideas/generate', { name: '  Pet Pal  ', category: 'Mobile App', notes: 'for dogs' });
    expect(generated.status).toBe(200);
    // No model: the user's own words (name and notes as typed), nothing generated; why, in the customer's words.
    expect(generated.body).toEqual({
      name: 'Pet Pal',
      description: 'for dogs',
      category: 'Mobile App',
      targetMarket: '',
      keyFeatures: [],
      source: 'user',
      basis: 'UNKNOWN',
      model: null,
      provenance: { provider: 'user', url: null, retrievedAt: expect.any(String) },
      fallbackReason: 'The AI service isn’t connected yet.',
    });
    const byName = await owner.client.post('/api/domains/check', { name: 'Pet Pal' });
    expect(byName.status).toBe(200);
    expect(byName.body.domains.map((domain: { domain: string }) => domain.domain)).toContain('petpal.com');
    const byList = await owner.client.post('/api/domains/check', { domains: ['Example.COM', 'petpal.io'] });
    expect(byList.body.domains.map((domain: { domain: string }) => domain.domain)).toEqual(['example.com', 'petpal.io']);
    const invalid = await owner.client.post('/api/domains/check', { domains: ['not a domain'] });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('"not a domain" is not a valid domain name');
  });
});
