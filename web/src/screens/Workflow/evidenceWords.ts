/** Sentences the results say about what a source measured: only what was measured, never more. */

/** "1 story", "2,300 stories". */
export const count = (value: number, noun: string, plural = `${noun}s`) =>
  `${value.toLocaleString('en-US')} ${value === 1 ? noun : plural}`;

/**
 * The line above Hacker News launches (the screen adds the search link and a full stop): how many stories the
 * search found, or that this one search found none, which says nothing of products launched elsewhere or
 * described in other words.
 */
export function launchesSentence(search: { query: string | null; totalResults: number | null; launches: readonly unknown[] }): string {
  const query = search.query ?? '';
  if (search.launches.length === 0 && !search.totalResults) return `A Hacker News search for “${query}” found no posts`;
  const stories = search.totalResults ?? search.launches.length;
  return `${count(stories, 'story', 'stories')} ${stories === 1 ? 'mentions' : 'mention'} “${query}”`;
}

/** A measured keyword without monthly history has no trend: said as such, never "Stable" (and why, under the table). */
export const NO_TREND = 'No history';
export const NO_TREND_EXPLANATION = 'No monthly search history was reported for this keyword, so it has no trend.';
