import { gql } from '@apollo/client';

/** The project fields every screen shows (workflow summary, My Ideas, Analytics). */
export const PROJECT_FIELDS = gql`
  fragment ProjectFields on Project {
    id
    name
    category
    description
    notes
    targetMarket
    keyFeatures
    currentStep
    status
    score
    scoreAssessment {
      confidence
      measuredPoints
      sample
      labelCap
    }
    scoreBreakdown {
      marketOpportunity {
        score
        reason
      }
      competitionLevel {
        score
        reason
      }
      domainAvailability {
        score
        reason
      }
      keywordOpportunity {
        score
        reason
      }
      legalRisk {
        score
        reason
      }
      businessViability {
        score
        reason
      }
    }
    createdAt
    updatedAt
  }
`;

export const PROJECTS = gql`
  query Projects {
    projects {
      ...ProjectFields
    }
  }
`;
