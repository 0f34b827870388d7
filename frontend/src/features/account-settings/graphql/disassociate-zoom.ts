import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { DisassociateZoomMutation, DisassociateZoomMutationVariables } from '../../../lib/graphql/generated';

export const DISASSOCIATE_ZOOM: TypedDocumentNode<DisassociateZoomMutation, DisassociateZoomMutationVariables> = gql`
  mutation disassociateZoom {
    disassociateZoom {
      id
      zoomProfile { id firstName lastName email }
    }
  }
`;

export function useDisassociateZoomMutation() {
  return useMutation(DISASSOCIATE_ZOOM);
}
