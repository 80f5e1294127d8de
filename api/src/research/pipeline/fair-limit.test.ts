import { describe, expect, it } from 'vitest';
import { FairLimit } from './fair-limit.js';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('FairLimit', () => {
  it('runs at most `concurrency` tasks at once', async () => {
    const limit = new FairLimit(2);
    let peak = 0;
    let now = 0;
    await Promise.all(
      Array.from({ length: 6 }, () =>
        limit.run('a', async () => {
          now += 1;
          peak = Math.max(peak, now);
          await new Promise((resolve) => setTimeout(resolve, 5));
          now -= 1;
        }),
      ),
    );
    expect(peak).toBe(2);
    expect(limit.activeCount).toBe(0);
  });

  it("gives a later owner's single task the next free slot, ahead of an earlier owner's backlog", async () => {
    const limit = new FairLimit(1);
    const order: string[] = [];
    const gate = deferred();
    const first = limit.run('burst', async () => {
      order.push('burst-0');
      await gate.promise;
    });
    const burst = Array.from({ length: 5 }, (_, index) => limit.run('burst', async () => void order.push(`burst-${index + 1}`)));
    const single = limit.run('single', async () => void order.push('single'));
    expect(limit.pendingCount).toBe(6);
    gate.resolve();
    await Promise.all([first, ...burst, single]);
    expect(order.slice(0, 3)).toEqual(['burst-0', 'burst-1', 'single']);
    expect(order).toHaveLength(7);
  });

  it('frees the slot when a task throws', async () => {
    const limit = new FairLimit(1);
    await expect(limit.run('a', async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(limit.run('b', async () => 'yes')).resolves.toBe('yes');
  });
});
