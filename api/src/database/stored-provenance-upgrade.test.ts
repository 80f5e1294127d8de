import { describe, expect, it } from 'vitest';
import { parseSectionData } from '../research/runs/stored-sections.js';
import type { SectionName } from '../research/research.types.js';
import { upgradeSectionRow, type SectionRow } from './migrations/Migration20261126100000_StoredProvenance.js';
import { upgradeSearchRow } from './migrations/Migration20261127110100_SearchProvenance.js';

const UPDATED_AT = '2026-11-20T08:00:00.000Z';
const row = (section: SectionName, source: string | null, data: unknown): SectionRow => ({
  section,
  status: 'complete',
  source,
  basis: null,
  data,
  updatedAt: UPDATED_AT,
});

/** Upgraded rows (by every migration of stored provenance, in order) must read under today's schemas: the migrations and the readers agree. */
function upgradedAndRead<Name extends SectionName>(section: Name, source: string | null, data: unknown) {
  const upgraded = upgradeSectionRow(row(section, source, data));
  const searches = upgradeSearchRow({ data: upgraded.data, details: null, updatedAt: UPDATED_AT });
  return { basis: upgraded.basis, data: parseSectionData(section, searches.data, section) };
}

describe('upgrading stored research sections', () => {
  it('gives sample rows of the offline generator SAMPLE, with the sample provider and the row’s time', () => {
    const { basis, data } = upgradedAndRead('domains', 'fallback', [
      { domain: 'petpalwalks.com', available: false, price: null, source: 'fallback' },
    ]);
    expect(basis).toBe('SAMPLE');
    expect(data).toEqual([
      {
        domain: 'petpalwalks.com',
        available: false,
        status: 'REGISTERED',
        price: null,
        basis: 'SAMPLE',
        source: { provider: 'sample', url: null, retrievedAt: UPDATED_AT },
      },
    ]);
  });

  it('reads an item’s own source name before the section’s, and fills what older items left out', () => {
    const competitors = upgradedAndRead('competitors', 'openai', [
      { name: 'Rover', website: 'https://www.rover.com', description: 'Pet care', strengths: ['Brand'] },
    ]);
    expect(competitors.basis).toBe('ESTIMATED');
    expect(competitors.data[0]).toMatchObject({
      weaknesses: [],
      marketShare: null,
      basis: 'ESTIMATED',
      assessmentBasis: 'ESTIMATED',
      source: { provider: 'openai', url: null },
    });
    const keywords = upgradedAndRead('keywords', 'openai', [
      { keyword: 'dog walker', searchVolume: 10, difficulty: 'Low', cpc: 1, trend: 'up', source: 'dataforseo' },
    ]);
    expect(keywords.data[0]).toMatchObject({ trend: 'Rising', basis: 'MEASURED', source: { provider: 'dataforseo' } });
  });

  it('gives legal findings without search summaries UNKNOWN searches and no conflict', () => {
    const { basis, data } = upgradedAndRead('legal', 'fallback', {
      conflicts: true,
      trademarks: [{ name: 'PetPal', status: 'active', owner: 'Someone', class: '9' }],
      patents: [],
      trademarksSearched: true,
      patentsSearched: true,
    });
    expect(basis).toBe('SAMPLE');
    expect(data).toMatchObject({
      conflicts: false,
      trademarksSearched: false,
      patentsSearched: false,
      trademarks: [{ status: 'Active', basis: 'SAMPLE' }],
      trademarkSearch: {
        basis: 'UNKNOWN',
        source: { provider: 'fallback', url: null, retrievedAt: UPDATED_AT },
        reason: 'Not searched against real records',
      },
    });
  });

  it('leaves rows already in the current shape as they are', () => {
    const current = row('domains', 'rdap', [
      {
        domain: 'petpal.com',
        available: true,
        status: 'AVAILABLE',
        price: 12,
        basis: 'MEASURED',
        source: { provider: 'rdap', url: 'https://rdap.example/petpal.com', retrievedAt: '2026-11-25T00:00:00.000Z', evidenceId: 'e1' },
      },
    ]);
    const stored = { ...current, basis: 'MEASURED' };
    expect(upgradeSectionRow(stored)).toEqual({ data: current.data, basis: 'MEASURED' });
    const twice = upgradeSectionRow({ ...row('legal', 'fallback', { conflicts: false, trademarks: [], patents: [] }) });
    expect(upgradeSectionRow({ ...row('legal', 'fallback', twice.data), basis: twice.basis })).toEqual(twice);
  });
});

describe('upgrading stored search summaries', () => {
  const searched = {
    basis: 'MEASURED',
    provider: 'epo',
    query: 'ta all "leash"',
    totalResults: 12,
    url: 'https://espacenet.example/s',
    reason: null,
  };
  const notConfigured = {
    basis: 'UNKNOWN',
    provider: null,
    query: null,
    totalResults: null,
    url: null,
    reason: 'no web search configured',
  };

  it('moves provider and url into the source, read at the row’s time, in legal data and in details', () => {
    const upgraded = upgradeSearchRow({
      data: {
        conflicts: false,
        trademarks: [],
        patents: [],
        trademarksSearched: false,
        patentsSearched: true,
        trademarkSearch: notConfigured,
        patentSearch: searched,
      },
      details: {
        search: notConfigured,
        launches: { basis: 'MEASURED', query: 'leash', totalResults: 3, url: 'https://hn.example/?q=leash', reason: null, launches: [] },
        note: 'kept',
      },
      updatedAt: UPDATED_AT,
    });
    expect(upgraded.data).toMatchObject({
      patentSearch: {
        basis: 'MEASURED',
        source: { provider: 'epo', url: 'https://espacenet.example/s', retrievedAt: UPDATED_AT },
        query: 'ta all "leash"',
        totalResults: 12,
        reason: null,
      },
      trademarkSearch: { basis: 'UNKNOWN', source: { provider: 'none', url: null, retrievedAt: UPDATED_AT } },
    });
    expect((upgraded.data as { patentSearch: object }).patentSearch).not.toHaveProperty('provider');
    expect(upgraded.details).toMatchObject({
      search: { source: { provider: 'none' }, reason: 'no web search configured' },
      launches: { basis: 'MEASURED', source: { provider: 'hackernews', url: 'https://hn.example/?q=leash', retrievedAt: UPDATED_AT } },
      note: 'kept',
    });
    expect(parseSectionData('legal', upgraded.data, 'legal')).toBeTruthy();
    expect(upgradeSearchRow({ ...upgraded, updatedAt: '2030-01-01T00:00:00.000Z' })).toEqual({
      data: upgraded.data,
      details: upgraded.details,
    });
  });
});
