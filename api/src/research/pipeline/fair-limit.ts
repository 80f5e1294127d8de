/**
 * A concurrency limit that is fair between owners: tasks wait in one queue per owner (a user), and a
 * free slot goes to the owners in turn, oldest task of each first. One user's burst of twenty runs
 * then delays another user's single run by at most one task per slot, instead of queueing it behind
 * everything the burst asked for (p-limit's one first-come-first-served queue).
 */
export class FairLimit {
  private running = 0;
  /** Waiting tasks per owner, owners in turn order (a Map keeps insertion order). */
  private readonly waiting = new Map<string, Array<() => void>>();

  constructor(private readonly concurrency: number) {}

  get activeCount(): number {
    return this.running;
  }

  get pendingCount(): number {
    let count = 0;
    for (const queue of this.waiting.values()) count += queue.length;
    return count;
  }

  async run<T>(owner: string, task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency || this.waiting.size > 0) {
      await new Promise<void>((resolve) => {
        const queue = this.waiting.get(owner);
        if (queue) queue.push(resolve);
        else this.waiting.set(owner, [resolve]);
      });
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      this.next();
    }
  }

  /** Hands the slot to the next owner in turn (its oldest task), who then goes to the back of the turn order. */
  private next(): void {
    const first = this.waiting.entries().next();
    if (first.done) {
      this.running -= 1;
      return;
    }
    const [owner, queue] = first.value;
    const resolve = queue.shift()!;
    this.waiting.delete(owner);
    if (queue.length > 0) this.waiting.set(owner, queue);
    resolve();
  }
}
