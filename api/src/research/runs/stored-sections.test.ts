import { describe, expect, it } from 'vitest';
import { parseSectionData, parseSectionDetails, StoredSectionInvalid } from './stored-sections.js';
import { resultsFromSections } from './section-results.js';

const source = { provider: 'rdap', url: 'https://rdap.verisign.com/com/v1/domain/petpal.com', retrievedAt: '2026-11-24T10:00:00.000Z' };
const domain = { domain: 'petpal.com', available: false, status: 'REGISTERED', price: null, basis: 'MEASURED', source };

describe('stored section shapes', () => {
  it('reads a current row as stored', () => {
    expect(parseSectionData('domains', [domain], 'section domains')).toEqual([domain]);
    expect(parseSectionData('keywords', null, 'section keywords')).toEqual([]);
    expect(parseSectionData('legal', null, 'section legal')).toBeNull();
  });

  it('keeps SAMPLE as a stored basis: old runs keep saying they are sample data', () => {
    const sample = { ...domain, basis: 'SAMPLE', source: { provider: 'sample', url: null, retrievedAt: source.retrievedAt } };
    expect(parseSectionData('domains', [sample], 'section domains')[0]!.basis).toBe('SAMPLE');
  });

  it('refuses an item without provenance, naming the row and the field, instead of guessing', () => {
    const { basis: _basis, source: _source, ...bare } = domain;
    const read = () => parseSectionData('domains', [{ ...bare, source: 'rdap' }], 'section domains of project p1');
    expect(read).toThrow(StoredSectionInvalid);
    expect(read).toThrow(/section domains of project p1 data .*0\.basis/);
  });

  it('refuses a source without a date, and details of the wrong shape', () => {
    expect(() => parseSectionData('domains', [{ ...domain, source: { provider: 'rdap', url: null } }], 'row')).toThrow(
      /0\.source\.retrievedAt/,
    );
    expect(() => parseSectionDetails({ search: { basis: 'MAYBE' } }, 'row')).toThrow(StoredSectionInvalid);
    expect(parseSectionDetails(null, 'row')).toBeNull();
  });

  it('reads a competitor search total summed over several queries (stored by earlier versions) as no total', () => {
    const search = { basis: 'MEASURED', source, query: 'dog walking app', totalResults: 48_300, reason: null };
    expect(parseSectionDetails({ search }, 'row')!.search!.totalResults).toBe(48_300);
    const summed = { ...search, query: 'dog walking app | dog walker booking | pet care app', totalResults: 144_900 };
    expect(parseSectionDetails({ search: summed }, 'row')!.search).toEqual({ ...summed, totalResults: null });
  });

  it('refuses a complete section without a basis', () => {
    const read = () => resultsFromSections(null, [{ section: 'domains', status: 'complete', data: [domain], basis: null, id: 'row-1' }]);
    expect(read).toThrow(/section domains \(row row-1\).*basis/);
  });

  it('reads only complete sections, each with its stored basis', () => {
    const results = resultsFromSections('An idea', [
      { section: 'domains', status: 'complete', data: [domain], basis: 'MEASURED', details: null },
      { section: 'keywords', status: 'running', data: 'not read', basis: null },
    ]);
    expect(results.domains).toEqual([domain]);
    expect(results.keywords).toEqual([]);
    expect(results.bases).toEqual({ domains: 'MEASURED' });
  });
});
