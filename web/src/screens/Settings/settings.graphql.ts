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
      provider
      model
    }
  }
`;

/** Admins only (the field refuses anyone else): the operator's wording behind the AI status. */
export const AI_STATUS_OPERATOR_DETAIL = gql`
  query AiStatusOperatorDetail {
    aiStatus {
      state
      operatorDetail
    }
  }
`;
