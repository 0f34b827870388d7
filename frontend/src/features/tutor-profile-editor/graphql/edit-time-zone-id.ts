import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { EditTimeZoneIdMutation, EditTimeZoneIdMutationVariables } from '../../../lib/graphql/generated';

/** Answers the time zone only: the editor writes it into the cached tutor itself. */
export const EDIT_TIME_ZONE_ID: TypedDocumentNode<EditTimeZoneIdMutation, EditTimeZoneIdMutationVariables> = gql`
  mutation editTimeZoneId($timeZoneId: String!, $expectedRevision: Int) {
    editTimeZoneId(timeZoneId: $timeZoneId, expectedRevision: $expectedRevision)
  }
`;

export function useEditTimeZoneIdMutation() {
  return useMutation(EDIT_TIME_ZONE_ID);
}
