import { gql } from '@apollo/client';

export const LOG_IN = gql`
  mutation LogIn($input: LogInInput!) {
    logIn(input: $input) {
      ...ViewerFields
    }
  }
`;

export const SIGN_UP = gql`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      ...ViewerFields
    }
  }
`;
