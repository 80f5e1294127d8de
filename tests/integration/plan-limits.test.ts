import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, setPlan } from '../support/factories.js';
import { startFakeSearxng, type FakeSearxng } from '../support/fake-searxng.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { IDEA, queryDatabase, waitForResults } from './research-support.js';
import { createProject } from './websites-fixtures.js';

/** The plans of spec §9 enforced on the server; a plan counts validations (billing.test.ts has more). */
describe('plan limits', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ RESEARCH_STAGE_RETRY_DELAY_MS: '10' });
  });
  afterAll(async () => {
    await server.stop();
  });

  const runOptions = async (projectId: string) => {
    const [row] = await queryDatabase<{ options: Record<string, unknown> }>(
      server.databaseUrl,
      `select r.options from research_runs r join projects p on p.current_run_id = r.id where p.id = $1`,
      [projectId],
    );
    return row!.options;
  };

  it('gives the Free plan 3 validations a month: the 4th is a 402 over REST and PLAN_LIMIT_REACHED over GraphQL', async () => {
    const user = await createSignedInUser(server, { plan: 'free' });
    for (let index = 0; index < 3; index += 1) {
      const created = await user.client.post('/api/projects', { ...IDEA, name: `Idea ${index}` });
      expect(created.status).toBe(201);
    }
    const refused = await user.client.post('/api/projects', IDEA);
    expect(refused.status).toBe(402);
    expect(refused.body).toEqual({
      message: 'Your Free plan includes 3 validations per month, and you have used them all. Upgrade your plan to validate more ideas.',
    });

    const overGraphQL = await user.client.graphql(`mutation($input: ProjectInput!) { createProject(input: $input) { id } }`, {
      input: IDEA,
    });
    expect(overGraphQL.errors?.[0]).toMatchObject({
      message: expect.stringContaining('Upgrade your plan'),
      extensions: { code: 'PLAN_LIMIT_REACHED' },
    });
    const [counted] = await queryDatabase<{ count: string }>(server.databaseUrl, 'select count(*) from projects where owner_id = $1', [
      user.id,
    ]);
    expect(Number(counted?.count)).toBe(3);
  });

  it('counts concurrent creations one after another, and only this month', async () => {
    const user = await createSignedInUser(server, { plan: 'free' });
    // A project from last month does not count.
    await user.client.post('/api/projects', IDEA);
    await queryDatabase(server.databaseUrl, `update validations set month = (month - interval '1 month')::date where user_id = $1`, [
      user.id,
    ]);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => user.client.post('/api/projects', { ...IDEA, name: `Burst ${index}` })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 402)).toHaveLength(5);
  });

  it('gives Basic 25 validations a month and Pro no limit', async () => {
    const basic = await createSignedInUser(server, { plan: 'basic' });
    await queryDatabase(
      server.databaseUrl,
      `insert into validations (user_id, month, idea_key) select $1, date_trunc('month', now() at time zone 'utc')::date, 'seeded ' || n from generate_series(1, 25) n`,
      [basic.id],
    );
    const refused = await basic.client.post('/api/projects', IDEA);
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe(
      'Your Basic plan includes 25 validations per month, and you have used them all. Upgrade your plan to validate more ideas.',
    );

    const pro = await createSignedInUser(server, { plan: 'pro' });
    await queryDatabase(
      server.databaseUrl,
      `insert into validations (user_id, month, idea_key) select $1, date_trunc('month', now() at time zone 'utc')::date, 'seeded ' || n from generate_series(1, 30) n`,
      [pro.id],
    );
    expect((await pro.client.post('/api/projects', IDEA)).status).toBe(201);
  });

  it('measures what the user chose on every plan and caps only the competitors shown', async () => {
    const options = { competitorAnalysisDepth: 'comprehensive' };
    const free = await createSignedInUser(server, { plan: 'free' });
    const freeProject = await free.client.post('/api/projects', { ...IDEA, options });
    expect(freeProject.status).toBe(201);
    // The same options as Pro: a capped list would read as "low competition" and change the score.
    expect(await runOptions(freeProject.body.id)).toMatchObject({ competitorAnalysisDepth: 'comprehensive' });
    expect(await runOptions(freeProject.body.id)).not.toHaveProperty('keywordLimit');
    await waitForResults(free.client, freeProject.body.id);
    const competitors = Array.from({ length: 11 }, (_, index) => ({
      name: `Rival ${index}`,
      website: null,
      description: 'A rival',
      strengths: [],
      weaknesses: [],
      marketShare: null,
      assessmentBasis: 'UNKNOWN',
      basis: 'MEASURED',
      source: { provider: 'searxng', url: `https://rival${index}.example/`, retrievedAt: new Date().toISOString() },
    }));
    await queryDatabase(
      server.databaseUrl,
      `update research_sections set data = $2::jsonb, status = 'complete' where project_id = $1 and section = 'competitors'`,
      [freeProject.body.id, JSON.stringify(competitors)],
    );
    expect((await free.client.get(`/api/projects/${freeProject.body.id}/results`)).body.competitors).toHaveLength(5);
    await setPlan(server, free.id, 'basic');
    expect((await free.client.get(`/api/projects/${freeProject.body.id}/results`)).body.competitors).toHaveLength(8);
    await setPlan(server, free.id, 'pro');
    expect((await free.client.get(`/api/projects/${freeProject.body.id}/results`)).body.competitors).toHaveLength(11);
  });

  it('keeps website generation and publishing off the Free plan', async () => {
    const user = await createSignedInUser(server, { plan: 'free' });
    const project = await createProject(server, user.id);
    const refused = await user.client.post(`/api/projects/${project.id}/generate-website`, {});
    expect(refused.status).toBe(402);
    expect(refused.body).toEqual({
      message: 'Website generation is not included in the Free plan. Upgrade your plan to generate a website.',
    });
    const overGraphQL = await user.client.graphql(
      `mutation($projectId: ID!) { generateWebsite(projectId: $projectId, input: { title: "T", primaryColor: "#3B82F6", secondaryColor: "#1E40AF", fontFamily: "Inter", layout: "modern" }) { id } }`,
      { projectId: project.id },
    );
    expect(overGraphQL.errors?.[0]?.extensions?.code).toBe('PLAN_LIMIT_REACHED');

    // Upgraded: the same request works; downgraded again, the site can be unpublished but not published.
    await setPlan(server, user.id, 'basic');
    const generated = await user.client.post(`/api/projects/${project.id}/generate-website`, {});
    expect(generated.status).toBe(200);
    await setPlan(server, user.id, 'free');
    expect((await user.client.post(`/api/websites/${generated.body.id}/publish`)).status).toBe(402);
    expect((await user.client.post(`/api/websites/${generated.body.id}/unpublish`)).status).toBe(200);
    // Another user's website stays "not found", whatever their plan.
    const stranger = await createSignedInUser(server, { plan: 'free' });
    expect((await stranger.client.post(`/api/websites/${generated.body.id}/publish`)).status).toBe(404);
  });
});

