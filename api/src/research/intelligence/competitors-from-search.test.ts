import { describe, expect, it } from 'vitest';
import { DEFAULT_RESEARCH_OPTIONS, type ResearchInput } from '../research.types.js';
import { distinctSites } from '../sources/web-search/result-sites.js';
import type { WebSearchPage } from '../sources/web-search/web-search.types.js';
import { InvalidAnswer } from './ai-provider.js';
import { competitorsFromSearchRequest, keepResultSites } from './competitors-from-search.js';

const retrievedAt = new Date('2026-11-24T04:00:00Z');
const pages: WebSearchPage[] = [
  {
    query: 'dog walking app',
    totalResults: 1200,
    evidenceId: 'evidence-1',
    retrievedAt,
    reused: false,
    results: [
      { title: 'Walkies | On demand walks', url: 'https://www.walkies.example/walks', snippet: 'Walkies connects owners with walkers.' },
      { title: 'Home - PawRoute', url: 'https://pawroute.example/', snippet: 'Group walks for city dogs.' },
      {
        title: 'Pet sitters and dog walkers · TailTime',
        url: 'https://app.tailtime.example/walkers',
        snippet: 'TailTime: book pet sitters and dog walkers.',
      },
      { title: 'Welcome', url: 'https://www.strollpup.example/', snippet: 'Vetted dog walkers.' },
    ],
  },
];
const sites = distinctSites(pages);
const input: ResearchInput = {
  userId: null,
  projectId: null,
  name: 'PetPal',
  category: 'Mobile App',
  description: 'Dog walking app.',
  targetMarket: null,
  keyFeatures: [],
  notes: null,
  options: DEFAULT_RESEARCH_OPTIONS,
};

// The model's answer; a name it adds (older prompts asked for one) is never used.
const proposed = (website: string, name = 'X') => ({
  name,
  website,
  strengths: ['Fast'],
  weaknesses: ['Pricey'],
});

describe('competitors read from search results', () => {
  it('keeps only websites that are result sites (as origins), each once, MEASURED with the result and its evidence', () => {
    const kept = keepResultSites(
      {
        competitors: [
          proposed('https://invented.example', 'Invented'),
          proposed('https://walkies.example', 'Walkies'),
          proposed('http://www.walkies.example/other', 'Walkies again'),
          proposed('https://pawroute.example/about', 'PawRoute'),
          proposed('not a url'),
        ],
      },
      sites,
      pages,
      'searxng',
    );
    expect(kept.map((competitor) => [competitor.name, competitor.website])).toEqual([
      ['Walkies', 'https://walkies.example'],
      ['PawRoute', 'https://pawroute.example'],
    ]);
    expect(kept[0]).toMatchObject({
      basis: 'MEASURED',
      assessmentBasis: 'ESTIMATED',
      marketShare: null,
      // The result's own words, not a model's paraphrase of them.
      description: 'Walkies connects owners with walkers.',
      strengths: ['Fast'],
      source: {
        provider: 'searxng',
        url: 'https://www.walkies.example/walks',
        evidenceId: 'evidence-1',
        retrievedAt: retrievedAt.toISOString(),
      },
    });
  });

  it('names each competitor from its search result (title, else its domain), never with the model’s own words', () => {
    const kept = keepResultSites(
      {
        competitors: [
          // The model's names: a generic title part, a description taken from the title, an invented brand.
          proposed('https://pawroute.example/', 'Home'),
          proposed('https://app.tailtime.example/walkers', 'Pet sitters and dog walkers'),
          proposed('https://strollpup.example/', 'The Leading Dog Walking Marketplace'),
          proposed('https://walkies.example', '  '),
        ],
      },
      sites,
      pages,
      'searxng',
    );
    expect(kept.map((competitor) => [competitor.name, competitor.website, competitor.basis])).toEqual([
      ['PawRoute', 'https://pawroute.example', 'MEASURED'],
      ['TailTime', 'https://app.tailtime.example', 'MEASURED'],
      ['Strollpup', 'https://strollpup.example', 'MEASURED'],
      ['Walkies', 'https://walkies.example', 'MEASURED'],
    ]);
  });

  it('calls an answer with no result site invalid (asked again, then the results are listed as they are)', () => {
    const request = competitorsFromSearchRequest(input, sites, pages, 'searxng', [3, 5]);
    expect(request.operation).toBe('competitors');
    expect(request.schemaName).toBe('competitors_from_search');
    expect(request.prompt).toContain('url: https://pawroute.example/');
    expect(() => request.accept({ competitors: [proposed('https://invented.example')] })).toThrow(InvalidAnswer);
  });
});
