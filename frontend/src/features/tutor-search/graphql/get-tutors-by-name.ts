import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GetTutorsByNameQuery, GetTutorsByNameQueryVariables } from '../../../lib/graphql/generated';
import { TUTOR_CARD_FIELDS } from '../../../components/tutor/tutor-card-fields';

export const GET_TUTORS_BY_NAME: TypedDocumentNode<GetTutorsByNameQuery, GetTutorsByNameQueryVariables> = gql`
  query getTutorsByName($name: String!, $pageNumber: Int) {
    getTutorsByName(name: $name, pageNumber: $pageNumber) {
      ${TUTOR_CARD_FIELDS}
    }
  }
`;
