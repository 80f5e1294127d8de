/**
 * The operator's wording (setting names, commands, raw errors) is readable by admins only;
 * the operator's name and contact are public (the footer's Privacy, Terms and Security pages); RDAP
 * lookups without an answer show on the Research sources card as a failure, not "not used yet"; a
 * customer's script (API token) reads research reasons in the customer's words.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startFakeSearxng, type FakeSearxng } from '../support/fake-searxng.js';
import type { TestClient } from '../support/test-client.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearerClient, issueToken } from './api-tokens.support.js';
import { IDEA, RESULTS_FIELDS, storedSection, waitForResults } from './research-support.js';

const ADMIN_EMAIL = 'operator-wording-admin@example.com';
let server: TestServer;
let customer: SignedUpUser;
let admin: SignedUpUser;

beforeAll(async () => {
  // Registries out of reach: a closed port for RDAP, and no network for DNS.
  server = await startTestServer({
    ADMIN_EMAILS: ADMIN_EMAIL,
    OPERATOR_NAME: 'Example Operator Ltd',
    OPERATOR_EMAIL: 'privacy@operator.example',
    DOMAIN_CHECK: 'online',
    RDAP_BASE_URL: 'http://127.0.0.1:9',
  });
  customer = await createSignedInUser(server);
  admin = await createSignedInUser(server, { email: ADMIN_EMAIL });
});

afterAll(async () => {
  await server?.stop();
});

describe('operator wording', () => {
  test('operatorContact is public and comes from OPERATOR_NAME and OPERATOR_EMAIL', async () => {
    const anonymous = await server.client().graphql('{ operatorContact { name email } }');
    expect(anonymous).toEqual({ data: { operatorContact: { name: 'Example Operator Ltd', email: 'privacy@operator.example' } } });
  });

  test('operatorDetail is refused to a customer (FORBIDDEN) and given to an admin', async () => {
    for (const query of ['{ aiStatus { state operatorDetail } }', '{ researchSources { name operatorDetail } }']) {
      const refused = await customer.client.graphql(query);
      expect(refused.errors?.[0]).toMatchObject({ message: 'Admin access required', extensions: { code: 'FORBIDDEN' } });
    }
    const sources = await admin.client.graphql<{ researchSources: { name: string; operatorDetail: string | null }[] }>(
      '{ researchSources { name operatorDetail } }',
    );
    expect(sources.errors).toBeUndefined();
    expect(sources.data!.researchSources.find((source) => source.name === 'tavily')?.operatorDetail).toBe(
      'Not configured: set TAVILY_API_KEY.',
    );
    const ai = await admin.client.graphql<{ aiStatus: { operatorDetail: string | null } }>('{ aiStatus { operatorDetail } }');
    expect(ai.data!.aiStatus.operatorDetail).toMatch(/OPENAI_API_KEY/);
  });

  test('setting names, commands and the AI status reason answer null for a customer (GraphQL and REST) and are given to an admin', async () => {
    const sourcesQuery = '{ researchSources { name settings howToEnable } }';
    type Sources = { researchSources: { name: string; settings: string[]; howToEnable: string }[] };
    const customerSources = await customer.client.graphql<Sources>(sourcesQuery);
    expect(customerSources.errors).toBeUndefined();
    for (const source of customerSources.data!.researchSources)
      expect(source).toMatchObject({ settings: [], howToEnable: 'Whoever runs your IdeaScope can connect this source.' });
    const adminSources = await admin.client.graphql<Sources>(sourcesQuery);
    expect(adminSources.data!.researchSources.find((source) => source.name === 'tavily')).toEqual({
      name: 'tavily',
      settings: ['TAVILY_API_KEY'],
      howToEnable: 'set TAVILY_API_KEY',
    });

    const statusQuery = '{ aiStatus { state reason } }';
    const customerStatus = await customer.client.graphql<{ aiStatus: { state: string; reason: string | null } }>(statusQuery);
    expect(customerStatus.data!.aiStatus).toEqual({ state: 'NO_KEY', reason: null });
    const adminStatus = await admin.client.graphql<{ aiStatus: { state: string; reason: string | null } }>(statusQuery);
    expect(adminStatus.data!.aiStatus.reason).toMatch(/OPENAI_API_KEY/);

    const restSources = await customer.client.get('/api/research/sources');
    for (const source of restSources.body.sources)
      expect(source).toMatchObject({ settings: [], howToEnable: 'Whoever runs your IdeaScope can connect this source.', lastError: null });
    const restStatus = await customer.client.get('/api/ai/status');
    expect(restStatus.body).toMatchObject({ state: 'NO_KEY', reason: null });
    expect((await admin.client.get('/api/ai/status')).body.reason).toMatch(/OPENAI_API_KEY/);
  });

  test('domain lookups without an answer are the registries’ last error, never "not used yet"', async () => {
    const checked = await customer.client.post('/api/domains/check', { domains: ['parcel-lockers-walk.com', 'parcel-lockers-walk.net'] });
    expect(checked.status).toBe(200);
    expect(checked.body.domains.map((domain: { status: string }) => domain.status)).toEqual(['UNKNOWN', 'UNKNOWN']);
    const sources = await admin.client.graphql<{
      researchSources: { name: string; lastErrorAt: string | null; lastError: string | null; operatorDetail: string | null }[];
    }>('{ researchSources { name lastErrorAt lastError operatorDetail } }');
    const rdap = sources.data!.researchSources.find((source) => source.name === 'rdap')!;
    expect(rdap.lastErrorAt).not.toBeNull();
    expect(rdap.lastError).toBe('no answer from RDAP or DNS for 2 lookups');
    expect(rdap.operatorDetail).toBe('Last error: no answer from RDAP or DNS for 2 lookups');
    // A customer learns that the source failed and when, never the error's text (it may quote another user's search).
    const customerSources = await customer.client.graphql<{
      researchSources: { name: string; lastErrorAt: string | null; lastError: string | null }[];
    }>('{ researchSources { name lastErrorAt lastError } }');
    const customerRdap = customerSources.data!.researchSources.find((source) => source.name === 'rdap')!;
    expect(customerRdap.lastErrorAt).toBe(rdap.lastErrorAt);
    expect(customerRdap.lastError).toBeNull();
    const rest = await customer.client.get('/api/research/sources');
    expect(rest.body.sources.every((source: { lastError: string | null }) => source.lastError === null)).toBe(true);
  });

  test('a failed AI call in the admin recent list carries its error', async () => {
    const recent = await admin.client.graphql('{ recentUsage(limit: 5) { success error } }');
    expect(recent.errors).toBeUndefined();
    for (const row of recent.data.recentUsage) expect(row.success ? row.error === null : typeof row.error === 'string').toBe(true);
  });
});

/** Setting names, commands, statuses and providers' own errors: what only whoever runs the installation reads. */
const OPERATOR_TEXT =
  /[A-Z]{3,}_[A-Z_]{3,}|pnpm|\b[45]\d\d\b|No AI model is configured|not configured|not imported|SearXNG|search failed|answered|OpenAI|Ollama|EPO\b|USPTO/;

