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
