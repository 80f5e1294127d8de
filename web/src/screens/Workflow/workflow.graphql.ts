import { gql } from '@apollo/client';

export const PROJECT = gql`
  query Project($id: ID!) {
    project(id: $id) {
      ...ProjectFields
    }
  }
`;

export const RESEARCH_RESULTS = gql`
  fragment SectionFields on ResearchSection {
    status
    source
    basis
    fallbackReason
    note
    error
  }

  query ResearchResults($projectId: ID!) {
    researchResults(projectId: $projectId) {
      projectId
      status
      description
      domains {
        domain
        available
        status
        price
        priceListDate
        priceNote
        basis
        source {
          ...Provenance
        }
      }
      competitorCount
      competitors {
        name
        website
        description
        strengths
        weaknesses
        marketShare
        basis
        assessmentBasis
        source {
          ...Provenance
        }
      }
      keywords {
        keyword
        searchVolume
        difficulty
        cpc
        trend
        basis
        source {
          ...Provenance
        }
      }
      legal {
        conflicts
        trademarksSearched
        patentsSearched
        trademarkSearch {
          ...SearchSummary
        }
        patentSearch {
          ...SearchSummary
        }
        trademarks {
          name
          status
          owner
          class
          serialNumber
          match
          basis
          source {
            ...Provenance
          }
        }
        patents {
          title
          number
          assignee
          abstract
          publicationDate
          basis
          source {
            ...Provenance
          }
        }
      }
      competitorSearch {
        ...SearchSummary
      }
      keywordInterest {
        article
        trend
        basis
        points {
          month
          views
        }
        source {
          ...Provenance
        }
      }
      competitorLaunches {
        basis
        source {
          ...Provenance
        }
        query
        totalResults
        reason
        launches {
          title
          productUrl
          threadUrl
          points
          comments
          postedAt
          showHn
          basis
          source {
            ...Provenance
          }
        }
      }
      openSourceAlternatives {
        basis
        source {
          ...Provenance
        }
        query
        totalResults
        reason
        repositories {
          fullName
          url
          description
          stars
          lastPushAt
          language
          archived
          basis
          source {
            ...Provenance
          }
        }
      }
      keywordAttention {
        query
        trend
        reason
        basis
        points {
          month
          stories
          comments
        }
        source {
          ...Provenance
        }
      }
      sampleNotice {
        sample
        reasons
      }
      sections {
        domains {
          ...SectionFields
        }
        competitors {
          ...SectionFields
        }
        keywords {
          ...SectionFields
        }
        legal {
          ...SectionFields
        }
      }
    }
  }
`;

export const RESEARCH_PROGRESS = gql`
  subscription ResearchProgress($projectId: ID!) {
    researchProgress(projectId: $projectId) {
      projectId
      stage
      phase
      currentStep
      projectStatus
      score
    }
  }
`;

export const GENERATE_IDEA_DESCRIPTION = gql`
  mutation GenerateIdeaDescription($input: GenerateIdeaInput!) {
    generateIdeaDescription(input: $input) {
      name
      description
      category
      targetMarket
      keyFeatures
      source
      basis
      provenance {
        ...Provenance
      }
      fallbackReason
    }
  }
`;

export const CREATE_PROJECT = gql`
  mutation CreateProject($input: ProjectInput!, $options: ResearchOptionsInput) {
    createProject(input: $input, options: $options) {
      ...ProjectFields
    }
  }
`;

export const UPDATE_PROJECT = gql`
  mutation UpdateProject($id: ID!, $input: ProjectInput!, $options: ResearchOptionsInput) {
    updateProject(id: $id, input: $input, options: $options) {
      ...ProjectFields
    }
  }
`;

export const START_RESEARCH = gql`
  mutation StartResearch($projectId: ID!, $options: ResearchOptionsInput) {
    startResearch(projectId: $projectId, options: $options) {
      ...ProjectFields
    }
  }
`;
