/**
 * The connection's totalCount reads project_owner_counts, kept by triggers on projects: it must
 * equal a count over the projects after whatever writes them (the API, bulk SQL, deletes, an owner
 * change, a deleted user) and be filled for projects that existed before the migration.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsList } from '../../api/src/database/migrations/index.js';
import { migrateToLatest, openDatabase } from '../../api/src/database/orm.js';
import { createEmptyTestDatabase } from '../support/database.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { IDEA, queryDatabase } from './research-support.js';

const TOTAL = '{ projectsConnection(first: 1) { totalCount } }';

async function totalCount(user: SignedUpUser): Promise<number> {
  const result = await user.client.graphql(TOTAL);
  expect(result.errors).toBeUndefined();
  return result.data.projectsConnection.totalCount;
}

/** Every owner's stored total next to a count over the projects (owners without projects: 0 or no row). */
async function mismatches(databaseUrl: string): Promise<unknown[]> {
  return queryDatabase(
    databaseUrl,
    `select u.id, coalesce(c.total, 0) as stored, (select count(*) from projects p where p.owner_id = u.id)::int as counted
     from users u left join project_owner_counts c on c.owner_id = u.id
     where coalesce(c.total, 0) <> (select count(*) from projects p where p.owner_id = u.id)`,
  );
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

    const [first] = await queryDatabase<{ id: string }>(server.databaseUrl, `select id from projects where owner_id = $1 and name = 'One'`, [owner.id]);
    expect((await owner.client.delete(`/api/projects/${first!.id}`)).status).toBeLessThan(300);
    await queryDatabase(server.databaseUrl, `delete from projects where owner_id = $1 and name like 'Bulk %' and name::text ~ '[02468]$'`, [other.id]);
    await queryDatabase(server.databaseUrl, `update projects set owner_id = $2 where owner_id = $1 and name = 'Two'`, [owner.id, other.id]);
    await queryDatabase(server.databaseUrl, `update projects set name = 'Renamed' where owner_id = $1`, [owner.id]);

    const [counted] = await queryDatabase<{ owner: number; other: number }>(
      server.databaseUrl,
      `select count(*) filter (where owner_id = $1)::int as owner, count(*) filter (where owner_id = $2)::int as other from projects`,
      [owner.id, other.id],
    );
    expect(await totalCount(owner)).toBe(counted!.owner);
    expect(await totalCount(other)).toBe(counted!.other);
    expect(await mismatches(server.databaseUrl)).toEqual([]);
  });

  it('go with a deleted user, whose projects go too', async () => {
    const leaving = await createSignedInUser(server);
    expect((await leaving.client.post('/api/projects', { ...IDEA, name: 'Short-lived' })).status).toBe(201);
    await queryDatabase(server.databaseUrl, 'delete from users where id = $1', [leaving.id]);
    expect(await queryDatabase(server.databaseUrl, 'select * from project_owner_counts where owner_id = $1', [leaving.id])).toEqual([]);
    expect(await mismatches(server.databaseUrl)).toEqual([]);
  });
});

describe('the ProjectOwnerCounts migration', () => {
  it('counts the projects that existed before it', async () => {
    const database = await createEmptyTestDatabase(inject('databaseServerUrl'), inject('databaseRunId'), 'owner_counts');
    const orm = await openDatabase(database.url, { poolSize: 2 });
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const before = migrationsList[migrationsList.findIndex((migration) => migration.name === 'Migration20261124081500_ProjectOwnerCounts') - 1]!;
      await orm.getMigrator().up({ to: before.name });
      const { rows: users } = await client.query<{ id: string }>(
        `insert into users (id, email, first_name, last_name, created_at, updated_at)
         select gen_random_uuid(), 'owner' || n || '@example.com', 'Owner', 'Number ' || n, now(), now() from generate_series(1, 3) n returning id`,
      );
      await client.query(
        `insert into projects (id, owner_id, name, current_step, created_at, updated_at)
         select gen_random_uuid(), ($1::uuid[])[1 + n % 2], 'Idea ' || n, 1, now(), now() from generate_series(1, 9) n`,
        [users.map((user) => user.id)],
      );
      await migrateToLatest(orm);
      const { rows } = await client.query<{ owner_id: string; total: number }>('select owner_id, total from project_owner_counts order by total');
      expect(rows.map((row) => row.total)).toEqual([4, 5]);
      expect(await mismatches(database.url)).toEqual([]);
    } finally {
      await client.end();
      await orm.close(true);
      await database.drop();
    }
  });
});
