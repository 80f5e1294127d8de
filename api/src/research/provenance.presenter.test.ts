import { describe, expect, it } from 'vitest';
import { presentItems, presentLegal, presentSearch, presentSource } from './provenance.presenter.js';
import { searchAnswered, searchNotAnswered } from './provenance.js';
import type { Patent } from './research.types.js';

describe('the provenance serializer', () => {
  it('writes retrievedAt as ISO 8601 and evidenceId only when the fact was fetched', () => {
    expect(presentSource({ provider: 'epo', url: null, retrievedAt: '2026-11-24T10:00:00Z' })).toEqual({
      provider: 'epo',
      url: null,
      retrievedAt: '2026-11-24T10:00:00.000Z',
    });
    expect(presentSource({ provider: 'epo', url: 'https://x.example/', retrievedAt: '2026-11-24T10:00:00Z', evidenceId: 'e1' })).toEqual({
      provider: 'epo',
      url: 'https://x.example/',
      retrievedAt: '2026-11-24T10:00:00.000Z',
      evidenceId: 'e1',
    });
  });

  it('keeps every other field of an item, and serializes the legal lists the same way', () => {
    const patent: Patent = {
      title: 'Leash',
      number: 'EP1234567A1',
      assignee: 'Acme',
      abstract: 'A leash.',
      publicationDate: '2020-01-01',
      basis: 'MEASURED',
      source: { provider: 'epo', url: null, retrievedAt: '2026-11-24T10:00:00Z', evidenceId: null },
    };
    const presented = presentItems([patent])[0]!;
    expect(presented).toEqual({ ...patent, source: { provider: 'epo', url: null, retrievedAt: '2026-11-24T10:00:00.000Z' } });
    const search = searchAnswered(
      'epo',
      { query: 'leash', totalResults: 1, url: 'https://worldwide.espacenet.com/s?q=leash' },
      new Date('2026-11-24T10:00:00Z'),
    );
    const legal = presentLegal({
      conflicts: false,
      trademarks: [],
      patents: [patent],
      trademarksSearched: false,
      patentsSearched: true,
      trademarkSearch: { ...search, basis: 'UNKNOWN' },
      patentSearch: search,
    });
    expect(legal!.patents).toEqual([presented]);
    // A search carries `{ basis, source }` like every fact, and the aliases older API consumers read.
    expect(legal!.patentSearch).toEqual({
      ...search,
      provider: 'epo',
      url: 'https://worldwide.espacenet.com/s?q=leash',
    });
    expect(presentSearch(searchNotAnswered('no web search configured', null))).toMatchObject({
      basis: 'UNKNOWN',
      source: { provider: 'none', url: null },
      provider: null,
      url: null,
    });
    expect(presentLegal(null)).toBeNull();
  });
});
