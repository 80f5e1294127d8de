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

/**
 * A keyword figure nobody measured: a keyword the AI only suggested (no keyword source looked it up), or a
 * competition level or CPC Google did not report. Said as such, never "Low" or $0.00 (and why, under the table).
 */
export const NO_KEYWORD_DATA = 'No data';
export const SUGGESTED_ONLY_EXPLANATION =
  'No keyword source looked up this keyword: the AI suggested the words only, so there are no searches, costs or trends to show.';
export const NOT_REPORTED_EXPLANATION = 'Google reported no advertiser data for this keyword (no competition level or cost per click).';

/** The spec's "Difficulty" column is Google Ads' competition among advertisers: said under the table. */
export const DIFFICULTY_EXPLANATION =
  'How much advertisers compete for the keyword on Google (Google Ads competition), not how hard it is to rank.';

/** Hacker News talk with too few mentions for a direction (the API gives no trend below its minimum). */
export const TOO_LITTLE_TO_TELL = 'too little to tell a trend';
