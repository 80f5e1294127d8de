/**
 * A push-to-pull bridge: values pushed in are read with `for await`. Ending the loop (return)
 * runs `onClose` once, which is how subscriptions release their LISTEN handler.
 */
export class AsyncQueue<Value> implements AsyncIterableIterator<Value> {
  private readonly values: Value[] = [];
  private readonly waiting: ((result: IteratorResult<Value>) => void)[] = [];
  private closed = false;

  constructor(private readonly onClose: () => void = () => undefined) {}

  push(value: Value): void {
    if (this.closed) return;
    const reader = this.waiting.shift();
    if (reader) reader({ value, done: false });
    else this.values.push(value);
  }

  next(): Promise<IteratorResult<Value>> {
    if (this.values.length > 0) return Promise.resolve({ value: this.values.shift()!, done: false });
    if (this.closed) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  return(): Promise<IteratorResult<Value>> {
    this.close();
    return Promise.resolve({ value: undefined, done: true });
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.values.length = 0;
    for (const reader of this.waiting.splice(0)) reader({ value: undefined, done: true });
    this.onClose();
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<Value> {
    return this;
  }
}
