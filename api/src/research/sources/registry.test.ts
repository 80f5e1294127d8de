import { describe, expect, it } from 'vitest';
import { spacingMs } from '../evidence/source-pacing.js';
import { pacingFor, parseRates, RESEARCH_SOURCES } from './registry.js';

describe('research source registry', () => {
  it('gives every HTTP source a documented rate, and names each source once', () => {
    const names = RESEARCH_SOURCES.map((source) => source.name);
    expect(new Set(names).size).toBe(names.length);
    for (const source of RESEARCH_SOURCES.filter((candidate) => candidate.http)) {
      expect(source.http!.pacing.requests, source.name).toBeGreaterThan(0);
      expect(source.http!.documented, source.name).not.toBe('');
    }
    expect(pacingFor({ RESEARCH_SOURCE_RATES: '' }, 'brave')).toEqual({ requests: 1, windowMs: 1_000, burst: 1 });
    expect(pacingFor({ RESEARCH_SOURCE_RATES: '' }, 'github')).toMatchObject({ requests: 10, windowMs: 60_000 });
  });

  it('reads RESEARCH_SOURCE_RATES overrides and refuses what it cannot read', () => {
    expect(parseRates('brave=20/1s, github=30/60s,hackernews=5/m')).toEqual(
      new Map([
        ['brave', { requests: 20, windowMs: 1_000, burst: 1 }],
        ['github', { requests: 30, windowMs: 60_000, burst: 1 }],
        ['hackernews', { requests: 5, windowMs: 60_000, burst: 1 }],
      ]),
    );
    expect(pacingFor({ RESEARCH_SOURCE_RATES: 'brave=20/1s' }, 'brave')).toEqual({ requests: 20, windowMs: 1_000, burst: 1 });
    expect(() => parseRates('brave=fast')).toThrow(/provider=requests\/window/);
    expect(() => parseRates('brave=0/1s')).toThrow(/positive/);
  });

  it('spaces requests so no window holds more than the rate, a burst included', () => {
    // Brave: one a second, a little more apart than that.
    const brave = spacingMs({ requests: 1, windowMs: 1_000, burst: 1 });
    expect(brave.toleranceMs).toBe(0);
    expect(brave.emissionMs).toBeGreaterThan(1_000);
    // GitHub keyless: 2 at once, then one every 60 s / 9: 2 + 8 in the first minute = 10.
    const github = spacingMs({ requests: 10, windowMs: 60_000, burst: 2 });
    const inFirstMinute = 2 + Math.floor((60_000 - 1) / github.emissionMs);
    expect(inFirstMinute).toBeLessThanOrEqual(10);
  });
});
