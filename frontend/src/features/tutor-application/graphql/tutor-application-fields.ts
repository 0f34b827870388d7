import { gql } from '@apollo/client';

/** What the application form resumes from: every step's answers, the steps and the progress. */
export const TUTOR_APPLICATION_FIELDS = gql`
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
