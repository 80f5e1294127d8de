/**
 * ADMIN_EMAILS make admins only of the accounts created with those addresses (sign-up or verified
 * Google): a profile email change into one is refused, an account that changed to one is not an
 * admin, and the start warns about addresses no account holds yet.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warnAboutUnclaimedAdminEmails } from '../../api/src/auth/admin-emails.js';
import type { Logger } from '../../api/src/shared/logger.js';
import { createSignedInUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const UNCLAIMED_ADMIN = 'root@example.com';
const CLAIMED_ADMIN = 'owner@example.com';
const UPDATE_PROFILE = /* GraphQL */ `
  mutation Update($input: UpdateProfileInput!) { updateProfile(input: $input) { id email } }
`;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: `${UNCLAIMED_ADMIN}, ${CLAIMED_ADMIN}` });
});
afterAll(async () => {
  await server?.stop();
});

/** Keeps the warnings the check logs. */
function capturingLogger() {
  const lines: Array<{ email: string; msg: string }> = [];
  const logger = { warn: (fields: { email: string }, msg: string) => void lines.push({ ...fields, msg }) } as unknown as Logger;
  return { logger, lines };
}

describe('a profile email change to an ADMIN_EMAILS address', () => {
  it('is refused over REST with 403 "This email address cannot be used", in any letter case, and changes nothing', async () => {
    const user = await createSignedInUser(server);
    for (const email of [UNCLAIMED_ADMIN, 'ROOT@Example.COM']) {
      const response = await user.client.patch('/api/auth/profile', { firstName: 'Mallory', lastName: 'M', email });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: 'This email address cannot be used' });
    }
    const me = await user.client.get('/api/auth/user');
    expect(me.body.email).toBe(user.email);
    expect(me.body.firstName).toBe('Test');
    expect((await user.client.get('/api/admin/check')).body).toEqual({ isAdmin: false });
  });

  it('is refused over GraphQL with FORBIDDEN', async () => {
    const user = await createSignedInUser(server);
    const result = await user.client.graphql(UPDATE_PROFILE, { input: { firstName: 'Mallory', lastName: 'M', email: UNCLAIMED_ADMIN } });
    expect(result.errors?.[0]).toMatchObject({ message: 'This email address cannot be used', extensions: { code: 'FORBIDDEN' } });
    expect((await user.client.graphql('{ isAdmin }')).data).toEqual({ isAdmin: false });
  });

  it('leaves the account created with that address an admin, and other profile edits of it work', async () => {
    const admin = await createSignedInUser(server, { email: CLAIMED_ADMIN });
    expect((await admin.client.get('/api/admin/check')).body).toEqual({ isAdmin: true });
    const edit = await admin.client.patch('/api/auth/profile', { firstName: 'Ada', lastName: 'Admin', email: CLAIMED_ADMIN });
    expect(edit.status).toBe(200);
    expect((await admin.client.graphql('{ isAdmin }')).data).toEqual({ isAdmin: true });
  });
});

describe('an account whose email was changed to an address later added to ADMIN_EMAILS', () => {
  it('is not an admin after the restart that adds the address', async () => {
    const user = await createSignedInUser(server);
    const laterAdmin = `later-admin-${Date.now()}@example.com`;
    const changed = await user.client.patch('/api/auth/profile', { firstName: 'Eve', lastName: 'E', email: laterAdmin });
    expect(changed.status).toBe(200);

    const databaseUrl = server.databaseUrl;
    await server.stop({ keepDatabase: true });
    server = await startTestServer({ ADMIN_EMAILS: `${UNCLAIMED_ADMIN}, ${CLAIMED_ADMIN}, ${laterAdmin}` }, { databaseUrl });

    const loggedIn = server.client();
    expect((await loggedIn.post('/auth/login', { email: laterAdmin, password: user.password })).status).toBe(200);
    expect((await loggedIn.get('/api/admin/check')).body).toEqual({ isAdmin: false });
    expect((await loggedIn.graphql('{ isAdmin }')).data).toEqual({ isAdmin: false });
    expect((await loggedIn.get('/api/admin/usage/stats')).status).toBe(403);

    // The start warns about it, as about an address nobody holds.
    const { logger, lines } = capturingLogger();
    const unclaimed = await warnAboutUnclaimedAdminEmails(
      server.application.services.orm.em.fork(),
      server.application.services.config.adminEmails,
      logger,
    );
    expect(unclaimed.sort()).toEqual([laterAdmin, UNCLAIMED_ADMIN].sort());
    const warning = lines.find((line) => line.email === laterAdmin);
    expect(warning).toMatchObject({ msg: expect.stringMatching(/changed its email to it, so it is not an admin/) });
  });
});

describe('the start-up check of ADMIN_EMAILS', () => {
  it('warns about each address that has no account yet, and not about one that has', async () => {
    await createSignedInUser(server, { email: 'claimed-at-start@example.com' });
    const { logger, lines } = capturingLogger();
    const unclaimed = await warnAboutUnclaimedAdminEmails(
      server.application.services.orm.em.fork(),
      new Set(['claimed-at-start@example.com', 'nobody-yet@example.com']),
      logger,
    );
    expect(unclaimed).toEqual(['nobody-yet@example.com']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      email: 'nobody-yet@example.com',
      msg: expect.stringMatching(/has no account yet: create it before exposing the app/),
    });
  });

  it('says nothing when ADMIN_EMAILS is empty', async () => {
    const { logger, lines } = capturingLogger();
    expect(await warnAboutUnclaimedAdminEmails(server.application.services.orm.em.fork(), new Set(), logger)).toEqual([]);
    expect(lines).toEqual([]);
  });
});
