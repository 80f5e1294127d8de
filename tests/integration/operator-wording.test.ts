/**
 * The operator's wording (setting names, commands, raw errors) is readable by admins only;
 * the operator's name and contact are public (the footer's Privacy, Terms and Security pages); RDAP
 * lookups without an answer show on the Research sources card as a failure, not "not used yet".
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

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
