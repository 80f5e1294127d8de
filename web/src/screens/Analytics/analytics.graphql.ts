import { gql } from '@apollo/client';

/** The figures counted from the user's real research (run times, found domains, measured facts). */
export const RESEARCH_ANALYTICS = gql`
  query ResearchAnalytics($timeZone: String) {
    researchAnalytics(timeZone: $timeZone) {
      averageResearchSeconds
      availableDomains
      checkedDomains
      competitors
      keywords
      measuredCompetitorSections
      measuredKeywordSections
      thisMonth
      lastMonth
      facts
      measuredFacts
      sampleFacts
      unansweredLookups
    }
  }
`;
