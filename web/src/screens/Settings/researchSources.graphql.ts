import { gql } from '@apollo/client';

export const RESEARCH_SOURCES = gql`
  query ResearchSources {
    researchSources {
      name
      label
      kind
      configured
      lastSuccessAt
      lastErrorAt
      lastError
    }
  }
`;

/** Admins only (the field refuses anyone else): what turns each source on and its last raw error. */
export const RESEARCH_SOURCES_OPERATOR_DETAIL = gql`
  query ResearchSourcesOperatorDetail {
    researchSources {
      name
      operatorDetail
    }
  }
`;
