/**
 * A local model (Ollama) when no OpenAI key is set: found through its own model list (/api/tags),
 * asked through its OpenAI-compatible endpoint with structured outputs, named in aiStatus, the
 * description and the research items, and metered as "local/<model>" at cost 0. Against a fake
 * written from Ollama's docs, including where it differs from OpenAI (no key, max_tokens, 404 for a
 * model not pulled, no cached-token usage).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AiUsage } from '../../api/src/usage/ai-usage.entity.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startFakeOllama, type FakeOllama } from '../support/fake-ollama.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { IDEA, researchInput, waitForResults } from './research-support.js';

const MODEL = 'qwen2.5:3b';
const STATUS = '{ aiStatus { live state provider model reason } }';

describe('a local Ollama model, no OpenAI key', () => {
  let ollama: FakeOllama;
  let server: TestServer;
  let owner: SignedUpUser;

  beforeAll(async () => {
    ollama = await startFakeOllama({ models: [MODEL] });
    // The owner is an admin: aiStatus.reason (setting names, commands) is for admins only.
    server = await startTestServer({
      OPENAI_API_KEY: undefined,
      OLLAMA_URL: ollama.url,
      OLLAMA_MODEL: MODEL,
      ADMIN_EMAILS: 'local-model-admin@example.com',
    });
    owner = await createSignedInUser(server, { email: 'local-model-admin@example.com' });
  });
  afterAll(async () => {
    await server?.stop();
    await ollama?.close();
  });

  it('says which provider and model answer, writes the draft through /v1/chat/completions with a JSON schema, and meters it at cost 0', async () => {
    const status = await owner.client.graphql(STATUS);
    expect(status.data.aiStatus).toEqual({ live: true, state: 'LIVE', provider: 'OLLAMA', model: MODEL, reason: null });

    const described = await owner.client.post('/api/ideas/generate', { name: 'PetPal', category: 'Mobile App', notes: 'dog walkers' });
    expect(described.status).toBe(200);
    expect(described.body).toMatchObject({
      source: 'ollama',
      basis: 'ESTIMATED',
      model: MODEL,
      provenance: { provider: 'ollama', model: MODEL },
    });
    expect(described.body.description).toContain('PetPal');

    const [request] = ollama.requests;
    expect(request!.model).toBe(MODEL);
    expect(request!.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'idea_description' } });
    // Ollama reads max_tokens; OpenAI's newer max_completion_tokens is not sent to it.
    expect(request!.body.max_tokens).toBeGreaterThan(0);
    expect((request!.body as { max_completion_tokens?: number }).max_completion_tokens).toBeUndefined();

    const rows = await server.application.services.orm.em.fork().find(AiUsage, { userId: owner.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      operation: 'generate-description',
      model: `local/${MODEL}`,
      success: true,
      estimatedCost: 0,
      totalTokens: 160,
    });
  });

  it('labels research answers ESTIMATED by the local model', async () => {
    const competitors = await server.application.services.intelligence.researchCompetitors(researchInput(randomUUID()));
    expect(competitors).toMatchObject({ source: 'ollama', basis: 'ESTIMATED' });
    expect(competitors.data.length).toBeGreaterThan(0);
    for (const competitor of competitors.data) expect(competitor.source.provider).toBe('ollama');
  });

  it('runs a research project with the local model where no source is configured', async () => {
    const created = await owner.client.post('/api/projects', { ...IDEA, name: 'Local Model Idea' });
    const results = await waitForResults(owner.client, created.body.id);
    expect(results.status).toBe('complete');
    expect(results.sections.keywords).toMatchObject({ source: 'ollama', basis: 'ESTIMATED' });
  });

  it('falls back to the user\'s own words when the model is removed (404 "try pulling it first"), and says what to pull', async () => {
    ollama.setModels(['llama3.2:3b']);
    // The probe still believes the model is there: the call gets Ollama's 404, which drops the probe.
    const first = await owner.client.post('/api/ideas/generate', { name: 'Removed Model', category: null, notes: null });
    expect(first.body).toMatchObject({ source: 'user', basis: 'UNKNOWN', description: '' });
    // The draft says it in the customer's words; the failed call is recorded with Ollama's own error.
    expect(first.body.fallbackReason).toBe('The AI service isn’t connected yet.');
    const failed = await server.application.services.orm.em
      .fork()
      .find(AiUsage, { userId: owner.id, operation: 'generate-description', success: false });
    expect(failed).toHaveLength(1);
    expect(failed[0]!.error).toMatch(/not found, try pulling it first/);
    const status = await owner.client.graphql(STATUS);
    expect(status.data.aiStatus).toMatchObject({ live: false, state: 'NO_KEY', provider: null });
    expect(status.data.aiStatus.reason).toContain(`ollama pull ${MODEL}`);
    ollama.setModels([MODEL]);
  });
});

describe('no OpenAI key and no local server answering', () => {
  let server: TestServer;
  let owner: SignedUpUser;

  beforeAll(async () => {
    // A port nobody listens on.
    const closed = await startFakeOllama();
    const url = closed.url;
    await closed.close();
    server = await startTestServer({ OPENAI_API_KEY: undefined, OLLAMA_URL: url, ADMIN_EMAILS: 'no-model-admin@example.com' });
    owner = await createSignedInUser(server, { email: 'no-model-admin@example.com' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("has no model: NO_KEY with the reason, and the description is the user's own words", async () => {
    const status = await owner.client.graphql(STATUS);
    expect(status.data.aiStatus).toMatchObject({ live: false, state: 'NO_KEY', provider: null, model: null });
    expect(status.data.aiStatus.reason).toMatch(/No local model server answers at http:\/\/127\.0\.0\.1:\d+/);
    const described = await owner.client.post('/api/ideas/generate', { name: 'Offline', category: 'Other', notes: 'my words' });
    expect(described.body).toMatchObject({ source: 'user', description: 'my words', targetMarket: '', keyFeatures: [] });
  });
});
