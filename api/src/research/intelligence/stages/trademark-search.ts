import { measured, searchAnswered, searchNotAnswered } from '../../provenance.js';
import type { ResearchInput, SearchSummary, Trademark, TrademarkStatus } from '../../research.types.js';
import { searchTrademarks as knockoutSearch, type TrademarkHit } from '../../trademarks/index.js';
import { readIdea } from '../../idea-text/key-phrase.js';
import type { StageDependencies } from './stage-context.js';

export interface TrademarkSearchOutcome {
  summary: SearchSummary;
  trademarks: Trademark[];
}

export function notSearched(reason: string, provider: string | null = null): SearchSummary {
  return searchNotAnswered(reason, provider);
}

/** Spec §3 status from a case file: a live registration is Active, a live application Pending, anything else dead. */
function statusOf(hit: TrademarkHit): TrademarkStatus {
  if (!hit.live) return 'Dead';
  return hit.registrationNumber ? 'Active' : 'Pending';
}

function trademarkOf(hit: TrademarkHit, retrievedAt: Date): Trademark {
  return {
    name: hit.markText,
    status: statusOf(hit),
    owner: hit.owner ?? 'Unknown owner',
    class: hit.classes.join(', '),
    serialNumber: hit.serialNumber,
    registrationNumber: hit.registrationNumber,
    match: hit.match,
    similarity: hit.similarity,
    relevantClass: hit.relevantClass,
    ...measured('uspto', hit.url, retrievedAt),
  };
}

/**
 * The words that describe the idea's own trade, read from its description (its subject and audience:
 * "dog", "walking", "owners"): a mark matching the name only through them is no conflict.
 * Without a description nothing is treated as descriptive.
 */
export function tradeWords(input: Pick<ResearchInput, 'name' | 'description' | 'targetMarket'>): string[] {
  if (!input.description?.trim()) return [];
  const reading = readIdea({ name: input.name, description: input.description, targetMarket: input.targetMarket });
  const words = [...(reading.phrase?.words ?? []), ...(reading.audience?.split(/\s+/) ?? [])];
  return [...new Set(words.map((word) => word.toLowerCase()).filter((word) => word.length > 2))];
}

/**
 * The trademark knockout search over the USPTO case files imported into PostgreSQL
 * (`pnpm trademarks:import`). Without imported data the answer is UNKNOWN, never "clear".
 */
export async function searchTrademarks(dependencies: StageDependencies, input: ResearchInput): Promise<TrademarkSearchOutcome> {
  if (!input.options.includeTrademarks)
    return { summary: notSearched('Trademark search is turned off in the research settings'), trademarks: [] };
  const result = await knockoutSearch(dependencies.sql, {
    name: input.name,
    category: input.category,
    descriptiveWords: tradeWords(input),
  });
  if (result.status !== 'searched') {
    const reason =
      result.status === 'not-imported'
        ? 'Trademark data not imported (pnpm trademarks:import)'
        : (result.reason ?? 'Trademark search unavailable');
    return { summary: notSearched(reason, 'uspto'), trademarks: [] };
  }
  // The data is as old as its import: that is when the records were read.
  const retrievedAt = result.dataImportedAt ? new Date(result.dataImportedAt) : new Date();
  const classes = result.classes ? ` in classes ${result.classes.join(', ')}` : '';
  return {
    summary: searchAnswered(
      'uspto',
      { query: `${result.terms.join(', ')}${classes}`, totalResults: result.hits.length, url: null },
      retrievedAt,
    ),
    trademarks: result.hits.map((hit) => trademarkOf(hit, retrievedAt)),
  };
}
