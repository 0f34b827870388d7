import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { AddTutorToActiveListMutation, AddTutorToActiveListMutationVariables } from '../../../lib/graphql/generated';
import { ADMIN_TUTOR_ONBOARDING_FIELDS } from './tutor-onboarding-fields';

/** Puts an onboarded tutor on the active list. */
export const ADD_TUTOR_TO_ACTIVE_LIST: TypedDocumentNode<AddTutorToActiveListMutation, AddTutorToActiveListMutationVariables> = gql`
  mutation addTutorToActiveList($tutorId: ID!) {
    addTutorToActiveList(tutorId: $tutorId) {
      ${ADMIN_TUTOR_ONBOARDING_FIELDS}
    }
  }
`;

export function useAddTutorToActiveListMutation() {
  return useMutation(ADD_TUTOR_TO_ACTIVE_LIST);
}
