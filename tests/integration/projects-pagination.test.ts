/** Projects a page at a time (GraphQL connection, REST limit/cursor) and the My Ideas stat cards from one aggregate. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCORE_PART_KEYS } from '../../api/src/research/score/score-entry.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { queryDatabase } from './research-support.js';

const CONNECTION = `query Page($first: Int, $after: String) {
  projectsConnection(first: $first, after: $after) { totalCount edges { cursor node { id name } } pageInfo { hasNextPage endCursor } }
}`;

interface ConnectionPage {
  totalCount: number;
  edges: Array<{ cursor: string; node: { id: string } }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** Well-formed cursors whose timestamp no database can hold: 2^63, the largest 19 digits, past year 9999. */
const FORGED_CURSORS = ['9223372036854775808', '9999999999999999999', '253402300800000000'].map((micros) =>
  Buffer.from(`${micros}:0b6a3b5e-6f1e-4b8e-9a51-2d0c6f4b7a10`).toString('base64url'),
);

/** A score breakdown in the stored shape (every part with its basis), legal risk 7 "Clear". */
const MEASURED_BREAKDOWN = Object.fromEntries(
  SCORE_PART_KEYS.map((part) => [
    part,
    part === 'legalRisk' ? { score: 7, reason: 'Clear', basis: 'MEASURED' } : { score: 5, reason: `${part} seeded`, basis: 'UNKNOWN' },
  ]),
);

