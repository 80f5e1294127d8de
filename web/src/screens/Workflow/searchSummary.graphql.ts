import { gql } from '@apollo/client';

/**
 * What a search asked and how much the source holds, as SearchSummaryLine reads it (trademarks, patents, web search).
 * The source's fields are those of the Provenance fragment, written out: the API's depth limit counts each fragment
 * spread as a level, and legal.trademarkSearch { ...SearchSummary { source { ...Provenance } } } would be 9 of its 8.
 */
export const SEARCH_SUMMARY = gql`
  fragment SearchSummary on SearchSummary {
    basis
    source {
      provider
      url
      retrievedAt
      evidenceId
      model
    }
    query
    totalResults
    reason
  }
`;
