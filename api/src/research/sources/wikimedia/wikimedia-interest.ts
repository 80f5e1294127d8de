/**
 * Reading Wikipedia's search answer (GET /w/api.php?action=query&list=search&format=json&formatversion=2:
 * { query: { search: [{ title, pageid, snippet }] } }) and Wikimedia's pageviews answer
 * (GET /api/rest_v1/metrics/pageviews/per-article/<project>/<access>/<agent>/<article>/monthly/<start>/<end>:
 * { items: [{ article, timestamp: "YYYYMMDD00", views }] }).
 */

export interface InterestPoint {
  /** yyyy-MM */
  month: string;
  views: number;
}

/** The first search hit whose title shares a word with the subject, or null (no matching article). */
export function bestArticle(json: unknown, subject: string): string | null {
  const hits = ((json as { query?: { search?: Array<{ title?: unknown }> } })?.query?.search ?? []).map((hit) =>
    typeof hit.title === 'string' ? hit.title : '',
  );
  const subjectWords = new Set(words(subject));
  return hits.find((title) => title && words(title).some((word) => subjectWords.has(word))) ?? null;
}

export function parsePageviews(json: unknown): InterestPoint[] {
  const items = (json as { items?: Array<{ timestamp?: unknown; views?: unknown }> })?.items;
  if (!Array.isArray(items)) throw new Error('the answer has no items');
  return items
    .filter((item) => typeof item.timestamp === 'string' && /^\d{6}/.test(item.timestamp) && typeof item.views === 'number')
    .map((item) => {
      const stamp = item.timestamp as string;
      return { month: `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}`, views: item.views as number };
    })
    .sort((a, b) => a.month.localeCompare(b.month));
}

/** The 24 whole months before `now` (UTC), as the pageviews API's YYYYMMDD start and end. */
export function lastMonths(now: Date, months = 24): { start: string; end: string } {
  const firstOfThisMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const end = new Date(firstOfThisMonth - 24 * 60 * 60 * 1000);
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
  return { start: compact(start), end: compact(end) };
}

/** Singular-ish lower-case words, for matching a title to the subject ("Dog walking" ~ "dog walkers"). */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 2)
    .map((word) => word.replace(/(ies)$/, 'y').replace(/(?<!s)s$/, ''));
}

function compact(date: Date): string {
  return date.toISOString().slice(0, 10).replaceAll('-', '');
}