describe('projects a page at a time', () => {
  let server: TestServer;
  let owner: SignedUpUser;
  let stranger: SignedUpUser;
  /** The owner's project ids, newest first. */
  let newestFirst: string[];

  beforeAll(async () => {
    server = await startTestServer();
    owner = await createSignedInUser(server);
    stranger = await createSignedInUser(server);
    // 25 projects; five share one created_at to the microsecond, so only the id can order them.
    const rows = await queryDatabase<{ id: string }>(
      server.databaseUrl,
      `insert into projects (id, owner_id, name, current_step, score, created_at, updated_at)
       select gen_random_uuid(), $1, 'Idea ' || n, case when n % 3 = 0 then 5 else 2 end, case when n % 3 = 0 then 50 + n end,
              case when n <= 5 then timestamptz '2026-01-10 10:00:00.123456+00' else now() - n * interval '1 day' - interval '0.000007 seconds' end, now()
       from generate_series(1, 25) as n
       returning id`,
      [owner.id],
    );
    expect(rows).toHaveLength(25);
    newestFirst = (
      await queryDatabase<{ id: string }>(
        server.databaseUrl,
        'select id from projects where owner_id = $1 order by created_at desc, id desc',
        [owner.id],
      )
    ).map((row) => row.id);
    await queryDatabase(
      server.databaseUrl,
      `insert into projects (id, owner_id, name, created_at, updated_at) values (gen_random_uuid(), $1, 'Not yours', now(), now())`,
      [stranger.id],
    );
  });
  afterAll(async () => {
    await server.stop();
  });

  it('walks every project once, newest first, with a stable cursor and the total', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let pageNumber = 0; pageNumber < 10; pageNumber += 1) {
      const response = await owner.client.graphql<{ projectsConnection: ConnectionPage }>(CONNECTION, { first: 7, after });
      expect(response.errors).toBeUndefined();
      const page: ConnectionPage = response.data!.projectsConnection;
      expect(page.totalCount).toBe(25);
      seen.push(...page.edges.map((edge) => edge.node.id));
      expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)?.cursor ?? null);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(newestFirst);
  });

  it('defaults to 20 and refuses bad sizes and cursors as BAD_USER_INPUT', async () => {
    const first = await owner.client.graphql(CONNECTION, {});
    expect(first.data.projectsConnection.edges).toHaveLength(20);
    expect(first.data.projectsConnection.pageInfo.hasNextPage).toBe(true);
    for (const variables of [
      { first: 0 },
      { first: 101 },
      { after: 'bogus' },
      { after: Buffer.from('1:nope').toString('base64url') },
      ...FORGED_CURSORS.map((after) => ({ after })),
    ]) {
      const response = await owner.client.graphql(CONNECTION, variables);
      expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('shows nobody else’s projects, even after a cursor taken from the owner', async () => {
    const ownerPage = await owner.client.graphql(CONNECTION, { first: 1 });
    const names = async (variables: Record<string, unknown>) => {
      const response = await stranger.client.graphql(CONNECTION, variables);
      expect(response.data.projectsConnection.totalCount).toBe(1);
      return response.data.projectsConnection.edges.map((edge: { node: { name: string } }) => edge.node.name);
    };
    expect(await names({})).toEqual(['Not yours']);
    // The cursor only says "older than": the stranger's own project is newer, and the owner's stay invisible.
    expect(await names({ after: ownerPage.data.projectsConnection.pageInfo.endCursor })).toEqual([]);
  });

  it('searches name or category case-insensitively, page by page, with the matches counted', async () => {
    const SEARCH = `query Search($first: Int, $after: String, $search: String) {
      projectsConnection(first: $first, after: $after, search: $search) { totalCount edges { node { id name category } } pageInfo { hasNextPage endCursor } }
    }`;
    // "Idea 1", "Idea 10".."Idea 19": 11 names; the category of "Idea 2" holds the text too; % and _ are plain text.
    await queryDatabase(server.databaseUrl, `update projects set category = 'My idea 1st' where owner_id = $1 and name = 'Idea 2'`, [
      owner.id,
    ]);
    const expected = (
      await queryDatabase<{ id: string }>(
        server.databaseUrl,
        `select id from projects where owner_id = $1 and (name like 'Idea 1%' or name = 'Idea 2') order by created_at desc, id desc`,
        [owner.id],
      )
    ).map((row) => row.id);
    expect(expected).toHaveLength(12);
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const response = await owner.client.graphql<{ projectsConnection: ConnectionPage }>(SEARCH, { first: 5, after, search: '  IDEA 1 ' });
      expect(response.errors).toBeUndefined();
      const page: ConnectionPage = response.data!.projectsConnection;
      expect(page.totalCount).toBe(12);
      seen.push(...page.edges.map((edge) => edge.node.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(expected);

    const none = await owner.client.graphql(SEARCH, { search: '%' });
    expect(none.data.projectsConnection).toMatchObject({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false, endCursor: null } });
    expect((await stranger.client.graphql(SEARCH, { search: 'idea' })).data.projectsConnection.totalCount).toBe(0);
    expect((await owner.client.graphql(SEARCH, { search: '' })).data.projectsConnection.totalCount).toBe(25);
    for (const search of ['x'.repeat(201), 'a\u0000b']) {
      const response = await owner.client.graphql(SEARCH, { search });
      expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('answers the detail fields My Ideas does not read when a query selects them, in a fragment too', async () => {
    const [newest] = newestFirst;
    await queryDatabase(
      server.databaseUrl,
      `update projects set target_market = 'Teams', key_features = '["Fast"]', notes = 'A note',
         score_breakdown = $2 where id = $1`,
      [newest, JSON.stringify(MEASURED_BREAKDOWN)],
    );
    const DETAILS = `query Details { projectsConnection(first: 2) { edges { node { id ...Details ... on Project { notes } } } } }
      fragment Details on Project { targetMarket keyFeatures scoreBreakdown { legalRisk { score reason } } }`;
    const detailed = await owner.client.graphql(DETAILS);
    expect(detailed.errors).toBeUndefined();
    expect(detailed.data.projectsConnection.edges.map((edge: { node: unknown }) => edge.node)).toEqual([
      {
        id: newest,
        targetMarket: 'Teams',
        keyFeatures: ['Fast'],
        notes: 'A note',
        scoreBreakdown: { legalRisk: { score: 7, reason: 'Clear' } },
      },
      { id: newestFirst[1], targetMarket: null, keyFeatures: [], notes: null, scoreBreakdown: null },
    ]);
    const summary = await owner.client.graphql(
      '{ projectsConnection(first: 1) { edges { node { id name scoreAssessment { sample } } } } }',
    );
    expect(summary.data.projectsConnection.edges).toEqual([{ node: { id: newest, name: 'Idea 6', scoreAssessment: null } }]);
  });

  it('keeps the plain list query', async () => {
    const response = await owner.client.graphql('{ projects { id } }');
    expect(response.data.projects.map((project: { id: string }) => project.id)).toEqual(newestFirst);
  });

  it('REST: the plain list by default, pages with limit and cursor (next in X-Next-Cursor and Link), 400 for bad values', async () => {
    const all = await owner.client.get('/api/projects');
    expect(all.status).toBe(200);
    expect(all.body.map((project: { id: string }) => project.id)).toEqual(newestFirst);
    expect(all.headers.get('x-next-cursor')).toBeNull();

    const seen: string[] = [];
    let path = '/api/projects?limit=10';
    for (;;) {
      const page = await owner.client.get(path);
      expect(page.status).toBe(200);
      expect(Array.isArray(page.body)).toBe(true);
      seen.push(...page.body.map((project: { id: string }) => project.id));
      const next = page.headers.get('x-next-cursor');
      if (!next) break;
      expect(page.headers.get('link')).toBe(`</api/projects?limit=10&cursor=${next}>; rel="next"`);
      path = `/api/projects?limit=10&cursor=${next}`;
    }
    expect(seen).toEqual(newestFirst);

    for (const query of [
      'limit=0',
      'limit=101',
      'limit=abc',
      'limit=1.5',
      'limit=-3',
      'cursor=zzz',
      'limit=5&limit=6',
      ...FORGED_CURSORS.map((cursor) => `limit=5&cursor=${cursor}`),
    ]) {
      const response = await owner.client.get(`/api/projects?${query}`);
      expect({ query, status: response.status, message: typeof response.body?.message }).toEqual({ query, status: 400, message: 'string' });
    }
  });

  it('answers the My Ideas stat cards from one aggregate', async () => {
    const response = await owner.client.graphql(
      '{ projectStats(timeZone: "Europe/Berlin") { totalProjects completed thisMonth averageScore } }',
    );
    expect(response.errors).toBeUndefined();
    const [expected] = await queryDatabase<{ completed: number; this_month: number; average: number }>(
      server.databaseUrl,
      `select count(*) filter (where current_step >= 5)::int as completed,
              count(*) filter (where date_trunc('month', created_at at time zone 'Europe/Berlin') = date_trunc('month', now() at time zone 'Europe/Berlin'))::int as this_month,
              round(avg(score) filter (where score > 0))::int as average
       from projects where owner_id = $1`,
      [owner.id],
    );
    expect(response.data.projectStats).toEqual({
      totalProjects: 25,
      completed: expected!.completed,
      thisMonth: expected!.this_month,
      averageScore: expected!.average,
    });
    expect(expected!.completed).toBe(8);

    const empty = await (
      await createSignedInUser(server)
    ).client.graphql('{ projectStats { totalProjects completed thisMonth averageScore } }');
    // No scored project: no average (the screen shows '—'), never a 0 nobody scored.
    expect(empty.data.projectStats).toEqual({ totalProjects: 0, completed: 0, thisMonth: 0, averageScore: null });
    const bad = await owner.client.graphql('{ projectStats(timeZone: "Mars/Olympus") { totalProjects } }');
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
