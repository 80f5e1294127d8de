/*
 * The signed-in user as every screen needs it; mutations that return a User select the same fields.
 * `Me` and its fragment are plain strings marked for codegen (the magic comment), because the
 * session check (app/session.tsx) sends them with fetch from the entry chunk, which must not pull
 * in Apollo or the generated module. __typename is explicit so that the answer can seed Apollo's
 * cache, which normalises the user by __typename + id.
 */
export const VIEWER_FIELDS_TEXT = /* GraphQL */ `
  fragment ViewerFields on User {
    __typename
    id
    email
    firstName
    lastName
    company
    bio
    plan
    profileImageUrl
  }
`;

export const ME_QUERY_TEXT = /* GraphQL */ `
  query Me {
    me {
      ...ViewerFields
    }
  }
`;

// Plain marked strings too: importing `gql` here would put the GraphQL parser into the entry chunk.
export const IS_ADMIN = /* GraphQL */ `
  query IsAdmin {
    isAdmin
  }
`;

export const LOG_OUT = /* GraphQL */ `
  mutation LogOut {
    logOut
  }
`;
