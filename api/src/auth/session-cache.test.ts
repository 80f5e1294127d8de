import { describe, expect, it } from 'vitest';
import { StubPgListener } from '../jobs/stub-pg-listener.test-support.js';
import { AUTH_CHANGED_CHANNEL, SessionCache, type CachedSession } from './session-cache.js';
import { userProfileFromRow } from './user-profile.js';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 24);
const RENEW_WITHIN = 15 * DAY;

function session(sessionId: string, userId = 'user-1', expiresInDays = 30): CachedSession {
  const userRow = { id: userId, plan: 'free', created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-02T00:00:00.000Z' };
  return { sessionId, userId, expiresAt: new Date(NOW + expiresInDays * DAY), userRow, profile: userProfileFromRow(userRow) };
}

async function startedCache(options = { maxEntries: 100, maxAgeMs: 60_000 }) {
  const listener = new StubPgListener(AUTH_CHANGED_CHANNEL);
  const cache = new SessionCache(listener.asPgListener(), options);
  await cache.start();
  return { listener, cache };
}

describe('SessionCache', () => {
  it('answers a remembered session until a notice names the session or its user', async () => {
    const { listener, cache } = await startedCache();
    cache.remember(session('a'), cache.version, NOW);
    cache.remember(session('b'), cache.version, NOW);
    cache.remember(session('c', 'user-2'), cache.version, NOW);
    expect(cache.find('a', RENEW_WITHIN, NOW)?.profile).toMatchObject({ id: 'user-1', plan: 'free' });

    listener.notify({ sessionId: 'a' });
    expect(cache.find('a', RENEW_WITHIN, NOW)).toBeNull();
    expect(cache.find('b', RENEW_WITHIN, NOW)).not.toBeNull();

    listener.notify({ userId: 'user-1' });
    expect(cache.find('b', RENEW_WITHIN, NOW)).toBeNull();
    expect(cache.find('c', RENEW_WITHIN, NOW)).not.toBeNull();

    listener.notify('not json');
    expect(cache.find('c', RENEW_WITHIN, NOW)).toBeNull();
  });

  it('does not store a read that a notice overtook', async () => {
    const { listener, cache } = await startedCache();
    const versionBeforeRead = cache.version;
    listener.notify({ userId: 'user-1' }); // the row changed while the read was on its way
    cache.remember(session('a'), versionBeforeRead, NOW);
    expect(cache.find('a', RENEW_WITHIN, NOW)).toBeNull();
  });

  it('answers nothing while the LISTEN connection is down, and starts empty on a new one', async () => {
    const { listener, cache } = await startedCache();
    cache.remember(session('a'), cache.version, NOW);
    listener.connected = false;
    expect(cache.find('a', RENEW_WITHIN, NOW)).toBeNull();
    cache.remember(session('b'), cache.version, NOW);
    listener.connected = true;
    listener.connectionNumber = 2;
    expect(cache.find('a', RENEW_WITHIN, NOW)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('answers nothing before start and after stop', async () => {
    const listener = new StubPgListener(AUTH_CHANGED_CHANNEL);
    const cache = new SessionCache(listener.asPgListener());
    cache.remember(session('a'), cache.version, NOW);
    expect(cache.find('a', RENEW_WITHIN, NOW)).toBeNull();
    await cache.start();
    cache.remember(session('a'), cache.version, NOW);
    expect(cache.find('a', RENEW_WITHIN, NOW)).not.toBeNull();
    await cache.stop();
    expect(cache.find('a', RENEW_WITHIN, NOW)).toBeNull();
  });

  it('leaves renewals and old entries to the database', async () => {
    const { cache } = await startedCache({ maxEntries: 100, maxAgeMs: 60_000 });
    cache.remember(session('renew', 'user-1', 14), cache.version, NOW);
    expect(cache.find('renew', RENEW_WITHIN, NOW)).toBeNull();
    cache.remember(session('old'), cache.version, NOW);
    expect(cache.find('old', RENEW_WITHIN, NOW + 59_000)).not.toBeNull();
    expect(cache.find('old', RENEW_WITHIN, NOW + 61_000)).toBeNull();
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const { cache } = await startedCache({ maxEntries: 2, maxAgeMs: 60_000 });
    for (const id of ['a', 'b', 'c']) cache.remember(session(id), cache.version, NOW);
    expect(cache.size).toBe(2);
    expect(cache.find('a', RENEW_WITHIN, NOW)).toBeNull();
    expect(cache.find('c', RENEW_WITHIN, NOW)).not.toBeNull();
  });

  it('hands out a copy of the row, never the stored one', async () => {
    const { cache } = await startedCache();
    cache.remember(session('a'), cache.version, NOW);
    const found = cache.find('a', RENEW_WITHIN, NOW)!;
    expect(Object.isFrozen(found.userRow)).toBe(true);
  });
});
