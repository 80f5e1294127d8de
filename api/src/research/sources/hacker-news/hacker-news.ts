import { SourceUnavailableError, type SourceCallContext } from '../../evidence/source-client.js';
import { measured, searchAnswered, searchNotAnswered, unknown } from '../../provenance.js';
import type { AttentionPoint, AttentionSeries, Launch, LaunchSearch } from '../../research.types.js';
import { sourceClient, type SourceClientDependencies } from '../source-clients.js';
import { readAnswer } from '../unusable-answer.js';
import { mentionTrend } from '../volume-trend.js';
import { hackerNewsAnswer } from './hacker-news-answer.js';

/** Stories asked for per launch search (Show HN first, then other discussions). */
const STORIES_ASKED = 20;
export const LAUNCHES_SHOWN = 10;
/**
 * Whole months of attention: each month costs two counts (stories, comments), one request each, as
 * Algolia answers one count per request (nbHits). A year keeps a run at 25 Hacker News requests.
 */
export const ATTENTION_MONTHS = 12;
/** Month counts asked at once when not reused (the source client paces them at Algolia's rate). */
const ATTENTION_CONCURRENCY = 6;

const THREAD_URL = 'https://news.ycombinator.com/item?id=';
const PUBLIC_SEARCH = 'https://hn.algolia.com/';

export type HackerNewsDependencies = SourceClientDependencies;

/** Hacker News' own search page for the query (stories). */
export function hackerNewsSearchPage(query: string): string {
  return `${PUBLIC_SEARCH}?${new URLSearchParams({ q: query, type: 'story', sort: 'byPopularity', dateRange: 'all' }).toString()}`;
}

/**
 * Launches and discussions of similar products: stories matching the subject, Show HN posts first,
 * each with its product URL, its thread, points, comments and date (MEASURED, linking to the thread
 * and the evidence). Off: null. No answer, or an answer not in the documented format: UNKNOWN with the reason.
 */
export async function hackerNewsLaunches(
  dependencies: HackerNewsDependencies,
  subject: string,
  context: SourceCallContext,
): Promise<LaunchSearch | null> {
  const { config } = dependencies;
  if (config.HACKER_NEWS_SEARCH === 'off') return null;
  const url = searchUrl(config.HACKER_NEWS_BASE_URL, 'search', { query: subject, tags: 'story', hitsPerPage: String(STORIES_ASKED) });
  const page = hackerNewsSearchPage(subject);
  try {
    const response = await sourceClient(dependencies, 'hackernews').request({ method: 'GET', url }, context);
    const answer = await readAnswer(dependencies.sql, 'hackernews', response, 'Hacker News answered in an unknown format', (json) =>
      hackerNewsAnswer.parse(json),
    );
    const launches: Launch[] = answer.hits
      .filter((hit) => Boolean(hit.title?.trim()))
      .map((hit) => ({
        title: hit.title!.trim(),
        productUrl: hit.url && /^https?:\/\//i.test(hit.url) ? hit.url : null,
        threadUrl: `${THREAD_URL}${encodeURIComponent(hit.objectID)}`,
        points: Math.max(0, hit.points ?? 0),
        comments: Math.max(0, hit.num_comments ?? 0),
        postedAt: new Date(hit.created_at).toISOString(),
        showHn: hit._tags.includes('show_hn'),
        ...measured('hackernews', `${THREAD_URL}${encodeURIComponent(hit.objectID)}`, response.retrievedAt, response.evidenceId),
      }))
      .sort((a, b) => Number(b.showHn) - Number(a.showHn))
      .slice(0, LAUNCHES_SHOWN);
    return {
      ...searchAnswered(
        'hackernews',
        { query: subject, totalResults: answer.nbHits, url: page },
        response.retrievedAt,
        response.evidenceId,
      ),
      launches,
    };
  } catch (error) {
    if (!(error instanceof SourceUnavailableError)) throw error;
    dependencies.logger.warn({ provider: 'hackernews', reason: error.message }, 'Hacker News launches unknown');
    return {
      ...searchNotAnswered(`Hacker News search failed: ${error.message}`, 'hackernews', { query: subject, url: page }),
      launches: [],
    };
  }
}

