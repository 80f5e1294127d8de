import { gql } from '@apollo/client';

export const WEBSITE_FIELDS = gql`
  fragment WebsiteFields on Website {
    id
    projectId
    slug
    title
    isPublished
    hasUnpublishedChanges
    previewUrl
    publicUrl
    updatedAt
    metadata {
      primaryColor
      secondaryColor
      fontFamily
      layout
    }
    copy {
      headline
      tagline
      about
      features
      callToAction
      draftedByAi
    }
  }
`;

export const WEBSITE_STATUS = gql`
  query WebsiteStatus($projectId: ID!) {
    websiteStatus(projectId: $projectId) {
      hasChanges
      websites {
        ...WebsiteFields
      }
    }
  }
`;

export const GENERATE_WEBSITE = gql`
  mutation GenerateWebsite($projectId: ID!, $input: WebsiteDesignInput!) {
    generateWebsite(projectId: $projectId, input: $input) {
      ...WebsiteFields
    }
  }
`;

export const UPDATE_WEBSITE = gql`
  mutation UpdateWebsite($id: ID!, $input: WebsiteDesignInput!, $copy: WebsiteCopyInput) {
    updateWebsite(id: $id, input: $input, copy: $copy) {
      ...WebsiteFields
    }
  }
`;

export const PUBLISH_WEBSITE = gql`
  mutation PublishWebsite($id: ID!) {
    publishWebsite(id: $id) {
      ...WebsiteFields
    }
  }
`;

export const UNPUBLISH_WEBSITE = gql`
  mutation UnpublishWebsite($id: ID!) {
    unpublishWebsite(id: $id) {
      ...WebsiteFields
    }
  }
`;
