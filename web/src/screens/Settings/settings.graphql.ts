import { gql } from '@apollo/client';

export const UPDATE_PROFILE = gql`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ...ViewerFields
    }
  }
`;

export const AI_STATUS = gql`
  query AiStatus {
    aiStatus {
      live
      state
      reason
      model
    }
  }
`;
