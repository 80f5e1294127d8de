import { SourceUnavailableError, type SourceCallContext } from '../../evidence/source-client.js';
import type { WebSearchPage, WebSearchProvider } from './web-search.types.js';

export interface SearchAllOutcome {
  /** The answers that came back, in the order of the queries. */
  pages: WebSearchPage[];
  /** The queries that got no answer, with the reason. */
  failures: Array<{ query: string; reason: string }>;
}

/**
 * Every query at once (the source client paces them at the provider's rate); the answers that came
 * back are kept when others fail. Only a failure of the provider (SourceUnavailableError) is
 * absorbed; anything else is a bug and is thrown.
 */
export async function searchAll(
  provider: WebSearchProvider,
  queries: readonly string[],
  context: SourceCallContext,
): Promise<SearchAllOutcome> {
  const settled = await Promise.allSettled(queries.map((query) => provider.search(query, context)));
  const pages: WebSearchPage[] = [];
  const failures: SearchAllOutcome['failures'] = [];
  settled.forEach((result, index) => {
    if (result.status === 'fulfilled') pages.push(result.value);
    else if (result.reason instanceof SourceUnavailableError) failures.push({ query: queries[index]!, reason: result.reason.message });
    else throw result.reason;
  });
  return { pages, failures };
}

/** "1 of 3 searches failed (“dog walking app”: brave answered 429)", or null when every search answered. */
export function failedSearchesNote(outcome: SearchAllOutcome, total: number): string | null {
  if (outcome.failures.length === 0) return null;
  const detail = outcome.failures.map((failure) => `“${failure.query}”: ${failure.reason}`).join('; ');
  return `${outcome.failures.length} of ${total} searches failed (${detail})`;
}

/**
 * The answer whose provider reported the most matching results, or null when none reported a total.
 * The queries overlap (the same sites match several), so their totals are never added up: the
 * figure shown is one query's own, named with that query.
 */
export function widestReportedPage(pages: readonly WebSearchPage[]): (WebSearchPage & { totalResults: number }) | null {
  let widest: (WebSearchPage & { totalResults: number }) | null = null;
  for (const page of pages) {
    if (page.totalResults !== null && (widest === null || page.totalResults > widest.totalResults))
      widest = { ...page, totalResults: page.totalResults };
  }
  return widest;
}
