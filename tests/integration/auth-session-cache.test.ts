/**
 * Each API process keeps validated sessions in memory (auth/session-cache.ts): a signed-in request
 * needs no database round trip, yet any change to a session or user row, made by any replica or
 * by plain SQL, reaches every replica through `auth_changed` notices within moments.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askWhileLocked } from '../support/database.js';
import { createSignedInUser } from '../support/factories.js';
import type { TestClient } from '../support/test-client.js';
import { sameBrowserOn, startReplicas, stopReplicas, type TestServer } from '../support/test-server.js';
import { queryDatabase } from './research-support.js';

let replicaA: TestServer;
let replicaB: TestServer;

beforeAll(async () => {
  [replicaA, replicaB] = await startReplicas({ RUN_WORKERS: 'false' });
});
afterAll(async () => {
  await stopReplicas(replicaA, replicaB);
});

async function me(client: TestClient): Promise<{ id: string; firstName: string; plan: string } | null> {
  const result = await client.graphql('{ me { id firstName plan } }');
  expect(result.errors).toBeUndefined();
  return result.data.me;
}

/** Notices travel through PostgreSQL: a replica sees a change within milliseconds; two seconds is the test's patience. */
const PROMPTLY = { timeout: 2000, interval: 20 };

describe('the session cache', () => {
  it('answers a cached session while the sessions and users tables are locked', async () => {
    const user = await createSignedInUser(replicaA);
    const onB = sameBrowserOn(replicaB, user.client);
    expect((await me(onB))?.id).toBe(user.id);

    /**
     * A read that a notice overtook is not cached (the factory's own writes send notices that may
     * still be on their way), so the first try may find nothing cached; the read it waited for then
     * fills the cache, and a later try must answer without the database.
     */
    async function answersWhileLocked(): Promise<boolean> {
      const { answeredWhileLocked, answer } = await askWhileLocked(replicaA.databaseUrl, 'sessions, users', () => me(onB).then((viewer) => viewer?.id), 1500);
      // The read that waited still answers the right user once the lock is gone.
      expect(answer).toBe(user.id);
      return answeredWhileLocked;
    }
    await expect.poll(answersWhileLocked, { timeout: 15_000, interval: 50 }).toBe(true);
  });

  it('ends a session on every replica when it logs out on one', async () => {
    const user = await createSignedInUser(replicaA);
    const onB = sameBrowserOn(replicaB, user.client);
    expect((await me(onB))?.id).toBe(user.id);
    expect((await me(user.client))?.id).toBe(user.id);

    expect((await user.client.post('/auth/logout')).status).toBe(200);
    await expect.poll(() => me(onB), PROMPTLY).toBeNull();
    expect((await onB.get('/api/projects')).status).toBe(401);
  });

  it('sees a session deleted or expired by plain SQL', async () => {
    const deleted = await createSignedInUser(replicaA);
    const expired = await createSignedInUser(replicaA);
    expect((await me(deleted.client))?.id).toBe(deleted.id);
    expect((await me(expired.client))?.id).toBe(expired.id);

    await queryDatabase(replicaA.databaseUrl, 'delete from sessions where user_id = $1', [deleted.id]);
    await queryDatabase(replicaA.databaseUrl, "update sessions set expires_at = now() - interval '1 second' where user_id = $1", [expired.id]);
    await expect.poll(() => me(deleted.client), PROMPTLY).toBeNull();
    await expect.poll(() => me(expired.client), PROMPTLY).toBeNull();
  });

  it('sees a user row changed by plain SQL or by another replica', async () => {
    const user = await createSignedInUser(replicaA, { plan: 'free' });
    const onB = sameBrowserOn(replicaB, user.client);
    expect(await me(onB)).toMatchObject({ plan: 'free' });

    await queryDatabase(replicaA.databaseUrl, "update users set plan = 'pro' where id = $1", [user.id]);
    await expect.poll(async () => (await me(onB))?.plan, PROMPTLY).toBe('pro');

    const renamed = await user.client.graphql(
      'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { firstName } }',
      { input: { firstName: 'Renamed', lastName: 'User', email: user.email } },
    );
    expect(renamed.errors).toBeUndefined();
    // The replica that made the change answers with it at once; the other within moments.
    expect((await me(user.client))?.firstName).toBe('Renamed');
    await expect.poll(async () => (await me(onB))?.firstName, PROMPTLY).toBe('Renamed');
  });
});
