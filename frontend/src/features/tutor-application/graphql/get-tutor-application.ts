import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetTutorApplicationQuery, GetTutorApplicationQueryVariables } from '../../../lib/graphql/generated';
import { TUTOR_APPLICATION_FIELDS } from './tutor-application-fields';

export type TutorApplication = NonNullable<GetTutorApplicationQuery['getTutorApplication']>;

export const GET_TUTOR_APPLICATION: TypedDocumentNode<GetTutorApplicationQuery, GetTutorApplicationQueryVariables> = gql`
  query getTutorApplication {
    getTutorApplication {
      ...TutorApplicationFields
    }
  }
  ${TUTOR_APPLICATION_FIELDS}
`;

/** The signed-in user's application, from the server every time: another device may have moved it on. */
export function useTutorApplicationQuery(skip: boolean) {
  return useQuery(GET_TUTOR_APPLICATION, { skip, fetchPolicy: 'network-only' });
}