describe('a customer’s API token reads research reasons in the customer’s words', () => {
  const NOT_CONNECTED = 'The AI service isn’t connected yet.';

  /** The description draft over REST and GraphQL, and a researched project's results over REST and GraphQL. */
  async function readAsScript(server: TestServer, name: string) {
    const owner = await createSignedInUser(server);
    const script: TestClient = bearerClient(server, (await issueToken(owner.client)).secret);
    const draft = await script.post('/api/ideas/generate', { name, category: 'Mobile App', notes: 'for dog owners' });
    expect(draft.status).toBe(200);
    const draftOverGraphql = await script.graphql(
      'mutation($input: GenerateIdeaInput!) { generateIdeaDescription(input: $input) { source fallbackReason } }',
      { input: { name, category: 'Mobile App', notes: 'for dog owners' } },
    );
    expect(draftOverGraphql.errors).toBeUndefined();
    const created = await script.post('/api/projects', { ...IDEA, name });
    expect(created.status).toBe(201);
    const rest = await waitForResults(script, created.body.id);
    expect(rest.status).toBe('complete');
    const graphql = await script.graphql(`query($id: ID!) { researchResults(projectId: $id) { ${RESULTS_FIELDS} } }`, {
      id: created.body.id,
    });
    expect(graphql.errors).toBeUndefined();
    const said = JSON.stringify([draft.body, draftOverGraphql.data, rest, graphql.data]);
    return {
      projectId: created.body.id as string,
      draft: draft.body,
      draftOverGraphql: draftOverGraphql.data.generateIdeaDescription,
      rest,
      graphql: graphql.data.researchResults,
      said,
    };
  }

  describe('no keys configured', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ OPENAI_API_KEY: undefined });
    });
    afterAll(async () => {
      await server?.stop();
    });

    test('the draft, researchResults and REST results say what is not connected, never which setting', async () => {
      const { projectId, draft, draftOverGraphql, rest, graphql, said } = await readAsScript(server, 'Quiet Walks');
      expect(draft).toMatchObject({ source: 'user', fallbackReason: NOT_CONNECTED });
      expect(draftOverGraphql).toEqual({ source: 'USER', fallbackReason: NOT_CONNECTED });
      for (const results of [rest, graphql]) {
        expect(results.sections.competitors.fallbackReason).toBe(
          `${NOT_CONNECTED} Live web search isn’t connected yet, so competitors are not looked up.`,
        );
        expect(results.sections.keywords.fallbackReason).toBe(
          `${NOT_CONNECTED} Live keyword data isn’t connected yet, so search volumes are not measured.`,
        );
        expect(results.legal.trademarkSearch.reason).toBe('Trademark search isn’t set up yet, so trademarks were not checked.');
        expect(results.legal.patentSearch.reason).toBe('Patent search isn’t set up yet, so patents were not checked.');
      }
      expect(said).not.toMatch(OPERATOR_TEXT);
      // The pipeline still recorded the operator's reasons, for whoever runs the installation.
      expect((await storedSection(server, projectId, 'competitors')).fallbackReason).toMatch(/No AI model is configured.*SEARXNG_URL/s);
      expect((await storedSection(server, projectId, 'legal')).data.patentSearch.reason).toMatch(/EPO_OPS_KEY/);
    });
  });

  describe('a failing search provider', () => {
    let searxng: FakeSearxng;
    let server: TestServer;
    let admin: SignedUpUser;
    beforeAll(async () => {
      searxng = await startFakeSearxng();
      searxng.setMode('server-error');
      server = await startTestServer({
        OPENAI_API_KEY: undefined,
        SEARXNG_URL: searxng.url,
        RESEARCH_STAGE_RETRY_DELAY_MS: '20',
        ADMIN_EMAILS: 'failing-search-admin@example.com',
      });
      admin = await createSignedInUser(server, { email: 'failing-search-admin@example.com' });
    });
    afterAll(async () => {
      await server?.stop();
      await searxng?.close();
    });

    test('researchResults and REST results say the web search could not be reached, never its error', async () => {
      const { projectId, rest, graphql, said } = await readAsScript(server, 'Loud Walks');
      for (const results of [rest, graphql]) {
        expect(results.sections.competitors.fallbackReason).toBe('We couldn’t reach the web search just now; try again later.');
        expect(results.competitorSearch.reason).toBe('We couldn’t reach the web search just now; try again later.');
      }
      expect(said).not.toMatch(OPERATOR_TEXT);
      expect((await storedSection(server, projectId, 'competitors')).fallbackReason).toMatch(/SearXNG search failed: searxng answered 500/);
      // Whoever runs the installation finds the provider's own error on the Research sources settings.
      const sources = await admin.client.graphql<{ researchSources: { name: string; lastError: string | null }[] }>(
        '{ researchSources { name lastError } }',
      );
      expect(sources.data!.researchSources.find((source) => source.name === 'searxng')!.lastError).toMatch(/answered 500/);
    });
  });
});
