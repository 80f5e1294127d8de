import { gql } from '@apollo/client';

export const PROJECT = gql`
  query Project($id: ID!) {
    project(id: $id) {
      ...ProjectFields
    }
  }
`;

export const RESEARCH_RESULTS = gql`
  query ResearchResults($projectId: ID!) {
    researchResults(projectId: $projectId) {
      projectId
      status
      description
      domains {
        domain
        available
        price
        source
      }
      competitors {
        name
        website
        description
        strengths
        weaknesses
        marketShare
      }
      keywords {
        keyword
        searchVolume
        difficulty
        cpc
        trend
      }
      legal {
        conflicts
        trademarksSearched
        patentsSearched
        trademarks {
          name
          status
          owner
          class
        }
        patents {
          title
          number
          assignee
          abstract
        }
      }
      sections {
        domains {
          status
          source
          error
        }
        competitors {
          status
          source
          error
        }
        keywords {
          status
          source
          error
        }
        legal {
          status
          source
          error
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
