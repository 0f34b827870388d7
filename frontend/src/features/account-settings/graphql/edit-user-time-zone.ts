import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { EditUserTimeZoneMutation, EditUserTimeZoneMutationVariables } from '../../../lib/graphql/generated';

/** Answers the zone only: the page refetches the signed-in user, whose times follow it. */
export const EDIT_USER_TIME_ZONE: TypedDocumentNode<EditUserTimeZoneMutation, EditUserTimeZoneMutationVariables> = gql`
  mutation editUserTimeZone($timeZoneId: String!) {
    editTimeZoneId(timeZoneId: $timeZoneId)
  }
`;

export function useEditUserTimeZoneMutation() {
  return useMutation(EDIT_USER_TIME_ZONE);
}
