import { SourceUnavailableError } from '../../evidence/source-client.js';
import { measured, searchAnswered, searchNotAnswered } from '../../provenance.js';
import type { Patent, ResearchInput, SearchSummary } from '../../research.types.js';
import { epoClient, searchEpo } from '../../sources/epo/epo-client.js';
import { espacenetPublicationUrl, espacenetSearchUrl, patentQuery } from '../../sources/epo/epo-query.js';
import { callContext, type StageDependencies } from './stage-context.js';
import { notSearched } from './trademark-search.js';

export interface PatentSearchOutcome {
  summary: SearchSummary;
  patents: Patent[];
}

/** The top hits shown (bibliographic data and abstract come with the search). */
export const PATENT_HITS = 10;

/**
 * Patents from EPO Open Patent Services: a CQL search over titles and abstracts for the idea's key
 * terms, the top hits' bibliographic data and abstract, each linking to its Espacenet page. Not
 * configured or failed: UNKNOWN with the reason (never invented).
 */
export async function searchPatents(dependencies: StageDependencies, input: ResearchInput): Promise<PatentSearchOutcome> {
  if (!input.options.includePatents) return { summary: notSearched('Patent search is turned off in the research settings'), patents: [] };
  const { EPO_OPS_KEY: key, EPO_OPS_SECRET: secret, EPO_OPS_BASE_URL: baseUrl } = dependencies.config;
  if (!key || !secret)
    return { summary: notSearched('Patent search needs EPO Open Patent Services credentials (EPO_OPS_KEY, EPO_OPS_SECRET)'), patents: [] };
  const cql = patentQuery(input);
  if (!cql) return { summary: notSearched('The idea has no key terms to search patents for', 'epo'), patents: [] };
  const searchUrl = espacenetSearchUrl(cql);
  try {
    const answer = await searchEpo(
      epoClient(dependencies),
      dependencies.sql,
      { baseUrl, key, secret },
      cql,
      PATENT_HITS,
      callContext(input),
    );
    const patents: Patent[] = answer.records.map((record) => ({
      title: record.title,
      number: record.number,
      assignee: record.applicants.slice(0, 3).join('; ') || 'Applicant not stated',
      abstract: record.abstract,
      publicationDate: record.publicationDate,
      ...measured('epo', espacenetPublicationUrl(record.number), answer.retrievedAt, answer.evidenceId),
    }));
    return {
      summary: searchAnswered(
        'epo',
        { query: cql, totalResults: answer.totalResults, url: searchUrl },
        answer.retrievedAt,
        answer.evidenceId,
      ),
      patents,
    };
  } catch (error) {
    if (!(error instanceof SourceUnavailableError)) throw error;
    dependencies.logger.warn({ provider: 'epo', status: error.status, reason: error.message }, 'patent search failed');
    return {
      summary: searchNotAnswered(`EPO patent search failed: ${error.message}`, 'epo', { query: cql, url: searchUrl }),
      patents: [],
    };
  }
}
