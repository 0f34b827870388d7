import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { SaveHourlyWageMutation, SaveHourlyWageMutationVariables } from '../../../lib/graphql/generated';
import { ADMIN_USER_RATES_FIELDS } from './admin-pair-fields';

/** A tutor's hourly rate, with a reason: new pairs start at it. */
export const SAVE_HOURLY_WAGE: TypedDocumentNode<SaveHourlyWageMutation, SaveHourlyWageMutationVariables> = gql`
  mutation saveHourlyWage($userId: ID!, $hourlyWage: Float!, $reason: String!) {
    saveHourlyWage(userId: $userId, hourlyWage: $hourlyWage, reason: $reason) {
      ${ADMIN_USER_RATES_FIELDS}
    }
  }
`;

export function useSaveHourlyWageMutation() {
  return useMutation(SAVE_HOURLY_WAGE, { refetchQueries: ['getAdminPaginatedPairsSearch'] });
}
