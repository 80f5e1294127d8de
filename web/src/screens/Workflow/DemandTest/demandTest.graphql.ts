import { gql } from '@apollo/client';

export const DEMAND_TEST = gql`
  query DemandTest($projectId: ID!) {
    demandTest(projectId: $projectId) {
      websiteId
      isPublished
      publicUrl
      visits
      signups
      confirmedSignups
      unconfirmedSignups
      countedSignups
      conversionRate
      minVisitors
      emailConfirmation
      dailySummary
      wouldPay {
        answers
        median
        low
        high
        min
        max
      }
      byDay {
        day
        visitors
        signups
        confirmed
        counted
      }
      bySource {
        source
        visitors
        signups
        confirmed
      }
      shareLinks {
        source
        url
      }
      signupList {
        id
        email
        confirmed
        wouldPay
        useCase
        utmSource
        referrerHost
        createdAt
      }
    }
  }
`;

export const DELETE_DEMAND_TEST_SIGNUP = gql`
  mutation DeleteDemandTestSignup($projectId: ID!, $signupId: ID!) {
    deleteDemandTestSignup(projectId: $projectId, signupId: $signupId)
  }
`;

export const SET_DEMAND_TEST_DAILY_SUMMARY = gql`
  mutation SetDemandTestDailySummary($projectId: ID!, $enabled: Boolean!) {
    setDemandTestDailySummary(projectId: $projectId, enabled: $enabled)
  }
`;
