import { gql } from '@apollo/client';
import { TUTOR_CARD_FIELDS, TutorCardData } from './tutor-card-fields';

export interface GetTutorsByNameData {
  getTutorsByName: TutorCardData[];
}

export interface GetTutorsByNameVariables {
  name: string;
  pageNumber: number;
}

export const GET_TUTORS_BY_NAME = gql`
  query getTutorsByName($name: String!, $pageNumber: Int) {
    getTutorsByName(name: $name, pageNumber: $pageNumber) {
      ${TUTOR_CARD_FIELDS}
    }
  }
`;
