import { gql } from '@apollo/client';

export interface CourseSuggestion {
  id: string;
  fullCourseName: string;
  /** The one school that offers the course, or null when it is offered widely. */
  schoolName: string | null;
}

export interface SoftSearchCoursesData {
  softSearchCourses: CourseSuggestion[];
}

export const SOFT_SEARCH_COURSES = gql`
  query softSearchCourses($name: String!) {
    softSearchCourses(name: $name) {
      id
      fullCourseName
      schoolName
    }
  }
`;
