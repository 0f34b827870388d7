import { gql, type TypedDocumentNode } from '@apollo/client';
import type { TutorApplicationFieldsFragment } from '../../../lib/graphql/generated';

/** What the application form resumes from: every step's answers, the steps and the progress. */
export const TUTOR_APPLICATION_FIELDS: TypedDocumentNode<TutorApplicationFieldsFragment> = gql`
  fragment TutorApplicationFields on TutorApplication {
    applicantId
    origin
    submitted
    dob
    steps
    savedSteps
    nextStep
    percentComplete
    referralSource
    subjects
    isHighSchoolTutor
    tutorGradeLevel
    gradeLevels
    zipcode {
      zip
      city
      state
    }
    school {
      id
      name
      city
      state
    }
    highSchoolCourses {
      course
      subject
    }
    collegeCourses {
      course
      subject
    }
    onlinePreference
    paidPreference
    prefPaymentMethod
    nonProfitName
    donationLink
    dailyAvaliability {
      day
      times
    }
    avaliabilityDesc
    aboutYourself
    gpa
  }
`;
