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
      enoughEvidence
      measuredParts
      missingEvidence
    }
    scoreBreakdown {
      marketOpportunity {
        score
        reason
        basis
        evidence {
          label
          url
          evidenceId
        }
      }
      competitionLevel {
        score
        reason
        basis
        evidence {
          label
          url
          evidenceId
        }
      }
      domainAvailability {
        score
        reason
        basis
        evidence {
          label
          url
          evidenceId
        }
      }
      keywordOpportunity {
        score
        reason
        basis
        evidence {
          label
          url
          evidenceId
        }
      }
      legalRisk {
        score
        reason
        basis
        evidence {
          label
          url
          evidenceId
        }
      }
      businessViability {
        score
        reason
        basis
        evidence {
          label
          url
          evidenceId
        }
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
