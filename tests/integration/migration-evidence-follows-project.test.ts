/**
 * Migration20261127190000_EvidenceFollowsProject over evidence stored before it: the rows of projects deleted
 * earlier (which stayed, holding the idea's words) are removed, the others kept, and from then on deleting a
 * project deletes its evidence.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { upgradedOver } from './migration-support.js';
import { queryDatabase } from './research-support.js';

const BEFORE = 'Migration20261127120000_SignupConfirmationRequired';
const USER = '00000000-0000-4000-8000-0000000000a1';
const PROJECT = '00000000-0000-4000-8000-0000000000b1';
const DELETED_PROJECT = '00000000-0000-4000-8000-0000000000b2';
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('research_evidence.project_id', () => {
  it('drops the evidence of projects deleted before it, keeps the rest, and cascades from then on', async () => {
    const database = await upgradedOver(
      BEFORE,
      'evidence',
      `insert into users (id, email, first_name, last_name, plan, role, created_at, updated_at)
         values ('${USER}', 'evidence@example.com', 'E', 'V', 'free', 'user', now(), now());
       insert into projects (id, owner_id, name, description, key_features, current_step, status, created_at, updated_at)
         values ('${PROJECT}', '${USER}', 'PetPal', 'Dog walkers on demand.', '[]', 5, 'complete', now(), now());
       insert into research_evidence (id, project_id, provider, method, url, request_key, duration_ms) values
         ('00000000-0000-4000-8000-0000000000c1', '${PROJECT}', 'hackernews', 'GET', 'https://hn.example/?query=PetPal', 'k1', 5),
         ('00000000-0000-4000-8000-0000000000c2', '${DELETED_PROJECT}', 'hackernews', 'GET', 'https://hn.example/?query=Secret', 'k2', 5),
         ('00000000-0000-4000-8000-0000000000c3', null, 'rdap', 'GET', 'https://rdap.example/domain/example.com', 'k3', 5);`,
    );
    cleanups.push(database.drop);
    const remaining = async () =>
      (await queryDatabase<{ id: string }>(database.url, 'select id from research_evidence order by id')).map((row) => row.id);
    // The deleted project's row is gone; the live project's and the row of no project stay.
    expect(await remaining()).toEqual(['00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000c3']);
    await queryDatabase(database.url, 'delete from projects where id = $1', [PROJECT]);
    expect(await remaining()).toEqual(['00000000-0000-4000-8000-0000000000c3']);
  });
});
