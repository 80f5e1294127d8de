/**
 * The connection's totalCount equals a count over the projects after whatever writes them (the API,
 * bulk SQL, deletes, an owner change).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { IDEA, queryDatabase } from './research-support.js';

const TOTAL = '{ projectsConnection(first: 1) { totalCount } }';

async function totalCount(user: SignedUpUser): Promise<number> {
  const result = await user.client.graphql(TOTAL);
  expect(result.errors).toBeUndefined();
  return result.data.projectsConnection.totalCount;
}

describe('project counts per owner', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ RUN_WORKERS: 'false' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('follow creations through the API, bulk inserts, deletes and an owner change', async () => {
    const owner = await createSignedInUser(server);
    const other = await createSignedInUser(server);
    expect(await totalCount(owner)).toBe(0);

    for (const name of ['One', 'Two']) expect((await owner.client.post('/api/projects', { ...IDEA, name })).status).toBe(201);
    expect(await totalCount(owner)).toBe(2);

    await queryDatabase(
      server.databaseUrl,
      `insert into projects (id, owner_id, name, current_step, created_at, updated_at)
       select gen_random_uuid(), case when n % 2 = 0 then $1::uuid else $2::uuid end, 'Bulk ' || n, 1, now(), now() from generate_series(1, 31) n`,
      [owner.id, other.id],
    );
    expect(await totalCount(owner)).toBe(17);
    expect(await totalCount(other)).toBe(16);

    const [first] = await queryDatabase<{ id: string }>(
      server.databaseUrl,
      `select id from projects where owner_id = $1 and name = 'One'`,
      [owner.id],
    );
    expect((await owner.client.delete(`/api/projects/${first!.id}`)).status).toBeLessThan(300);
    await queryDatabase(server.databaseUrl, `delete from projects where owner_id = $1 and name like 'Bulk %' and name::text ~ '[02468]$'`, [
      other.id,
    ]);
    await queryDatabase(server.databaseUrl, `update projects set owner_id = $2 where owner_id = $1 and name = 'Two'`, [owner.id, other.id]);

    const [counted] = await queryDatabase<{ owner: number; other: number }>(
      server.databaseUrl,
      `select count(*) filter (where owner_id = $1)::int as owner, count(*) filter (where owner_id = $2)::int as other from projects`,
      [owner.id, other.id],
    );
    expect(await totalCount(owner)).toBe(counted!.owner);
    expect(await totalCount(other)).toBe(counted!.other);
  });
});
