/*
 * My Ideas' first queries as plain marked strings (codegen reads them): app/routePreload.ts sends them
 * from the entry chunk with fetch, which must not pull in Apollo or the generated module. __typename
 * is explicit so that the answers can seed Apollo's cache (app/earlyQueries.ts).
 */

/** What a My Ideas row shows (kept shallow: the paged query stays within the API's depth limit of 8). */
export const MY_IDEAS_PROJECT_TEXT = /* GraphQL */ `
  fragment MyIdeasProject on Project {
    __typename
    id
    name
    category
    description
    currentStep
    status
    createdAt
    score
    scoreAssessment {
      __typename
      sample
      labelCap
      enoughEvidence
      missingEvidence
    }
  }
`;

/**
 * One page of the table; `search` (name or category, case-insensitive) is applied by the server. The
 * matches are counted only for a search (`counted`): without one, the stat cards' Total Projects is the
 * same number, so a visit counts the user's projects once, not twice.
 */
export const MY_IDEAS_PROJECTS_TEXT = /* GraphQL */ `
  query MyIdeasProjects($first: Int, $after: String, $search: String, $counted: Boolean = false) {
    projectsConnection(first: $first, after: $after, search: $search) {
      __typename
      totalCount @include(if: $counted)
      edges {
        __typename
        cursor
        node {
          ...MyIdeasProject
        }
      }
      pageInfo {
        __typename
        hasNextPage
        endCursor
      }
    }
  }
`;

/** The four stat cards from one aggregate; This Month in the browser's time zone. */
export const PROJECT_STATS_TEXT = /* GraphQL */ `
  query ProjectStats($timeZone: String) {
    projectStats(timeZone: $timeZone) {
      __typename
      totalProjects
      completed
      thisMonth
      averageScore
    }
  }
`;
