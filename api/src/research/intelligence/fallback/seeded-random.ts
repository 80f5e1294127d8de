import { createHash } from 'node:crypto';

/**
 * A small deterministic pseudo-random source (mulberry32) seeded from text, so the fallback
 * generator gives the same output for the same idea and different output for different ideas.
 */
export class SeededRandom {
  private state: number;

  constructor(seedText: string) {
    this.state = createHash('sha256').update(seedText).digest().readUInt32LE(0);
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** `count` distinct items in a seeded order (all of them when count >= items.length). */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    for (let index = pool.length - 1; index > 0; index -= 1) {
      const swap = Math.floor(this.next() * (index + 1));
      [pool[index], pool[swap]] = [pool[swap] as T, pool[index] as T];
    }
    return pool.slice(0, Math.min(count, pool.length));
  }
}

/** The seed text of an idea: what makes two ideas "the same" for the fallback generator. */
export function ideaSeed(idea: { name: string; category?: string | null; description?: string | null }): string {
  return [idea.name.trim().toLowerCase(), (idea.category ?? '').trim().toLowerCase(), (idea.description ?? '').trim().toLowerCase()].join('\u0000');
}
