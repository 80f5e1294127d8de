/**
 * Calls to a model missing from the price table (here OPENAI_MODEL=llama-3.1-70b-instruct through the fake
 * OpenAI) have no cost: every admin figure says so (totalCost null, never $0), and a total that mixes priced
 * and unpriced calls says how many calls it leaves out (unpricedRequests), on REST and GraphQL alike.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { insertUsageRows, openDatabasePool } from '../support/usage-factory.js';

const ADMIN_EMAIL = 'unpriced-admin@example.com';
const UNPRICED_MODEL = 'llama-3.1-70b-instruct';

const FIGURES = `query($from: String, $to: String) {
  usageStats(from: $from, to: $to) { totalRequests totalCost unpricedRequests }
  usageByOperation(from: $from, to: $to) { operation totalRequests totalCost unpricedRequests }
  usageByUser(from: $from, to: $to) { userId totalRequests totalCost unpricedRequests }
  dailyCosts(days: 1) { date totalCost unpricedRequests requests }
}`;

describe('admin usage of a model without a price', () => {
  let ai: FakeOpenAi;
  let server: TestServer;
  let pool: pg.Pool;
  let admin: SignedUpUser;
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    ai = await startFakeOpenAi();
    server = await startTestServer({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: ai.url,
      OPENAI_MODEL: UNPRICED_MODEL,
      ADMIN_EMAILS: ADMIN_EMAIL,
    });
    pool = openDatabasePool(server.databaseUrl);
    admin = await createSignedInUser(server, { email: ADMIN_EMAIL });
    for (let index = 0; index < 3; index += 1) {
      const described = await admin.client.post('/api/ideas/generate', {
        name: `Idea ${index}`,
        category: 'Mobile App',
        notes: 'dog walking',
      });
      expect(described.status).toBe(200);
    }
    const { rows } = await pool.query(`select model, estimated_cost from ai_usage where user_id = $1`, [admin.id]);
    expect(rows).toEqual(Array(3).fill({ model: UNPRICED_MODEL, estimated_cost: null }));
  });

  afterAll(async () => {
    await pool?.end();
    await server?.stop();
    await ai?.close();
  });

  async function rest(path: string) {
    const response = await admin.client.get(path);
    expect(response.status, response.text).toBe(200);
    return response.body;
  }

  async function figures() {
    const graph = await admin.client.graphql(FIGURES, { from: today, to: today });
    expect(graph.errors).toBeUndefined();
    const restFigures = {
      usageStats: await rest(`/api/admin/usage/stats?from=${today}&to=${today}`),
      usageByOperation: await rest(`/api/admin/usage/by-operation?from=${today}&to=${today}`),
      usageByUser: await rest(`/api/admin/usage/by-user?from=${today}&to=${today}`),
      dailyCosts: await rest('/api/admin/usage/daily-costs?days=1'),
    };
    return { graph: graph.data, rest: restFigures };
  }

  it('with no call priced, every cost is null ("not priced"), never $0, and says how many calls were not priced', async () => {
    const { graph, rest: restFigures } = await figures();
    for (const answer of [graph, restFigures]) {
      expect(answer.usageStats).toMatchObject({ totalRequests: 3, totalCost: null, unpricedRequests: 3 });
      expect(answer.usageByOperation).toEqual([
        expect.objectContaining({ operation: 'generate-description', totalRequests: 3, totalCost: null, unpricedRequests: 3 }),
      ]);
      expect(answer.usageByUser).toEqual([
        expect.objectContaining({ userId: admin.id, totalRequests: 3, totalCost: null, unpricedRequests: 3 }),
      ]);
      expect(answer.dailyCosts).toEqual([expect.objectContaining({ date: today, requests: 3, totalCost: null, unpricedRequests: 3 })]);
    }
    // The recent list already said it per call.
    const recent = await rest('/api/admin/usage/recent?limit=3');
    expect(recent.map((row: { estimatedCost: number | null }) => row.estimatedCost)).toEqual([null, null, null]);
  });

  it('a total mixing priced and unpriced calls is the priced calls’ sum and says how many were left out', async () => {
    await insertUsageRows(pool, [
      { createdAt: new Date(), userId: admin.id, operation: 'generate-description', model: 'gpt-4o-mini', estimatedCost: '0.012500' },
    ]);
    const { graph, rest: restFigures } = await figures();
    for (const answer of [graph, restFigures]) {
      expect(answer.usageStats).toMatchObject({ totalRequests: 4, totalCost: 0.0125, unpricedRequests: 3 });
      expect(answer.usageByOperation).toEqual([expect.objectContaining({ totalRequests: 4, totalCost: 0.0125, unpricedRequests: 3 })]);
      expect(answer.usageByUser).toEqual([
        expect.objectContaining({ userId: admin.id, totalRequests: 4, totalCost: 0.0125, unpricedRequests: 3 }),
      ]);
      expect(answer.dailyCosts).toEqual([expect.objectContaining({ requests: 4, totalCost: 0.0125, unpricedRequests: 3 })]);
    }
  });

  it('a group with no call priced ranks last, after a priced group that cost $0', async () => {
    // Names and request counts chosen so that the tie-breaks alone (operation name; request count) would put the
    // unpriced group first: only its unknown cost can rank it last.
    const freeUser = await createSignedInUser(server, { email: 'free-calls@example.com' });
    await insertUsageRows(pool, [
      { createdAt: new Date(), userId: freeUser.id, operation: 'zz-free-operation', model: 'gpt-4o-mini', estimatedCost: '0.000000' },
      { createdAt: new Date(), userId: null, operation: 'aa-unpriced-operation', model: UNPRICED_MODEL, estimatedCost: null },
      { createdAt: new Date(), userId: null, operation: 'aa-unpriced-operation', model: UNPRICED_MODEL, estimatedCost: null },
    ]);
    const { graph, rest: restFigures } = await figures();
    for (const answer of [graph, restFigures]) {
      expect(answer.usageByOperation).toEqual([
        expect.objectContaining({ operation: 'generate-description', totalCost: 0.0125 }),
        expect.objectContaining({ operation: 'zz-free-operation', totalCost: 0, unpricedRequests: 0 }),
        expect.objectContaining({ operation: 'aa-unpriced-operation', totalRequests: 2, totalCost: null, unpricedRequests: 2 }),
      ]);
      expect(answer.usageByUser).toEqual([
        expect.objectContaining({ userId: admin.id, totalCost: 0.0125 }),
        expect.objectContaining({ userId: freeUser.id, totalRequests: 1, totalCost: 0 }),
        expect.objectContaining({ userId: null, totalRequests: 2, totalCost: null, unpricedRequests: 2 }),
      ]);
    }
    // The top-N cut happens in SQL: with room for two, the unpriced group is the one left out.
    const topTwo = await rest(`/api/admin/usage/by-user?from=${today}&to=${today}&limit=2`);
    expect(topTwo.map((row: { userId: string | null }) => row.userId)).toEqual([admin.id, freeUser.id]);
  });
});
