import { describe, expect, it } from 'vitest';
import { StubPgListener } from '../jobs/stub-pg-listener.test-support.js';
import { PastDayCosts, USAGE_DAYS_CHANGED_CHANNEL } from './past-day-costs.js';
import type { DailyCost } from './usage-analytics.types.js';
import { addDays } from './usage-input.js';

const cost = (date: string, requests = 1): DailyCost => ({ date, totalCost: requests / 100, totalTokens: requests * 10, requests });

/** `count` days ending `last`, oldest first. */
function days(last: string, count: number, requests = 1): DailyCost[] {
  return Array.from({ length: count }, (_, index) => cost(addDays(last, index - count + 1), requests));
}

async function started() {
  const listener = new StubPgListener(USAGE_DAYS_CHANGED_CHANNEL);
  const pastDays = new PastDayCosts(listener.asPgListener());
  await pastDays.start();
  return { listener, pastDays };
}

describe('PastDayCosts', () => {
  it('keeps the finished days of a read and gives them back in order, up to the first day not kept', async () => {
    const { pastDays } = await started();
    pastDays.remember(pastDays.begin(), days('2026-11-24', 10), '2026-11-22');
    expect(pastDays.size).toBe(8); // 11-15 .. 11-22: yesterday and today are never kept
    const kept = pastDays.keptFrom(pastDays.begin(), '2026-11-13', '2026-11-22');
    expect(kept).toEqual([]); // 11-13 is not kept: nothing comes from memory
    expect(pastDays.keptFrom(pastDays.begin(), '2026-11-15', '2026-11-22').map((day) => day.date)).toEqual(
      days('2026-11-22', 8).map((day) => day.date),
    );
    expect(pastDays.keptFrom(pastDays.begin(), '2026-11-20', '2026-11-21').map((day) => day.date)).toEqual(['2026-11-20', '2026-11-21']);
  });

  it('drops the day a notice names and every later one, and refuses a read the notice overtook', async () => {
    const { listener, pastDays } = await started();
    pastDays.remember(pastDays.begin(), days('2026-11-22', 30), '2026-11-22');
    const overtaken = pastDays.begin();
    listener.notify('2026-11-10');
    expect(pastDays.unchangedSince(overtaken)).toBe(false);
    expect(pastDays.keptFrom(overtaken, '2026-10-24', '2026-11-22')).toEqual([]);
    pastDays.remember(overtaken, days('2026-11-22', 13, 99), '2026-11-22');

    const kept = pastDays.keptFrom(pastDays.begin(), '2026-10-24', '2026-11-22');
    expect(kept.map((day) => day.date)).toEqual(days('2026-11-09', 17).map((day) => day.date));
    expect(kept.every((day) => day.requests === 1)).toBe(true); // the overtaken read was not kept
  });

  it('drops everything on a notice without a day, on a reconnect and while not listening', async () => {
    const { listener, pastDays } = await started();
    pastDays.remember(pastDays.begin(), days('2026-11-22', 5), '2026-11-22');
    listener.notify('all');
    expect(pastDays.size).toBe(0);

    pastDays.remember(pastDays.begin(), days('2026-11-22', 5), '2026-11-22');
    listener.connectionNumber += 1; // notices sent while the connection was down are lost
    expect(pastDays.keptFrom(pastDays.begin(), '2026-11-18', '2026-11-22')).toEqual([]);
    expect(pastDays.size).toBe(0);

    listener.connected = false;
    const ticket = pastDays.begin();
    pastDays.remember(ticket, days('2026-11-22', 5), '2026-11-22');
    expect(pastDays.size).toBe(0);
    listener.connected = true;
    expect(pastDays.unchangedSince(ticket)).toBe(true);
    await pastDays.stop();
    expect(pastDays.unchangedSince(ticket)).toBe(false);
  });

  it('lets go of days older than the longest list as time passes', async () => {
    const { pastDays } = await started();
    pastDays.remember(pastDays.begin(), days('2025-11-22', 500), '2025-11-22');
    pastDays.remember(pastDays.begin(), days('2026-11-22', 500), '2026-11-22');
    expect(pastDays.size).toBeLessThanOrEqual(521);
    expect(pastDays.keptFrom(pastDays.begin(), addDays('2026-11-22', -499), '2026-11-22')).toHaveLength(500);
  });

  it('hands back frozen copies, so an answer changed by a caller does not change the next one', async () => {
    const { pastDays } = await started();
    const read = days('2026-11-22', 2);
    pastDays.remember(pastDays.begin(), read, '2026-11-22');
    read[0]!.requests = 42;
    const [first] = pastDays.keptFrom(pastDays.begin(), '2026-11-21', '2026-11-22');
    expect(first?.requests).toBe(1);
    expect(Object.isFrozen(first)).toBe(true);
  });
});
