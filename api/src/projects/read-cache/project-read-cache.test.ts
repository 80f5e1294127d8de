import { describe, expect, it } from 'vitest';
import { StubPgListener } from '../../jobs/stub-pg-listener.test-support.js';
import { PROJECTS_CHANGED_CHANNEL, ProjectReadCache, type ProjectReadCacheOptions } from './project-read-cache.js';

const OWNER = '11111111-1111-4111-8111-111111111111';
const OTHER_OWNER = '22222222-2222-4222-8222-222222222222';
const NOW = Date.UTC(2026, 10, 24);
const OPTIONS: ProjectReadCacheOptions = { maxEntries: 100, maxBytes: 10_000, maxEntryBytes: 1_000, maxAgeMs: 60_000, changeMemoryMs: 10_000 };

async function startedCache(options: Partial<ProjectReadCacheOptions> = {}) {
  const listener = new StubPgListener(PROJECTS_CHANGED_CHANNEL);
  const cache = new ProjectReadCache(listener.asPgListener(), { ...OPTIONS, ...options });
  await cache.start();
  return { listener, cache };
}

describe('ProjectReadCache', () => {
  it('answers a stored read until a notice names its owner', async () => {
    const { listener, cache } = await startedCache();
    expect(cache.remember('owner list', cache.begin(OWNER, NOW), { projects: ['a'] }, 10, NOW)).toBe(true);
    expect(cache.remember('other list', cache.begin(OTHER_OWNER, NOW), { projects: ['b'] }, 10, NOW)).toBe(true);
    expect(cache.find('owner list', NOW)).toEqual({ projects: ['a'] });

    listener.notify(OWNER.toUpperCase());
    expect(cache.find('owner list', NOW)).toBeUndefined();
    expect(cache.find('other list', NOW)).toEqual({ projects: ['b'] });
    expect(cache.storedBytes).toBe(10);
  });

  it('does not store a read that a change to the same owner overtook, but does after another owner’s change', async () => {
    const { listener, cache } = await startedCache();
    const overtaken = cache.begin(OWNER, NOW);
    listener.notify(OWNER);
    expect(cache.remember('overtaken', overtaken, 'old', 5, NOW)).toBe(false);

    const begunBeforeOtherChange = cache.begin(OWNER, NOW);
    listener.notify(OTHER_OWNER);
    expect(cache.remember('unaffected', begunBeforeOtherChange, 'new', 5, NOW)).toBe(true);
    expect(cache.find('overtaken', NOW)).toBeUndefined();
  });

  it('drops an owner’s reads at once when this process writes (forgetOwner), and refuses reads begun before', async () => {
    const { cache } = await startedCache();
    cache.remember('list', cache.begin(OWNER, NOW), 'before', 5, NOW);
    const begunBefore = cache.begin(OWNER, NOW);
    cache.forgetOwner(OWNER, NOW);
    expect(cache.find('list', NOW)).toBeUndefined();
    expect(cache.remember('list', begunBefore, 'maybe stale', 5, NOW)).toBe(false);
    expect(cache.remember('list', cache.begin(OWNER, NOW), 'after', 5, NOW)).toBe(true);
  });

  it('answers and stores nothing while the LISTEN connection is down, and starts empty after a reconnect', async () => {
    const { listener, cache } = await startedCache();
    cache.remember('list', cache.begin(OWNER, NOW), 'kept', 5, NOW);
    listener.connected = false;
    expect(cache.find('list', NOW)).toBeUndefined();
    expect(cache.remember('during', cache.begin(OWNER, NOW), 'x', 5, NOW)).toBe(false);

    const begunBeforeReconnect = cache.begin(OWNER, NOW);
    listener.connected = true;
    listener.connectionNumber = 2;
    expect(cache.find('list', NOW)).toBeUndefined();
    expect(cache.remember('list', begunBeforeReconnect, 'maybe stale', 5, NOW)).toBe(false);
    expect(cache.remember('list', cache.begin(OWNER, NOW), 'fresh', 5, NOW)).toBe(true);
  });

  it('treats an unreadable notice as a change to everything', async () => {
    const { listener, cache } = await startedCache();
    cache.remember('a', cache.begin(OWNER, NOW), 'a', 5, NOW);
    cache.remember('b', cache.begin(OTHER_OWNER, NOW), 'b', 5, NOW);
    const begun = cache.begin(OTHER_OWNER, NOW);
    listener.notify('not an owner id');
    expect(cache.size).toBe(0);
    expect(cache.remember('b', begun, 'b', 5, NOW)).toBe(false);
  });

  it('bounds entries, bytes, entry size, age and slow reads', async () => {
    const { cache } = await startedCache({ maxEntries: 2, maxBytes: 25 });
    cache.remember('first', cache.begin(OWNER, NOW), 1, 10, NOW);
    cache.remember('second', cache.begin(OWNER, NOW), 2, 10, NOW);
    cache.find('first', NOW); // now the most recently used
    cache.remember('third', cache.begin(OWNER, NOW), 3, 10, NOW);
    expect(cache.find('second', NOW)).toBeUndefined();
    expect([cache.find('first', NOW), cache.find('third', NOW)]).toEqual([1, 3]);

    cache.remember('big', cache.begin(OWNER, NOW), 4, 20, NOW);
    expect(cache.storedBytes).toBeLessThanOrEqual(25);
    expect(cache.remember('huge', cache.begin(OWNER, NOW), 5, 1_001, NOW)).toBe(false);

    expect(cache.find('big', NOW + 60_001)).toBeUndefined();
    expect(cache.remember('slow', cache.begin(OWNER, NOW), 6, 5, NOW + 10_001)).toBe(false);
  });
});