/**
 * Attention over the last 12 whole months: stories and comments a month that mention the subject
 * (search_by_date, created_at_i within the month, hitsPerPage=0: nbHits is the count). Every month
 * must answer; otherwise the series is UNKNOWN with the reason (a gap would read as a fall). Off: null.
 */
export async function hackerNewsAttention(
  dependencies: HackerNewsDependencies,
  subject: string,
  now: Date,
  context: SourceCallContext,
): Promise<AttentionSeries | null> {
  const { config } = dependencies;
  if (config.HACKER_NEWS_SEARCH === 'off') return null;
  const months = lastWholeMonths(now, ATTENTION_MONTHS);
  const counts = months.flatMap((month) => [
    countUrl(config.HACKER_NEWS_BASE_URL, subject, 'story', month),
    countUrl(config.HACKER_NEWS_BASE_URL, subject, 'comment', month),
  ]);
  try {
    // One series: the answers reused from the last 24 hours are looked up and recorded together.
    const answers = await sourceClient(dependencies, 'hackernews').requestSeries(
      counts.map((url) => ({ method: 'GET', url })),
      context,
      ATTENTION_CONCURRENCY,
      async (response) => ({
        hits: (
          await readAnswer(dependencies.sql, 'hackernews', response, 'Hacker News answered in an unknown format', (json) =>
            hackerNewsAnswer.parse(json),
          )
        ).nbHits,
        response,
      }),
    );
    const points: AttentionPoint[] = months.map((month, index) => ({
      month: month.label,
      stories: answers[index * 2]!.hits,
      comments: answers[index * 2 + 1]!.hits,
    }));
    const last = answers.at(-1)!.response;
    return {
      query: subject,
      points,
      // A few mentions are no direction: null (too little to tell) below the minimum amount of talk.
      trend: mentionTrend(points.map((point) => point.stories + point.comments)),
      reason: null,
      ...measured('hackernews', hackerNewsSearchPage(subject), last.retrievedAt, last.evidenceId),
    };
  } catch (error) {
    if (!(error instanceof SourceUnavailableError)) throw error;
    dependencies.logger.warn({ provider: 'hackernews', reason: error.message }, 'Hacker News attention unknown');
    return { query: subject, points: [], trend: null, reason: `Hacker News search failed: ${error.message}`, ...unknown('hackernews') };
  }
}

/** Stories or comments that mention the subject within the month: hitsPerPage=0, so nbHits is the whole answer. */
function countUrl(baseUrl: string, subject: string, tags: 'story' | 'comment', month: MonthRange): string {
  return searchUrl(baseUrl, 'search_by_date', {
    query: subject,
    tags,
    numericFilters: `created_at_i>=${month.start},created_at_i<${month.end}`,
    hitsPerPage: '0',
  });
}

interface MonthRange {
  /** yyyy-MM */
  label: string;
  /** Epoch seconds, inclusive. */
  start: number;
  /** Epoch seconds, exclusive. */
  end: number;
}

/** The `count` whole UTC months before `now`, oldest first. */
export function lastWholeMonths(now: Date, count: number): MonthRange[] {
  return Array.from({ length: count }, (_, index) => {
    const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - count + index, 1);
    const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - count + index + 1, 1);
    return { label: new Date(start).toISOString().slice(0, 7), start: start / 1000, end: end / 1000 };
  });
}

function searchUrl(baseUrl: string, endpoint: 'search' | 'search_by_date', parameters: Record<string, string>): string {
  return `${baseUrl.replace(/\/+$/, '')}/api/v1/${endpoint}?${new URLSearchParams(parameters).toString()}`;
}
