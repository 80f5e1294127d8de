import { gql } from '@apollo/client';

/** The API Access section's documents: the viewer's tokens, and creating / revoking one. */
export const API_TOKENS = gql`
  query ApiTokens {
    apiTokens {
      id
      name
      prefix
      createdAt
      lastUsedAt
    }
  }
`;

export const CREATE_API_TOKEN = gql`
  mutation CreateApiToken($name: String!) {
    createApiToken(name: $name) {
      token
      apiToken {
        id
        name
        prefix
        createdAt
        lastUsedAt
      }
    }
  }
`;

export const REVOKE_API_TOKEN = gql`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id)
  }
`;