describe('the score does not depend on the plan', () => {
  let searxng: FakeSearxng;
  let server: TestServer;
  beforeAll(async () => {
    searxng = await startFakeSearxng();
    server = await startTestServer({ SEARXNG_URL: searxng.url, RESEARCH_STAGE_RETRY_DELAY_MS: '20' });
  });
  afterAll(async () => {
    await server.stop();
    await searxng.close();
  });

  it('scores the same idea the same on Free and Pro: every measured competitor counts, only the list shown is capped', async () => {
    const readings = [];
    for (const plan of ['free', 'pro'] as const) {
      const user = await createSignedInUser(server, { plan });
      const created = await user.client.post('/api/projects', IDEA);
      const results = await waitForResults(user.client, created.body.id);
      const project = (await user.client.get(`/api/projects/${created.body.id}`)).body;
      const overGraphQL = await user.client.graphql(
        `query($projectId: ID!) { researchResults(projectId: $projectId) { competitorCount competitors { name } } }`,
        { projectId: created.body.id },
      );
      readings.push({
        shown: results.competitors.length,
        found: results.competitorCount,
        graphQL: { found: overGraphQL.data?.researchResults.competitorCount, shown: overGraphQL.data?.researchResults.competitors.length },
        score: project.score,
        competition: project.scoreBreakdown?.competitionLevel,
      });
    }
    const [free, pro] = readings;
    // The fake's results hold 11 company sites; medium depth measures 8 on both plans; Free shows 5.
    expect(free!.shown).toBe(5);
    expect(pro!.shown).toBe(8);
    // The measured count (what the Competition tile reads) is the same on both plans, over REST and GraphQL.
    expect(free!.found).toBe(8);
    expect(pro!.found).toBe(8);
    expect(free!.graphQL).toEqual({ found: 8, shown: 5 });
    expect(pro!.graphQL).toEqual({ found: 8, shown: 8 });
    expect({ score: free!.competition.score, reason: free!.competition.reason }).toEqual({
      score: pro!.competition.score,
      reason: pro!.competition.reason,
    });
    expect(free!.competition.reason).toContain('8 competitors found');
    expect(free!.score).toBe(pro!.score);
  });
});
