import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { AssociateZoomAccountMutation, AssociateZoomAccountMutationVariables } from '../../../lib/graphql/generated';

export const ASSOCIATE_ZOOM: TypedDocumentNode<AssociateZoomAccountMutation, AssociateZoomAccountMutationVariables> = gql`
  mutation associateZoomAccount($authCode: String!) {
    associateZoom(authCode: $authCode) { id firstName lastName email }
  }
`;

export function useAssociateZoomMutation() {
  return useMutation(ASSOCIATE_ZOOM);
}
