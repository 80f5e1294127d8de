/**
 * Keywords, patents and interest over time from real sources: DataForSEO, EPO Open Patent
 * Services and Wikipedia pageviews, each a fake HTTP server reproducing the documented requests,
 * answers and refusals. A run with every source measures; the EPO token is reused and renewed; one
 * source down leaves only its part UNKNOWN with the reason; evidence is kept and reused within 24 h.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDataForSeo, type FakeDataForSeo } from '../support/fake-dataforseo.js';
import { startFakeEpo, type FakeEpo } from '../support/fake-epo.js';
import { startFakeWikimedia, type FakeWikimedia } from '../support/fake-wikimedia.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { IDEA, queryDatabase, sleep, storedSection, waitForResults } from './research-support.js';

const TOKEN_LIFETIME_SECONDS = 6;
const SOURCE = 'basis source { provider url retrievedAt evidenceId }';
const RESULTS = `query($id: ID!) {
  researchResults(projectId: $id) {
    status
    keywords { keyword searchVolume difficulty cpc trend monthlySearches { month volume } ${SOURCE} }
    keywordInterest { article trend points { month views } ${SOURCE} }
    legal { patentsSearched patentSearch { basis provider query totalResults url reason } patents { number title assignee abstract publicationDate ${SOURCE} } }
    sections { keywords { status source basis fallbackReason } legal { status source basis fallbackReason } }
  }
  project(id: $id) { evidence { id provider method url requestBody status responseBody error reusedFromId } }
}`;

let epo: FakeEpo;
let dataForSeo: FakeDataForSeo;
let wikimedia: FakeWikimedia;
let server: TestServer;
let owner: SignedUpUser;

beforeAll(async () => {
  [epo, dataForSeo, wikimedia] = await Promise.all([
    startFakeEpo({ tokenLifetimeSeconds: TOKEN_LIFETIME_SECONDS, reportedTotal: 12 }),
    startFakeDataForSeo(),
    startFakeWikimedia(),
  ]);
  server = await startTestServer({
    ...epo.environment,
    ...dataForSeo.environment,
    ...wikimedia.environment,
  });
  owner = await createSignedInUser(server);
});
afterAll(async () => {
  await server?.stop();
  await Promise.all([epo?.close(), dataForSeo?.close(), wikimedia?.close()]);
});

async function research(idea: Record<string, unknown>) {
  const created = await owner.client.post('/api/projects', { ...IDEA, ...idea });
  expect(created.status).toBe(201);
  return finished(created.body.id as string);
}

async function finished(projectId: string) {
  const rest = await waitForResults(owner.client, projectId);
  expect(rest.status).toBe('complete');
  const answer = await owner.client.graphql(RESULTS, { id: projectId });
  expect(answer.errors).toBeUndefined();
  return { projectId, results: answer.data.researchResults, evidence: answer.data.project.evidence as Array<Record<string, any>> };
}

let first: Awaited<ReturnType<typeof finished>>;

describe('a run with every source configured', () => {
  it('measures keywords with the trend computed from their monthly searches', async () => {
    first = await research({});
    const { results } = first;
    expect(results.sections.keywords).toEqual({ status: 'COMPLETE', source: 'DATAFORSEO', basis: 'MEASURED', fallbackReason: null });
    expect(results.keywords.map((keyword: any) => [keyword.keyword, keyword.trend])).toEqual([
      ['dog walking', 'RISING'],
      ['dog walkers near me', 'DECLINING'],
      ['dog walking app', 'STABLE'],
    ]);
    const [walking, nearMe] = results.keywords;
    expect(walking).toMatchObject({
      searchVolume: 1300,
      difficulty: 'MEDIUM',
      cpc: 2.41,
      basis: 'MEASURED',
      source: { provider: 'dataforseo', url: null },
    });
    expect(walking.source.evidenceId).toEqual(expect.any(String));
    expect(walking.monthlySearches).toHaveLength(12);
    expect(walking.monthlySearches[0].volume).toBe(1000);
    expect(walking.monthlySearches[11].volume).toBe(1900);
    // No CPC from Google: the middle of the top-of-page bids.
    expect(nearMe).toMatchObject({ difficulty: 'HIGH', cpc: 3 });
    expect(dataForSeo.tasks[0]).toMatchObject({ locationCode: 2840, languageCode: 'en' });
    expect(dataForSeo.tasks[0]!.keywords).toContain('dog walking');
  });

  it('measures patents with real-format publication numbers linking to Espacenet, and says how many match', async () => {
    const { legal } = first.results;
    expect(legal.patentsSearched).toBe(true);
    expect(legal.patentSearch).toEqual({
      basis: 'MEASURED',
      provider: 'epo',
      // The words searched; the query as sent is in the Espacenet link and the evidence row.
      query: 'dog walking',
      totalResults: 12,
      url: 'https://worldwide.espacenet.com/patent/search?q=ta%3Ddog%20and%20ta%3Dwalking',
      reason: null,
    });
    expect(legal.patents.map((patent: any) => patent.number)).toEqual(['EP3456789A1', 'US2021123456A1', 'WO2020123456A1']);
    for (const patent of legal.patents) {
      expect(patent.number).toMatch(/^(EP|US|WO)\d{7,10}[A-Z]\d?$/);
      expect(patent).toMatchObject({
        basis: 'MEASURED',
        source: { provider: 'epo', url: `https://worldwide.espacenet.com/patent/search?q=pn%3D${patent.number}` },
      });
      expect(patent.source.evidenceId).toEqual(expect.any(String));
    }
    expect(legal.patents[0]).toMatchObject({
      title: 'Dog walking scheduling system',
      assignee: 'WalkCo Inc.',
      publicationDate: '2019-03-20',
    });
    expect(legal.patents[0].abstract).toContain('matches dog owners');
  });

  it('shows interest over time from the best-matching Wikipedia article, 24 months, with its trend', async () => {
    const interest = first.results.keywordInterest;
    expect(interest).toMatchObject({
      article: 'Dog walking',
      trend: 'RISING',
      basis: 'MEASURED',
      source: { provider: 'wikimedia', url: `${wikimedia.url}/wiki/Dog_walking` },
    });
    expect(interest.points).toHaveLength(24);
    expect(interest.points[0].month < interest.points[23].month).toBe(true);
    expect(interest.source.evidenceId).toEqual(expect.any(String));
    expect(wikimedia.refusedAgents).toBe(0);
  });

  it('keeps every call as evidence of the run, without credentials or the token', async () => {
    const byProvider = (provider: string) => first.evidence.filter((row) => row.provider === provider);
    const [token, search] = byProvider('epo');
    expect(token).toMatchObject({ method: 'POST', requestBody: 'grant_type=client_credentials', status: 200, responseBody: null });
    expect(search).toMatchObject({ method: 'GET', status: 200, reusedFromId: null });
    expect(search!.url).toContain('/rest-services/published-data/search/biblio?q=ta%3Ddog%20and%20ta%3Dwalking&Range=1-10');
    expect(search!.responseBody).toContain('EP');
    expect(byProvider('dataforseo')).toHaveLength(1);
    expect(JSON.parse(byProvider('dataforseo')[0]!.requestBody)[0]).toMatchObject({ location_code: 2840, language_code: 'en' });
    expect(byProvider('wikimedia').map((row) => row.url)).toEqual([
      expect.stringContaining('/w/api.php?action=query&list=search&srsearch=dog%20walking'),
      expect.stringContaining('/per-article/en.wikipedia/all-access/user/Dog_walking/monthly/'),
    ]);
    const everything = JSON.stringify(first.evidence);
    for (const secret of [
      epo.key,
      epo.secret,
      dataForSeo.login,
      dataForSeo.password,
      Buffer.from(`${epo.key}:${epo.secret}`).toString('base64'),
    ]) {
      expect(everything).not.toContain(secret);
    }
    const ids = first.evidence.map((row) => row.id);
    expect(ids).toContain(first.results.keywords[0].source.evidenceId);
    expect(ids).toContain(first.results.legal.patents[0].source.evidenceId);
    expect(ids).toContain(first.results.keywordInterest.source.evidenceId);
  });

  it('answers the same requests within 24 hours from the evidence, without calling the sources again', async () => {
    const before = {
      searches: epo.searches.length,
      tasks: dataForSeo.tasks.length,
      wiki: wikimedia.searches.length + wikimedia.pageviewRequests.length,
      tokens: epo.tokensIssued,
    };
    const restarted = await owner.client.graphql('mutation($id: ID!) { startResearch(projectId: $id) { id } }', { id: first.projectId });
    expect(restarted.errors).toBeUndefined();
    await sleep(200);
    const again = await finished(first.projectId);
    expect({
      searches: epo.searches.length,
      tasks: dataForSeo.tasks.length,
      wiki: wikimedia.searches.length + wikimedia.pageviewRequests.length,
      tokens: epo.tokensIssued,
    }).toEqual(before);
    expect(again.results.sections.keywords.basis).toBe('MEASURED');
    expect(again.results.legal.patents).toHaveLength(3);
    const reused = again.evidence.filter((row) => ['epo', 'dataforseo', 'wikimedia'].includes(row.provider));
    expect(reused.length).toBe(4);
    expect(reused.every((row) => row.reusedFromId !== null)).toBe(true);
    expect(first.evidence.map((row) => row.id)).toEqual(expect.arrayContaining(reused.map((row) => row.reusedFromId)));
  });
});

describe('the EPO access token', () => {
  it('is reused across searches while it lives, renewed after it expires, and renewed when OPS refuses it', async () => {
    expect(epo.tokensIssued).toBe(1);
    const collar = await research({
      name: 'Collar Track',
      description: 'A GPS collar that records every dog walk for owners.',
      keyFeatures: ['Route history'],
    });
    expect(collar.results.legal.patentSearch).toMatchObject({ basis: 'MEASURED', query: 'gps collar' });
    expect(collar.results.legal.patents.map((patent: any) => patent.number)).toEqual(['US2021123456A1']);
    expect(epo.tokensIssued).toBe(1);
    // No Wikipedia article matches "GPS collar": no interest, never a failure of the section.
    expect(collar.results.keywordInterest).toBeNull();

    await sleep(TOKEN_LIFETIME_SECONDS * 1000 + 200);
    const group = await research({
      name: 'Walk Share',
      description: 'Group dog walking for apartment buildings.',
      keyFeatures: ['Shared schedules'],
    });
    // OPS answers an empty result set with 404 SERVER.EntityNotFound: zero publications, still measured.
    expect(group.results.legal.patentSearch).toMatchObject({
      basis: 'MEASURED',
      query: 'group dog walking',
      totalResults: 0,
    });
    expect(group.results.legal.patents).toEqual([]);
    expect(epo.tokensIssued).toBe(2);
    expect(epo.tokenRefusals).toBe(0);

    epo.expireTokens();
    const leash = await research({
      name: 'Leash Lab',
      description: 'Smart leash that tracks dog walking routes.',
      keyFeatures: ['Route maps'],
    });
    expect(leash.results.legal.patentSearch).toMatchObject({ basis: 'MEASURED', query: 'walking route tracking' });
    expect(epo.tokenRefusals).toBe(1);
    expect(epo.tokensIssued).toBe(3);
  }, 60_000);
});

describe('one source down', () => {
  it('EPO down: the run completes with patents UNKNOWN and the reason, keywords still measured', async () => {
    epo.setFailure(503);
    try {
      const run = await research({
        name: 'Dog Walking Tracker',
        description: 'Dog walking tracker for city dog owners.',
        keyFeatures: ['Walk history'],
      });
      expect(run.results.legal.patentsSearched).toBe(false);
      expect(run.results.legal.patentSearch).toMatchObject({ basis: 'UNKNOWN', provider: 'epo', totalResults: null });
      const stored = await storedSection(server, run.projectId, 'legal');
      expect(stored.data.patentSearch.reason).toMatch(/^EPO patent search failed: epo answered 503/);
      expect(stored.fallbackReason).toContain('EPO patent search failed');
      // The API says it in the customer's words: no provider, no status.
      expect(run.results.legal.patentSearch.reason).toBe('We couldn’t reach the patent office just now; try again later.');
      expect(run.results.legal.patents).toEqual([]);
      expect(run.results.sections.legal.fallbackReason).toContain('We couldn’t reach the patent office just now; try again later.');
      expect(run.results.sections.legal.fallbackReason).not.toMatch(/EPO|503/);
      expect(run.results.sections.keywords.basis).toBe('MEASURED');
      expect(run.evidence.filter((row) => row.provider === 'epo' && row.status === 503).length).toBeGreaterThanOrEqual(1);
    } finally {
      epo.setFailure(null);
    }
  }, 60_000);

  it('DataForSEO and Wikimedia down: keywords UNKNOWN with the reason and no interest (a note), patents still measured', async () => {
    dataForSeo.setFailure(500);
    wikimedia.setFailure(503);
    try {
      const run = await research({ name: 'Walk Club', description: 'A dog walking club for retirees.', keyFeatures: ['Weekly meetups'] });
      expect(run.results.sections.keywords).toMatchObject({ status: 'COMPLETE', source: 'DATAFORSEO', basis: 'UNKNOWN' });
      expect((await storedSection(server, run.projectId, 'keywords')).fallbackReason).toMatch(
        /^DataForSEO keyword data failed: dataforseo answered 500/,
      );
      expect(run.results.sections.keywords.fallbackReason).toBe('We couldn’t reach the keyword data service just now; try again later.');
      expect(run.results.keywords).toEqual([]);
      expect(run.results.keywordInterest).toBeNull();
      expect(run.results.legal.patentSearch.basis).toBe('MEASURED');
      const [section] = await queryDatabase<{ note: string }>(
        server.databaseUrl,
        `select details->>'note' as note from research_sections where project_id = $1 and section = 'keywords'`,
        [run.projectId],
      );
      expect(section!.note).toMatch(/^Interest over time unavailable: wikimedia answered 503/);
    } finally {
      dataForSeo.setFailure(null);
      wikimedia.setFailure(null);
    }
  }, 60_000);
});

describe('keywords on Analytics', () => {
  it('DataForSEO answering with no keyword ideas is a measured 0 (researched, none found); DataForSEO down measured nothing', async () => {
    const researcher = await createSignedInUser(server);
    const analyticsOf = async () => {
      const answer = await researcher.client.graphql('{ researchAnalytics(timeZone: "UTC") { keywords measuredKeywordSections } }');
      expect(answer.errors).toBeUndefined();
      return answer.data.researchAnalytics;
    };
    const run = async (idea: Record<string, unknown>) => {
      const created = await researcher.client.post('/api/projects', { ...IDEA, ...idea });
      expect(created.status).toBe(201);
      expect((await waitForResults(researcher.client, created.body.id)).status).toBe('complete');
      return created.body.id as string;
    };
    // Words the fake holds no keyword ideas for.
    const quilting = { name: 'Quilt Keeper', description: 'Quilt pattern library for hobby quilters.', keyFeatures: ['Pattern library'] };
    dataForSeo.setFailure(500);
    try {
      const failed = await run(quilting);
      expect((await storedSection(server, failed, 'keywords')).fallbackReason).toMatch(/^DataForSEO keyword data failed/);
    } finally {
      dataForSeo.setFailure(null);
    }
    expect(await analyticsOf()).toEqual({ keywords: 0, measuredKeywordSections: 0 });
    const answered = await run({ ...quilting, name: 'Quilt Keeper again' });
    const section = await storedSection(server, answered, 'keywords');
    expect(section).toMatchObject({
      source: 'dataforseo',
      basis: 'UNKNOWN',
      fallbackReason: 'DataForSEO has no search volume for the idea’s keywords',
    });
    expect(section.data).toEqual([]);
    expect(await analyticsOf()).toEqual({ keywords: 0, measuredKeywordSections: 1 });
  }, 60_000);
});

describe('a task DataForSEO refuses inside a 200 answer', () => {
  it('leaves keywords UNKNOWN with DataForSEO’s reason, records it on the evidence, and asks again next time', async () => {
    dataForSeo.setTaskError({ statusCode: 40200, message: 'Payment Required.' });
    const idea = { name: 'Paw Routes', description: 'Dog walking routes for busy owners.', keyFeatures: ['Route sharing'] };
    try {
      const refused = await research(idea);
      expect((await storedSection(server, refused.projectId, 'keywords')).fallbackReason).toBe(
        'DataForSEO keyword data failed: DataForSEO refused the task: 40200 Payment Required.',
      );
      expect(refused.results.sections.keywords).toMatchObject({
        basis: 'UNKNOWN',
        // DataForSEO answered and refused: not "couldn’t reach … try again later".
        fallbackReason: 'The keyword data service turned the request down, so this wasn’t checked this time.',
      });
      const [row] = refused.evidence.filter((evidence) => evidence.provider === 'dataforseo');
      expect(row).toMatchObject({ status: 200, error: 'DataForSEO refused the task: 40200 Payment Required.' });
    } finally {
      dataForSeo.setTaskError(null);
    }
    const tasks = dataForSeo.tasks.length;
    const paid = await research(idea);
    expect(dataForSeo.tasks.length).toBe(tasks + 1);
    expect(paid.results.sections.keywords.basis).toBe('MEASURED');
  });
});

describe('without DataForSEO', () => {
  it('keywords stay unknown and empty (no AI key, no keyword source) and the reason names the settings to configure', async () => {
    const plain = await startTestServer();
    try {
      const user = await createSignedInUser(plain);
      const created = await user.client.post('/api/projects', IDEA);
      const results = await waitForResults(user.client, created.body.id);
      const answer = await user.client.graphql(
        'query($id: ID!) { researchResults(projectId: $id) { keywords { keyword } sections { keywords { basis fallbackReason } } keywordInterest { article } } }',
        { id: created.body.id },
      );
      expect(answer.data.researchResults.sections.keywords.basis).toBe('UNKNOWN');
      expect(answer.data.researchResults.keywords).toEqual([]);
      expect((await storedSection(plain, created.body.id, 'keywords')).fallbackReason).toContain(
        'no keyword data source configured (DATAFORSEO_LOGIN/DATAFORSEO_PASSWORD)',
      );
      // The customer reads that the service is not connected, never the settings.
      expect(answer.data.researchResults.sections.keywords.fallbackReason).toBe(
        'The AI service isn’t connected yet. Live keyword data isn’t connected yet, so search volumes are not measured.',
      );
      expect(answer.data.researchResults.keywordInterest).toBeNull();
      expect(results.status).toBe('complete');
    } finally {
      await plain.stop();
    }
  });
});

describe('the fakes refuse what the real APIs refuse', () => {
  it('EPO: bad client credentials, a missing or unknown token, a query it cannot parse', async () => {
    const token = (authorization: string, body = 'grant_type=client_credentials') =>
      fetch(`${epo.url}/auth/accesstoken`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
    expect((await token(`Basic ${Buffer.from('someone:wrong').toString('base64')}`)).status).toBe(401);
    expect((await token(`Basic ${Buffer.from(`${epo.key}:${epo.secret}`).toString('base64')}`, 'grant_type=password')).status).toBe(400);
    const search = (headers: Record<string, string>, query = 'ta%3Ddog') =>
      fetch(`${epo.url}/rest-services/published-data/search/biblio?q=${query}`, { headers });
    expect((await search({})).status).toBe(401);
    const expired = await search({ authorization: 'Bearer not-a-token' });
    expect(expired.status).toBe(401);
    expect(await expired.text()).toContain('invalid_access_token');
    const granted = (await (await token(`Basic ${Buffer.from(`${epo.key}:${epo.secret}`).toString('base64')}`)).json()) as {
      access_token: string;
    };
    expect((await search({ authorization: `Bearer ${granted.access_token}` }, 'dog%20%3D%3D%3D')).status).toBe(400);
  });

  it('DataForSEO: no Basic auth, the wrong method, a bad task', async () => {
    const endpoint = `${dataForSeo.url}/v3/keywords_data/google_ads/keywords_for_keywords/live`;
    const basic = `Basic ${Buffer.from(`${dataForSeo.login}:${dataForSeo.password}`).toString('base64')}`;
    const unauthorized = await fetch(endpoint, { method: 'POST', body: '[]' });
    expect(unauthorized.status).toBe(401);
    expect(((await unauthorized.json()) as { status_code: number }).status_code).toBe(40100);
    expect((await fetch(endpoint, { headers: { authorization: basic } })).status).toBe(405);
    const badTask = await fetch(endpoint, {
      method: 'POST',
      headers: { authorization: basic, 'content-type': 'application/json' },
      body: JSON.stringify([{ keywords: [] }]),
    });
    expect(((await badTask.json()) as { tasks: Array<{ status_code: number }> }).tasks[0]!.status_code).toBe(40501);
  });

  it('Wikimedia: no User-Agent, no format=json, an unknown article', async () => {
    const agent = { 'user-agent': 'IdeaScope tests (test@example.com)' };
    expect(
      (await fetch(`${wikimedia.url}/w/api.php?action=query&list=search&srsearch=dog&format=json`, { headers: { 'user-agent': '' } }))
        .status,
    ).toBe(403);
    expect((await fetch(`${wikimedia.url}/w/api.php?action=query&list=search&srsearch=dog&format=json`)).status).toBe(403);
    const html = await fetch(`${wikimedia.url}/w/api.php?action=query&list=search&srsearch=dog`, { headers: agent });
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(
      (
        await fetch(
          `${wikimedia.url}/api/rest_v1/metrics/pageviews/per-article/en.wikipedia/all-access/user/No_such_article/monthly/20240101/20241231`,
          { headers: agent },
        )
      ).status,
    ).toBe(404);
  });
});
