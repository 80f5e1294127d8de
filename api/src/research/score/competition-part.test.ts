import { describe, expect, it } from 'vitest';
import { competitor, webSearch } from '../../../../tests/support/score-evidence.js';
import { searchAnswered, searchNotAnswered } from '../provenance.js';
import type { LaunchSearch, RepositorySearch, SearchSummary } from '../research.types.js';
import { competitionPart } from './competition-part.js';

const few = [
  competitor('Crewpay', 'https://crewpay.example', 'Payroll for hourly teams.'),
  competitor('Tipsheet', 'https://tipsheet.example', 'Tip pooling and payroll for bars.'),
  competitor('Restopay', 'https://restopay.example', 'Restaurant payroll add-on.'),
];

function competition(search: SearchSummary | null) {
  return competitionPart({ competitors: few, basis: 'MEASURED', search });
}

describe('competition part', () => {
  it('names the one query whose reported total it states, never a figure no source gave', () => {
    const entry = competition(webSearch('restaurant payroll software', 2_500_000));
    expect(entry.reason).toContain('a web search for "restaurant payroll software" reports 2,500,000 results');
    expect(entry.reason).not.toMatch(/market's searches/);
    expect(entry.evidence).toContainEqual(expect.objectContaining({ label: 'Web search: restaurant payroll software' }));
  });

  it('takes 0-3 points off for the reported total of that one search', () => {
    const base = competition(null).score;
    expect(competition(webSearch('q', 50_000)).score).toBe(base);
    expect(competition(webSearch('q', 500_000)).score).toBe(base - 1);
    expect(competition(webSearch('q', 5_000_000)).score).toBe(base - 2);
    expect(competition(webSearch('q', 25_000_000)).score).toBe(base - 3);
  });

  it('says nothing of a total when the provider reported none', () => {
    const entry = competition(webSearch('restaurant payroll software', null));
    expect(entry.reason).not.toMatch(/results/);
    expect(entry.score).toBe(competition(null).score);
  });
});

describe('competition part without a web search, beside Hacker News and GitHub', () => {
  const notConnected = searchNotAnswered('no web search configured (SEARXNG_URL, TAVILY_API_KEY or BRAVE_SEARCH_API_KEY)', null);
  const hnPage = 'https://hn.algolia.com/?q=dog+walking';
  const githubPage = 'https://github.com/search?q=dog+walking';
  const launches = (stories: number | null): LaunchSearch => ({
    ...searchAnswered('hackernews', { query: 'dog walking', totalResults: stories, url: hnPage }, new Date(), 'hn-evidence'),
    launches: [],
  });
  const repositories = (found: number): RepositorySearch => ({
    ...searchAnswered(
      'github',
      { query: 'dog walking in:name,description,topics', totalResults: found, url: githubPage },
      new Date(),
      'gh',
    ),
    repositories: [],
  });
  const unscored = (extra: { launches?: LaunchSearch | null; openSource?: RepositorySearch | null }) =>
    competitionPart({ competitors: [], basis: 'UNKNOWN', search: notConnected, ...extra });

  it('says what was looked at instead of "competitors were not searched" when Hacker News and GitHub answered', () => {
    const entry = unscored({ launches: launches(55), openSource: repositories(3) });
    expect(entry).toMatchObject({ basis: 'UNKNOWN', score: 10 });
    expect(entry.reason).toBe(
      'Web search isn’t connected on this IdeaScope, so competitors’ own websites were not searched; only launches and discussions on Hacker News (55 stories mention "dog walking") and open-source alternatives on GitHub (3 found) were looked at. This part is not scored (neutral midpoint).',
    );
    expect(entry.evidence).toEqual([
      { label: 'Hacker News: dog walking', url: hnPage, evidenceId: 'hn-evidence' },
      { label: 'GitHub: open-source alternatives', url: githubPage, evidenceId: 'gh' },
    ]);
  });

  it('names only the sources that answered, and says when they found nothing', () => {
    expect(unscored({ launches: launches(0) }).reason).toBe(
      'Web search isn’t connected on this IdeaScope, so competitors’ own websites were not searched; only launches and discussions on Hacker News (no story mentions "dog walking") were looked at. This part is not scored (neutral midpoint).',
    );
    expect(
      unscored({
        openSource: repositories(0),
        launches: { ...searchNotAnswered('Hacker News search failed: 503', 'hackernews'), launches: [] },
      }).reason,
    ).toBe(
      'Web search isn’t connected on this IdeaScope, so competitors’ own websites were not searched; only open-source alternatives on GitHub (none found) were looked at. This part is not scored (neutral midpoint).',
    );
    const failed = competitionPart({
      competitors: [],
      basis: 'UNKNOWN',
      search: searchNotAnswered('Brave search failed: answered 500', 'brave'),
      openSource: repositories(1),
    });
    expect(failed.reason).toBe(
      'The web search gave no answer this time, so competitors’ own websites were not searched; only open-source alternatives on GitHub (1 found) were looked at. This part is not scored (neutral midpoint).',
    );
  });

  it('keeps the plain reason when neither answered', () => {
    expect(unscored({}).reason).toBe(
      'Web search isn’t connected on this IdeaScope, so competitors were not searched and this part is not scored (neutral midpoint).',
    );
  });
});
