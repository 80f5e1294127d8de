import {
  COMPETITOR_COUNT_RANGE,
  type Competitor,
  type DataSourceName,
  type ResearchInput,
  type SearchSummary,
  type StageResult,
} from '../../research.types.js';
import { searchAnswered, searchNotAnswered } from '../../provenance.js';
import { competitorsFromResults } from '../../sources/web-search/competitors-from-results.js';
import { distinctSites } from '../../sources/web-search/result-sites.js';
import { competitorEvidence } from '../../sources/keyless-evidence.js';
import { failedSearchesNote, searchAll, widestReportedPage } from '../../sources/web-search/search-all.js';
import { competitorQueries } from '../../sources/web-search/search-queries.js';
import { chooseWebSearch } from '../../sources/web-search/web-search-provider.js';
import type { WebSearchProvider } from '../../sources/web-search/web-search.types.js';
import { competitorsRequest } from '../ai-operations.js';
import { competitorsFromSearchRequest } from '../competitors-from-search.js';
import { callContext, deferOrFallbackReason, settleAi, type StageDependencies, type StageOptions } from './stage-context.js';

/**
 * Competitors. With a web search configured: the search results (MEASURED), read by the model when
 * there is one (it may only pick result sites; its strengths and weaknesses are ESTIMATED), else the
 * distinct sites among the results. A search that fails leaves the section UNKNOWN with the reason,
 * never invented data. Without a web search: the model's own knowledge (ESTIMATED), else nothing
 * (UNKNOWN), saying what to configure.
 */
export async function competitorsStage(
  dependencies: StageDependencies,
  input: ResearchInput,
  options: StageOptions,
): Promise<StageResult<Competitor[]>> {
  // Hacker News launches and GitHub alternatives run beside the web search (never rejecting).
  const keyless = competitorEvidence(dependencies, input, callContext(input));
  const result = await webSearchCompetitors(dependencies, input, options);
  const extra = await keyless;
  return Object.keys(extra).length > 0 ? { ...result, details: { ...result.details, ...extra } } : result;
}

async function webSearchCompetitors(
  dependencies: StageDependencies,
  input: ResearchInput,
  options: StageOptions,
): Promise<StageResult<Competitor[]>> {
  const choice = chooseWebSearch(dependencies);
  if (choice.kind === 'provider') return searchedCompetitors(dependencies, choice.provider, input, options);
  if (choice.kind === 'misconfigured') return unknownCompetitors(notSearchedSummary(choice.provider, null, choice.reason));
  const result = settleAi(dependencies, await dependencies.ai.ask(competitorsRequest(input)), [], options, 'competitors');
  const reason = [result.fallbackReason, choice.reason].filter(Boolean).join('; ');
  return { ...result, fallbackReason: reason, details: { search: notSearchedSummary(null, null, choice.reason) } };
}

async function searchedCompetitors(
  dependencies: StageDependencies,
  provider: WebSearchProvider,
  input: ResearchInput,
  options: StageOptions,
): Promise<StageResult<Competitor[]>> {
  const queries = competitorQueries(input);
  const query = queries.join(' | ');
  const page = provider.pageFor(queries[0]!);
  // The answers that came back count even when another query failed.
  const outcome = await searchAll(provider, queries, callContext(input));
  const pages = outcome.pages;
  if (pages.length === 0) {
    const reason = outcome.failures[0]?.reason ?? `${provider.name} gave no answer`;
    dependencies.logger.warn({ provider: provider.name, reason }, 'web search failed: competitors unknown');
    return unknownCompetitors(notSearchedSummary(provider.name, query, `${providerLabel(provider.name)} search failed: ${reason}`, page));
  }
  const failed = failedSearchesNote(outcome, queries.length);
  // The figure shown is the largest total one query reported, named with that query (overlapping queries' totals
  // do not add up); several queries' evidence rows back the items themselves.
  const widest = widestReportedPage(pages);
  const search = widest
    ? searchAnswered(
        provider.name,
        { query: widest.query, totalResults: widest.totalResults, url: provider.pageFor(widest.query) },
        widest.retrievedAt,
        widest.evidenceId,
      )
    : searchAnswered(provider.name, { query, totalResults: null, url: page }, pages[0]!.retrievedAt, pages[0]!.evidenceId);
  const range = COMPETITOR_COUNT_RANGE[input.options.competitorAnalysisDepth];
  const sites = distinctSites(pages);
  const source = provider.name as DataSourceName;
  if (sites.length === 0) {
    return {
      data: [],
      source,
      basis: 'MEASURED',
      details: { search, note: joinNotes('The web search found no company sites for these queries', failed) },
    };
  }
  const judged = await dependencies.ai.ask(competitorsFromSearchRequest(input, sites, pages, provider.name, range));
  if (judged.ok) return { data: judged.data, source, basis: 'MEASURED', details: { search, ...(failed ? { note: failed } : {}) } };
  const reason = deferOrFallbackReason(judged, options); // throws while the run may wait for the AI provider
  // The search answered: list its sites as they are, without judgements, rather than anything invented.
  const data = competitorsFromResults(sites, pages, provider.name, range[1]);
  return {
    data,
    source,
    basis: 'MEASURED',
    details: { search, note: joinNotes(`Strengths and weaknesses not assessed: ${reason}`, failed) },
  };
}

function unknownCompetitors(search: SearchSummary): StageResult<Competitor[]> {
  return { data: [], source: 'none', basis: 'UNKNOWN', fallbackReason: search.reason ?? 'web search unavailable', details: { search } };
}

function notSearchedSummary(provider: string | null, query: string | null, reason: string, url: string | null = null): SearchSummary {
  return searchNotAnswered(reason, provider, { query, url });
}

function joinNotes(...notes: Array<string | null>): string {
  return notes.filter(Boolean).join('; ');
}

function providerLabel(name: string): string {
  return name === 'searxng' ? 'SearXNG' : name === 'tavily' ? 'Tavily' : 'Brave';
}
