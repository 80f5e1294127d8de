import { describe, expect, it } from 'vitest';
import { domain } from '../../../../tests/support/score-evidence.js';
import type { DomainResult } from '../research.types.js';
import { domainPart } from './domain-part.js';

/** What the domain checker answers when RDAP failed and DNS found no record: AVAILABLE, ESTIMATED, source dns. */
function dnsOnlyFree(name: string): DomainResult {
  const result = domain(name, 'AVAILABLE', 'ESTIMATED');
  return { ...result, source: { provider: 'dns', url: null, retrievedAt: result.source.retrievedAt } };
}

describe('domainPart: a domain free by DNS alone', () => {
  it('counts as the estimate it is: half way from the midpoint, basis ESTIMATED, said as "probably available"', () => {
    const estimated = domainPart([dnsOnlyFree('shiftwise.com'), domain('shiftwise.io', 'REGISTERED')], 'Shiftwise');
    const measured = domainPart([domain('shiftwise.com', 'AVAILABLE'), domain('shiftwise.io', 'REGISTERED')], 'Shiftwise');
    expect(measured).toMatchObject({ score: 10, basis: 'MEASURED' });
    expect(estimated).toMatchObject({ score: 8, basis: 'ESTIMATED' });
    expect(estimated.reason).toMatch(/^shiftwise\.com is probably available \(/);
    expect(estimated.reason).toContain('DNS has no record of the name');
    // Its estimate is DNS's: never said to be the AI model's.
    expect(estimated.reason).not.toMatch(/AI|model/);
  });

  it('a measured free name goes first among names worth as much', () => {
    const entry = domainPart(
      [domain('shiftwise.com', 'REGISTERED'), dnsOnlyFree('shiftwise.net'), domain('shiftwise.org', 'AVAILABLE')],
      'Shiftwise',
    );
    expect(entry).toMatchObject({ score: 6, basis: 'MEASURED' });
    expect(entry.reason).toMatch(/^shiftwise\.com is registered; the exact name is free as shiftwise\.org/);
  });
});
