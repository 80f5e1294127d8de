import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestClient } from './test-client.js';
import type { TestServer } from './test-server.js';

let sequence = 0;

export interface SignedUpUser {
  client: TestClient;
  email: string;
  password: string;
  id: string;
}

/**
 * Signs a new user up through the REST shim; the returned client carries their session cookie.
 * Sign-up gives the Free plan; test users are on Pro unless `plan` says otherwise, so tests that
 * are not about plan limits are not held to 3 projects a month (tests/integration/plan-limits.test.ts is).
 */
export async function createSignedInUser(
  server: TestServer,
  overrides: Partial<{ email: string; password: string; firstName: string; lastName: string; plan: 'free' | 'basic' | 'pro' }> = {},
): Promise<SignedUpUser> {
  sequence += 1;
  const email = overrides.email ?? `user${sequence}-${randomBytes(3).toString('hex')}@example.com`;
  const password = overrides.password ?? 'correct horse';
  const client = server.client();
  const response = await client.post('/auth/signup', {
    email,
    password,
    firstName: overrides.firstName ?? 'Test',
    lastName: overrides.lastName ?? `User${sequence}`,
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${response.text}`);
  const plan = overrides.plan ?? 'pro';
  if (plan !== 'free') await setPlan(server, response.body.id, plan);
  return { client, email: email.toLowerCase(), password, id: response.body.id };
}

/** What a billing system would do: puts the user on a plan ('free', 'basic', or 'pro'). */
export async function setPlan(server: TestServer, userId: string, plan: string): Promise<void> {
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    await client.query('update users set plan = $2 where id = $1', [userId, plan]);
  } finally {
    await client.end();
  }
}

/** Creates a project through the REST shim as `owner` and waits until its research is complete; its id. */
export async function createResearchedProject(
  owner: SignedUpUser,
  fields: { name: string; category?: string; description?: string },
): Promise<string> {
  const created = await owner.client.post('/api/projects', fields);
  if (created.status !== 201) throw new Error(`project creation failed: ${created.status} ${created.text}`);
  const projectId: string = created.body.id;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const project = await owner.client.get(`/api/projects/${projectId}`);
    if (project.body.status === 'complete') return projectId;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`research of ${projectId} did not complete`);
}
