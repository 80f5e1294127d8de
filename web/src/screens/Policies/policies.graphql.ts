import { gql } from '@apollo/client';

export const OPERATOR_CONTACT = gql`
  query OperatorContact {
    operatorContact {
      name
      email
    }
  }
`;
