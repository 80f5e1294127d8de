/**
 * Where one fact came from, as every screen reads it: the API's SourceReference (one serializer on the
 * server). Components take the generated ProvenanceFragment type, never a hand-written copy of the shape.
 * A plain string marked for codegen (the magic comment), not `gql`: the landing preview (Landing/ideaPreview.ts)
 * sends it with fetch, and the landing bundle must not pull in Apollo.
 */
export const PROVENANCE_TEXT = /* GraphQL */ `
  fragment Provenance on SourceReference {
    provider
    url
    retrievedAt
    evidenceId
    model
  }
`;
