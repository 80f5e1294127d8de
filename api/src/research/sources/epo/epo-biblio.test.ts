import { describe, expect, it } from 'vitest';
import { readIdea } from '../../idea-text/key-phrase.js';
import { parseBiblioSearch } from './epo-biblio.js';
import { espacenetPublicationUrl, patentQuery, patentQueryWords } from './epo-query.js';

/** The BadgerFish JSON OPS sends for published-data/search/biblio (one record alone is not a list). */
function answer(documents: unknown, total = '95') {
  return {
    'ops:world-patent-data': {
      'ops:biblio-search': { '@total-result-count': total, 'ops:search-result': { 'exchange-documents': documents } },
    },
  };
}

const DOCUMENT = {
  'exchange-document': {
    '@country': 'EP',
    '@doc-number': '3456789',
    '@kind': 'A1',
    'bibliographic-data': {
      'publication-reference': {
        'document-id': [
          {
            '@document-id-type': 'docdb',
            country: { $: 'EP' },
            'doc-number': { $: '3456789' },
            kind: { $: 'A1' },
            date: { $: '20190320' },
          },
          { '@document-id-type': 'epodoc', 'doc-number': { $: 'EP3456789' }, date: { $: '20190320' } },
        ],
      },
      'invention-title': [
        { '@lang': 'de', $: 'Hundeausführsystem' },
        { '@lang': 'en', $: 'Dog walking system' },
      ],
      parties: {
        applicants: {
          applicant: [
            { '@data-format': 'epodoc', 'applicant-name': { name: { $: 'WALKCO INC [US]' } } },
            { '@data-format': 'original', 'applicant-name': { name: { $: 'WalkCo Inc.' } } },
          ],
        },
      },
    },
    abstract: [
      { '@lang': 'fr', p: { $: 'Un système.' } },
      { '@lang': 'en', p: [{ $: 'A system that matches' }, { $: 'dogs with walkers.' }] },
    ],
  },
};

describe('parseBiblioSearch', () => {
  it('reads the number, English title and abstract, original applicant spelling, date and total', () => {
    const page = parseBiblioSearch(answer([DOCUMENT]));
    expect(page.totalResults).toBe(95);
    expect(page.records).toEqual([
      {
        number: 'EP3456789A1',
        title: 'Dog walking system',
        applicants: ['WalkCo Inc.'],
        abstract: 'A system that matches dogs with walkers.',
        publicationDate: '2019-03-20',
      },
    ]);
  });

  it('takes a single record that is not in a list, epodoc names without the country tail, and missing parts', () => {
    const single = structuredClone(DOCUMENT);
    const biblio = single['exchange-document']['bibliographic-data'];
    biblio.parties.applicants.applicant = [biblio.parties.applicants.applicant[0]!];
    (biblio as Record<string, unknown>)['invention-title'] = { '@lang': 'en', $: 'Leash' };
    delete (single['exchange-document'] as Record<string, unknown>).abstract;
    const page = parseBiblioSearch(answer(single, '1'));
    expect(page.records[0]).toMatchObject({ number: 'EP3456789A1', title: 'Leash', applicants: ['WALKCO INC'], abstract: '' });
  });

  it('refuses an answer that is not a biblio search', () => {
    expect(() => parseBiblioSearch({ nonsense: 1 })).toThrow(/biblio-search/);
  });
});

describe('patent query and links', () => {
  it('asks for every key term of the subject in titles or abstracts', () => {
    expect(
      patentQuery({
        name: 'PetPal Walks',
        description: 'An app that matches busy dog owners with vetted neighbourhood walkers.',
        notes: null,
        targetMarket: null,
      }),
    ).toBe('ta=dog and ta=walking');
  });

  it('reads a query back as the words the customer sees, leaving anything else as it is', () => {
    expect(patentQueryWords('ta=shopping and ta=list')).toBe('shopping list');
    expect(patentQueryWords('ta=dog')).toBe('dog');
    expect(patentQueryWords('ta=group and ta=dog and ta=e-bike')).toBe('group dog e-bike');
    expect(patentQueryWords('dog walking')).toBe('dog walking');
    expect(patentQueryWords(null)).toBeNull();
    const input = { name: 'Cart', description: 'A shared shopping list for families.', notes: null, targetMarket: null };
    expect(patentQueryWords(patentQuery(input))).toBe(readIdea(input).phrase!.words.join(' ').toLowerCase());
  });

  it('links a publication to its Espacenet page', () => {
    expect(espacenetPublicationUrl('EP3456789A1')).toBe('https://worldwide.espacenet.com/patent/search?q=pn%3DEP3456789A1');
  });
});
