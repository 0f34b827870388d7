import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { EditCurrentLocationMutation, EditCurrentLocationMutationVariables } from '../../../lib/graphql/generated';

/** The client's own place from a ZIP code (the welcome steps' location). */
export const EDIT_CURRENT_LOCATION: TypedDocumentNode<EditCurrentLocationMutation, EditCurrentLocationMutationVariables> = gql`
  mutation editCurrentLocation($zipCode: String!) {
    editCurrentLocation(zipCode: $zipCode) {
      id
      profile {
        currentLocation {
          zip
          city
          state
        }
      }
    }
  }
`;

export function useEditCurrentLocationMutation() {
  return useMutation(EDIT_CURRENT_LOCATION);
}
