/**
 * The landing page's idea preview: a public query answering one or two measured facts
 * about a typed idea from keyless sources (RDAP for the .com, Hacker News for similar launches),
 * against fakes written from each provider's documentation; a source that does not answer leaves
 * its fact out (no error, no guess); bad input is BAD_USER_INPUT; previews are limited per IP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHackerNews, type FakeHackerNews } from '../support/fake-hacker-news.js';
import { startFakeRdap, type FakeRdap } from '../support/fake-rdap.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { queryDatabase } from './research-support.js';

const PREVIEW = `query($idea: String!) {
  ideaPreview(idea: $idea) {
    idea
    domain { domain available url }
    launches { query count showHnCount url }
  }
}`;

describe('ideaPreview', () => {
  let rdap: FakeRdap;
  let hackerNews: FakeHackerNews;
  let server: TestServer;

  beforeAll(async () => {
    [rdap, hackerNews] = await Promise.all([
      startFakeRdap({ answers: { 'dogwalking.com': 200, 'registrydown.com': 500 }, defaultAnswer: 404 }),
      startFakeHackerNews(),
    ]);
    server = await startTestServer({
      DOMAIN_CHECK: 'online',
      RDAP_BASE_URL: rdap.url,
      HACKER_NEWS_SEARCH: 'on',
      HACKER_NEWS_BASE_URL: hackerNews.url,
      HACKER_NEWS_TIMEOUT_MS: '1000',
    });
  });

  afterAll(async () => {
    await server?.stop();
    await Promise.all([rdap?.close(), hackerNews?.close()]);
  });

  it('a taken .com and the similar launches Hacker News counts, each linking to its record', async () => {
    const answer = await server.client().graphql(PREVIEW, { idea: '  Dog walking  ' });
    expect(answer.errors).toBeUndefined();
    const preview = answer.data.ideaPreview;
    expect(preview.idea).toBe('Dog walking');
    expect(preview.domain).toEqual({
      domain: 'dogwalking.com',
      available: false,
      url: `${rdap.url.replace(/\/$/, '')}/domain/dogwalking.com`,
    });
    // The fake holds 4 named stories (2 Show HN) and 1-4 "Dog walking story" items a month for 24 months.
    const storiesInFake =
      4 + Array.from({ length: 24 }, (_, index) => 1 + Math.floor((index + 1) / 8)).reduce((sum, count) => sum + count, 0);
    expect(preview.launches).toMatchObject({ count: storiesInFake, showHnCount: 2 });
    expect(preview.launches.query.toLowerCase()).toBe('dog walking');
    expect(preview.launches.url).toMatch(/^https:\/\/hn\.algolia\.com\/\?/);
    expect(rdap.requests).toContain('dogwalking.com');

    // The same provenance as every fact ({ basis, source }); url stays as a deprecated alias of source.url.
    const withProvenance = await server.client().graphql(
      `query($idea: String!) { ideaPreview(idea: $idea) {
        domain { url basis source { provider url retrievedAt } }
        launches { url basis source { provider url retrievedAt } } } }`,
      { idea: 'Dog walking' },
    );
    expect(withProvenance.errors).toBeUndefined();
    const { domain, launches } = withProvenance.data.ideaPreview;
    expect(domain).toMatchObject({ basis: 'MEASURED', source: { provider: 'rdap', url: domain.url } });
    expect(launches).toMatchObject({ basis: 'MEASURED', source: { provider: 'hackernews', url: launches.url } });
    for (const finding of [domain, launches]) expect(Date.parse(finding.source.retrievedAt)).not.toBeNaN();
  });

  it('a free .com, and no launches found is a measured zero', async () => {
    const answer = await server.client().graphql(PREVIEW, { idea: 'Parrot sitting' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.ideaPreview.domain).toMatchObject({ domain: 'parrotsitting.com', available: true });
    expect(answer.data.ideaPreview.launches).toMatchObject({ count: 0, showHnCount: 0 });
  });

  it('a source that does not answer leaves its fact out, with no error', async () => {
    hackerNews.setMode('server-error');
    try {
      const answer = await server.client().graphql(PREVIEW, { idea: 'Registry down' });
      expect(answer.errors).toBeUndefined();
      expect(answer.data.ideaPreview).toEqual({ idea: 'Registry down', domain: null, launches: null });
    } finally {
      hackerNews.setMode('ok');
    }
  });

  it('the evidence a preview keeps belongs to nobody (no user, run or project)', async () => {
    const rows = await queryDatabase<{ provider: string; run_id: string | null; project_id: string | null }>(
      server.databaseUrl,
      `select provider, run_id, project_id from research_evidence where provider in ('hackernews', 'rdap')`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.run_id === null && row.project_id === null)).toBe(true);
  });

  it('blank or too long input is BAD_USER_INPUT', async () => {
    const client = server.client();
    for (const idea of ['   ', 'x'.repeat(2001)]) {
      const answer = await client.graphql(PREVIEW, { idea });
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    // The limit is the landing textarea's: 2000 characters are read.
    const longest = await client.graphql(PREVIEW, { idea: `Parrot sitting ${'x'.repeat(1985)}` });
    expect(longest.errors).toBeUndefined();
  });
});

describe('ideaPreview per IP address', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ IDEA_PREVIEWS_PER_IP_PER_HOUR: '2' });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('beyond the hourly limit an address gets TOO_MANY_REQUESTS, whichever browser it uses', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await server.client().graphql(PREVIEW, { idea: 'Bike repair vans' });
      expect(answer.errors).toBeUndefined();
      // Sources off here: nothing measured, so nothing shown.
      expect(answer.data.ideaPreview).toMatchObject({ domain: null, launches: null });
    }
    const refused = await server
      .client()
      .request('POST', '/graphql', { body: { query: PREVIEW, variables: { idea: 'Bike repair vans' } } });
    // Like the REST limits: HTTP 429 with Retry-After, and still a GraphQL body with the code and when to retry.
    expect(refused.status).toBe(429);
    const error = refused.body.errors?.[0];
    expect(error?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: expect.any(Number) });
    expect(error.extensions.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('retry-after')).toBe(String(error.extensions.retryAfterSeconds));
  });
});
