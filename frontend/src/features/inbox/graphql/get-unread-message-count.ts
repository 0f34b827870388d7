import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GetUnreadMessageCountQuery, GetUnreadMessageCountQueryVariables } from '../../../lib/graphql/generated';

/** The Inbox badge. */
export const GET_UNREAD_MESSAGE_COUNT: TypedDocumentNode<GetUnreadMessageCountQuery, GetUnreadMessageCountQueryVariables> = gql`
  query getUnreadMessageCount {
    getUnreadMessageCount
  }
`;
