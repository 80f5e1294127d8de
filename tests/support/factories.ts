import { randomBytes } from 'node:crypto';
import type { TestClient } from './test-client.js';
import type { TestServer } from './test-server.js';

let sequence = 0;

export interface SignedUpUser {
  client: TestClient;
  email: string;
  password: string;
  id: string;
}

/** Signs a new user up through the REST shim; the returned client carries their session cookie. */
export async function createSignedInUser(
  server: TestServer,
  overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
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
  return { client, email: email.toLowerCase(), password, id: response.body.id };
}
