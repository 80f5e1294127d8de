import { gql } from '@apollo/client';

export const DELETE_PROJECT = gql`
  mutation DeleteProject($id: ID!) {
    deleteProject(id: $id)
  }
`;

/** The four stat cards from one aggregate; This Month in the browser's time zone. */
export const PROJECT_STATS = gql`
  query ProjectStats($timeZone: String) {
    projectStats(timeZone: $timeZone) {
      totalProjects
      completed
      thisMonth
      averageScore
    }
  }
`;

/** What a My Ideas row shows (kept shallow: the paged query stays within the API's depth limit of 8). */
export const MY_IDEAS_PROJECT = gql`
  fragment MyIdeasProject on Project {
    id
    name
    category
    description
    currentStep
    createdAt
    score
    scoreAssessment {
      sample
      labelCap
      enoughEvidence
      missingEvidence
    }
  }
`;

/** One page of the table; `search` (name or category, case-insensitive) is applied by the server. */
export const MY_IDEAS_PROJECTS = gql`
  query MyIdeasProjects($first: Int, $after: String, $search: String) {
    projectsConnection(first: $first, after: $after, search: $search) {
      totalCount
      edges {
        cursor
        node {
          ...MyIdeasProject
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;
