import { z } from 'zod';
import { estimated } from '../provenance.js';
import type { Competitor, ResearchInput } from '../research.types.js';
import { evidenceOf, shorten } from '../sources/web-search/competitors-from-results.js';
import { siteOrigin, type CandidateSite } from '../sources/web-search/result-sites.js';
import type { WebSearchPage } from '../sources/web-search/web-search.types.js';
import { InvalidAnswer, type AiRequest } from './ai-provider.js';
import { SCHEMA_NAMES } from './ai-schemas.js';

/**
 * The model reads the retrieved search results and picks the competitors among them. It may only
 * pick sites that were results: each website must be a result's site (compared as origins), anything
 * else is dropped. The competitor itself is MEASURED from the search: its name is read from its result
 * (the title's brand part, else the domain: `cleanTitle`), never the model's words ("Home" or "Pet
 * sitters and dog walkers" from a title is no company name), and its description is the result's
 * snippet word for word (a model's paraphrase could add what the result never said). Only the model's
 * strengths and weaknesses are its judgement (ESTIMATED).
 */
export const competitorsFromSearchAnswer = z.object({
  competitors: z.array(
    z.object({
      website: z.string().describe('the https URL of one of the numbered results, exactly as given'),
      strengths: z.array(z.string()),
      weaknesses: z.array(z.string()),
    }),
  ),
});

type Answer = z.infer<typeof competitorsFromSearchAnswer>;

const READER =
  'You are a meticulous market research analyst. You are given web search results and must work ONLY from them: ' +
  'never add a company, website or fact that is not in the results. Answer only with JSON that follows the given schema.';

export function competitorsFromSearchRequest(
  input: ResearchInput,
  sites: CandidateSite[],
  pages: WebSearchPage[],
  provider: string,
  range: [number, number],
): AiRequest<Answer, Competitor[]> {
  const [min, max] = range;
  const wanted = Math.min(max, sites.length);
  const listed = sites
    .map(
      (site, index) => `[${index + 1}] ${site.result.title}\n    url: ${site.result.url}\n    snippet: ${site.result.snippet || '(none)'}`,
    )
    .join('\n');
  return {
    operation: 'competitors',
    schemaName: SCHEMA_NAMES['competitors-from-search'],
    userId: input.userId,
    projectId: input.projectId,
    signal: input.signal,
    system: READER,
    prompt:
      `The business idea:\n${JSON.stringify({ name: input.name, category: input.category, description: input.description, targetMarket: input.targetMarket, keyFeatures: input.keyFeatures }, null, 2)}\n\n` +
      `Web search results (${sites.length} sites):\n${listed}\n\n` +
      `From these results only, list the ${Math.min(min, wanted)} to ${wanted} that are companies or products competing with the idea (direct competitors first; skip articles, directories and unrelated sites). ` +
      'For each: website (the url of its result, as given), ' +
      '2-4 strengths and 2-4 weaknesses (your assessment, relative to the idea).',
    answer: competitorsFromSearchAnswer,
    accept: (answer) => {
      const competitors = keepResultSites(answer, sites, pages, provider).slice(0, max);
      if (competitors.length === 0) throw new InvalidAnswer('none of the websites is one of the numbered results');
      return competitors;
    },
  };
}

/** Only competitors whose website is one of the results' sites; each such site once, named from its result. */
export function keepResultSites(answer: Answer, sites: CandidateSite[], pages: WebSearchPage[], provider: string): Competitor[] {
  const byOrigin = new Map(sites.map((site) => [site.website, site]));
  const used = new Set<string>();
  const competitors: Competitor[] = [];
  for (const proposed of answer.competitors) {
    const origin = siteOrigin(proposed.website.trim());
    const site = origin ? byOrigin.get(origin) : undefined;
    if (!site || used.has(site.website)) continue;
    used.add(site.website);
    const assessment = estimated();
    competitors.push({
      name: site.name,
      website: site.website,
      description: shorten(site.result.snippet) || site.result.title,
      strengths: proposed.strengths
        .map((item) => item.trim())
        .filter(Boolean)
        .slice(0, 6),
      weaknesses: proposed.weaknesses
        .map((item) => item.trim())
        .filter(Boolean)
        .slice(0, 6),
      marketShare: null,
      assessmentBasis: assessment.basis,
      ...evidenceOf(site, pages, provider),
    });
  }
  return competitors;
}
