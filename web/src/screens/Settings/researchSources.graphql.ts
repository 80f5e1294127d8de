import { gql } from '@apollo/client';

export const RESEARCH_SOURCES = gql`
  query ResearchSources {
    researchSources {
      name
      label
      kind
      configured
      settings
      howToEnable
      lastSuccessAt
      lastErrorAt
      lastError
    }
  }
`;
