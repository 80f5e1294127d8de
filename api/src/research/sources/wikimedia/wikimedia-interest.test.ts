import { describe, expect, it } from 'vitest';
import { wikipediaProject } from './wikimedia-client.js';
import { bestArticle, lastMonths, parsePageviews } from './wikimedia-interest.js';

describe('Wikipedia article and pageviews', () => {
  it('picks the first search hit that shares a word with the subject', () => {
    const search = {
      batchcomplete: true,
      query: {
        searchinfo: { totalhits: 3 },
        search: [
          { ns: 0, title: 'Leash', pageid: 1 },
          { ns: 0, title: 'Dog walking', pageid: 2 },
        ],
      },
    };
    expect(bestArticle(search, 'dog walkers')).toBe('Dog walking');
    expect(bestArticle({ query: { search: [{ title: 'Leash' }] } }, 'dog walking')).toBeNull();
    expect(bestArticle({ query: { search: [] } }, 'dog walking')).toBeNull();
  });

  it('reads monthly views oldest first', () => {
    const answer = {
      items: [
        {
          project: 'en.wikipedia',
          article: 'Dog_walking',
          granularity: 'monthly',
          timestamp: '2025020100',
          access: 'all-access',
          agent: 'user',
          views: 5,
        },
        {
          project: 'en.wikipedia',
          article: 'Dog_walking',
          granularity: 'monthly',
          timestamp: '2025010100',
          access: 'all-access',
          agent: 'user',
          views: 4,
        },
      ],
    };
    expect(parsePageviews(answer)).toEqual([
      { month: '2025-01', views: 4 },
      { month: '2025-02', views: 5 },
    ]);
    expect(() => parsePageviews({ detail: 'nope' })).toThrow(/items/);
  });

  it('asks for the 24 whole months before today, on the Wikipedia project of the host', () => {
    expect(lastMonths(new Date('2026-11-24T04:00:00Z'))).toEqual({ start: '20241101', end: '20261031' });
    expect(lastMonths(new Date('2026-03-01T00:00:00Z'))).toEqual({ start: '20240301', end: '20260228' });
    expect(wikipediaProject('https://de.wikipedia.org')).toBe('de.wikipedia');
    expect(wikipediaProject('http://127.0.0.1:4000')).toBe('en.wikipedia');
  });
});
