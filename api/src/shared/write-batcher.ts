/** The most items one flush takes (bounds a statement's parameters: 15 per metered call, 65,535 allowed). */
const MAX_BATCH = 200;

interface Waiting<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

/**
 * Writes many callers' items with one statement. An item submitted while no flush is running is
 * flushed at the end of the current tick (with whatever else that tick submitted); items submitted
 * while a flush is running wait for it and go together in the next one. So a lone write costs no
 * extra wait, and under load a statement carries every write that queued behind the previous one:
 * on loopback PostgreSQL a round trip costs more CPU (both sides) than the rows it carries.
 *
 * Per process only, nothing shared: each flush is an ordinary statement, as safe with several replicas
 * as the single writes it replaces. `flush` answers one result per item, in order; when it throws,
 * every caller of that batch gets the error.
 */
export class WriteBatcher<Item, Result> {
  private waiting: Waiting<Item, Result>[] = [];
  private flushing = false;
  private scheduled = false;

  constructor(private readonly flush: (items: Item[]) => Promise<Result[]>) {}

  submit(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.flushing || this.scheduled || this.waiting.length === 0) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      void this.flushWaiting();
    });
  }

  private async flushWaiting(): Promise<void> {
    if (this.flushing) return;
    const batch = this.waiting.splice(0, MAX_BATCH);
    if (batch.length === 0) return;
    this.flushing = true;
    try {
      const results = await this.flush(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, index) => waiting.resolve(results[index]!));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    } finally {
      this.flushing = false;
      this.schedule();
    }
  }
}
