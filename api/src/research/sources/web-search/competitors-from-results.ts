import { measured } from '../../provenance.js';
import type { Competitor } from '../../research.types.js';
import type { CandidateSite } from './result-sites.js';
import type { WebSearchPage } from './web-search.types.js';

/** The longest description kept from a snippet (a sentence or two). */
const DESCRIPTION_CHARS = 300;

/**
 * Competitors without a model: the distinct company sites among the results, named from their
 * titles and described by their snippets. Nothing is judged, so strengths and weaknesses are
 * empty and their basis is UNKNOWN.
 */
export function competitorsFromResults(sites: CandidateSite[], pages: WebSearchPage[], provider: string, limit: number): Competitor[] {
  return sites.slice(0, limit).map((site) => ({
    name: site.name,
    website: site.website,
    description: shorten(site.result.snippet) || site.result.title,
    strengths: [],
    weaknesses: [],
    marketShare: null,
    assessmentBasis: 'UNKNOWN' as const,
    ...evidenceOf(site, pages, provider),
  }));
}

/** MEASURED, pointing at the result's page and the evidence row of the search that returned it. */
export function evidenceOf(site: CandidateSite, pages: WebSearchPage[], provider: string) {
  const page = pages[site.pageIndex]!;
  return measured(provider, site.result.url, page.retrievedAt, page.evidenceId);
}

export function shorten(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= DESCRIPTION_CHARS) return trimmed;
  const cut = trimmed.slice(0, DESCRIPTION_CHARS);
  const sentenceEnd = cut.lastIndexOf('. ');
  return sentenceEnd > 80 ? cut.slice(0, sentenceEnd + 1) : `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}
