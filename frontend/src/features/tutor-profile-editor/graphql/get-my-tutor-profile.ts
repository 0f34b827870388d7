import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetMyTutorProfileQuery, GetMyTutorProfileQueryVariables } from '../../../lib/graphql/generated';
import { EDITOR_TUTOR_FIELDS } from './editor-tutor-fields';

export const GET_MY_TUTOR_PROFILE: TypedDocumentNode<GetMyTutorProfileQuery, GetMyTutorProfileQueryVariables> = gql`
  query getMyTutorProfile {
    getMyTutorProfile {
      ${EDITOR_TUTOR_FIELDS}
    }
  }
`;

/** Network first: the editor starts from the latest revision. */
export function useMyTutorProfile(skip = false) {
  return useQuery(GET_MY_TUTOR_PROFILE, { fetchPolicy: 'cache-and-network', skip });
}
