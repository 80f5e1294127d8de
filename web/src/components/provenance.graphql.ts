import { gql } from '@apollo/client';

/**
 * Where one fact came from, as every screen reads it: the API's SourceReference (one serializer on the
 * server). Components take the generated ProvenanceFragment type, never a hand-written copy of the shape.
 */
export const PROVENANCE = gql`
  fragment Provenance on SourceReference {
    provider
    url
    retrievedAt
    evidenceId
    model
  }
`;
