/**
 * Every limit counts in one PostgreSQL table (rate_limits), so two API replicas share each count:
 * accounts created per IP, failed logins, a published site's signups; giving a point back after
 * its window ended grants nothing extra; an hourly job deletes the rows of ended windows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteExpiredRateLimits } from '../../api/src/http/rate-limit-cleanup.js';
import { createRateLimit, storedRateLimitKey } from '../../api/src/http/rate-limits.js';
import { createSignedInUser } from '../support/factories.js';
import { startReplicas, stopReplicas, type TestServer } from '../support/test-server.js';
import { createProject, DESIGN } from './websites-fixtures.js';

let replicaA: TestServer;
let replicaB: TestServer;
let addressCounter = 0;
const nextAddress = () => `10.7.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

beforeAll(async () => {
  [replicaA, replicaB] = await startReplicas({
    TRUST_PROXY: 'true',
    SIGNUPS_PER_IP_PER_HOUR: '3',
    DEMAND_TEST_SIGNUPS_PER_SITE_PER_HOUR: '3',
  });
});
afterAll(async () => {
  await stopReplicas(replicaA, replicaB);
});

const replicaFor = (index: number) => (index % 2 === 0 ? replicaA : replicaB);

describe('accounts created per IP address', () => {
  it('refuses the 4th sign-up from one address across both replicas with 429 and Retry-After, not other addresses', async () => {
    const address = nextAddress();
    const signUp = (index: number, from: string) =>
      replicaFor(index)
        .client()
        .post(
          '/auth/signup',
          { email: `limit-${index}-${Date.now()}@example.com`, password: 'correct horse', firstName: 'Ada', lastName: 'Lovelace' },
          { 'x-forwarded-for': from },
        );
    for (let index = 0; index < 3; index += 1) expect((await signUp(index, address)).status).toBe(201);
    const refused = await signUp(3, address);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Too many accounts were created from your network. Please try again later.' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await signUp(4, nextAddress())).status).toBe(201);
  });
});

describe('failed logins', () => {
  it('locks an email after 10 failures spread over both replicas', async () => {
    const user = await createSignedInUser(replicaA);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await replicaFor(attempt)
        .client()
        .post('/auth/login', { email: user.email, password: `wrong-${attempt}` }, { 'x-forwarded-for': nextAddress() });
      expect(response.status).toBe(401);
    }
    for (const replica of [replicaA, replicaB]) {
      const locked = await replica
        .client()
        .post('/auth/login', { email: user.email, password: user.password }, { 'x-forwarded-for': nextAddress() });
      expect(locked.status).toBe(429);
      expect(locked.body).toEqual({ message: 'Too many attempts, try again later' });
    }
  });
});

describe('signups of one published site', () => {
  it('refuses the 4th signup of a site in the hour, whatever the address or replica, and not another site', async () => {
    const owner = await createSignedInUser(replicaA);
    const publish = async (name: string) => {
      const project = await createProject(replicaA, owner.id, { name });
      const generated = await owner.client.post(`/api/projects/${project.id}/generate-website`, { ...DESIGN, title: name });
      expect(generated.status).toBe(200);
      expect((await owner.client.post(`/api/websites/${generated.body.id}/publish`)).status).toBe(200);
      return generated.body.slug as string;
    };
    const post = (index: number, slug: string) =>
      replicaFor(index)
        .client()
        .request('POST', `/site/${slug}/signup`, {
          rawBody: new URLSearchParams({ email: `visitor-${index}@example.com` }).toString(),
          headers: {
            'x-forwarded-for': nextAddress(),
            'user-agent': BROWSER,
            'content-type': 'application/x-www-form-urlencoded',
            origin: 'null',
          },
        });
    const busy = await publish('Busy Site');
    for (let index = 0; index < 3; index += 1) expect((await post(index, busy)).status).toBe(200);
    const refused = await post(3, busy);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect((await post(4, await publish('Quiet Site'))).status).toBe(200);
  });
});

describe('a point given back', () => {
  it('after its window ended opens no window below zero', async () => {
    const orm = replicaA.application.services.orm;
    const name = `test-reward-${Date.now()}`;
    const limit = createRateLimit(orm, { name, points: 2, durationSeconds: 60 });
    await limit.consume('key');
    // The window ends between the point taken and the point given back.
    await orm.em
      .getConnection()
      .execute('update rate_limits set expire = ? where key = ?', [Date.now() - 1000, storedRateLimitKey(name, 'key')]);
    await limit.reward('key');
    expect(await limit.take('key')).toEqual({ allowed: true });
    expect(await limit.take('key')).toEqual({ allowed: true });
    expect(await limit.take('key')).toMatchObject({ allowed: false });
  });
});

describe('rows of ended windows', () => {
  it('are deleted by the hourly clean-up, which pg-boss schedules once for every process', async () => {
    const connection = replicaA.application.services.orm.em.getConnection();
    const ended = `test-cleanup:${Date.now()}-ended`;
    const current = `test-cleanup:${Date.now()}-current`;
    await connection.execute('insert into rate_limits (key, points, expire) values (?, 1, ?), (?, 1, ?)', [
      ended,
      Date.now() - 1000,
      current,
      Date.now() + 60_000,
    ]);
    expect(await deleteExpiredRateLimits(replicaB.application.services)).toBeGreaterThanOrEqual(1);
    const rows = await connection.execute<{ key: string }[]>('select key from rate_limits where key in (?, ?)', [ended, current]);
    expect(rows.map((row) => row.key)).toEqual([current]);
    const schedules = await connection.execute<{ name: string; cron: string }[]>('select name, cron from pgboss.schedule');
    expect(schedules).toContainEqual({ name: 'rate-limit-cleanup', cron: '17 * * * *' });
  });
});
