import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { EditHourlyWageMutation, EditHourlyWageMutationVariables } from '../../../lib/graphql/generated';
import { EDITOR_TUTOR_FIELDS } from './editor-tutor-fields';

export const EDIT_HOURLY_WAGE: TypedDocumentNode<EditHourlyWageMutation, EditHourlyWageMutationVariables> = gql`
  mutation editHourlyWage($hourlyWage: Float!, $expectedRevision: Int) {
    editHourlyWage(hourlyWage: $hourlyWage, expectedRevision: $expectedRevision) {
      ${EDITOR_TUTOR_FIELDS}
    }
  }
`;

export function useEditHourlyWageMutation() {
  return useMutation(EDIT_HOURLY_WAGE);
}
