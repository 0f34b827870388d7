import { UserSignedUp } from '../../domain/accounts/user.events';
import { ReviewEvent } from '../../domain/reviews/review.events';
import { TutorClass, TutorProfileEvent } from '../../domain/tutors/tutor-profile.events';

/** Events of tutors and reviews for the search projections' tests. */

export function tutorSignedUp(userId: string, firstName = 'Ada', lastName = 'Lovelace', profileType: 'TUTOR' | 'STUDENT_OR_PARENT' = 'TUTOR'): UserSignedUp {
  return {
    type: 'UserSignedUp',
    data: {
      userId,
      email: `${userId}@example.com`,
      firstName,
      lastName,
      profileTypes: [profileType],
      clientProfileType: profileType === 'TUTOR' ? null : 'PARENT',
      phoneNumber: null,
      referralCode: null,
      languagePreference: 'en',
      signedUpAt: '2024-03-01T10:00:00.000Z',
    },
  };
}

export const algebra1: TutorClass = { courseKey: 'algebra-1', course: 'Algebra 1', subject: 'Math', school: null, teacher: null, isHighSchoolClass: true };
export const spanish1: TutorClass = { courseKey: 'spanish-i', course: 'Spanish I', subject: 'Foreign Language', school: null, teacher: null, isHighSchoolClass: true };

/** A complete, searchable profile: Austin, both session kinds, high-school Algebra 1 and Math, onboarded. */
export function searchableProfile(tutorId: string): TutorProfileEvent[] {
  return [
    { type: 'TutorProfileCreated', data: { tutorId, profileId: `p${tutorId}`, profilePageId: `ada-l-p${tutorId}`, createdAt: '2024-03-01T10:00:00.000Z' } },
    { type: 'TutorBioEdited', data: { tutorId, bio: 'I love algebra.' } },
    { type: 'TutorHourlyWageSet', data: { tutorId, hourlyWage: 40 } },
    { type: 'TutorLocationSet', data: { tutorId, zipCode: '78701', city: 'Austin', state: 'TX', latitude: 30.27, longitude: -97.74 } },
    { type: 'TutorGradesForTutoringSet', data: { tutorId, gradesForTutoring: ['HIGH_SCHOOL'] } },
    { type: 'TutorSubjectsSet', data: { tutorId, subjects: ['Math'] } },
    { type: 'TutorClassesAdded', data: { tutorId, classes: [algebra1] } },
    { type: 'TutorSchoolSet', data: { tutorId, school: { id: 'ut-austin', name: 'University of Texas at Austin', city: 'Austin', state: 'TX' }, isHighSchoolTutor: false } },
    { type: 'TutorVisibilitySet', data: { tutorId, isVisible: true } },
    { type: 'TutorAgreementSigned', data: { tutorId, signedAt: '2024-03-02T10:00:00.000Z' } },
    { type: 'TutorOnboarded', data: { tutorId, onboardedAt: '2024-03-03T10:00:00.000Z', onboardedBy: 'admin-1' } },
  ];
}

export function reviewAdded(tutorId: string, clientId: string, score: number, addedAt = '2024-04-01T10:00:00.000Z'): ReviewEvent {
  return { type: 'ReviewAdded', data: { reviewId: `r-${tutorId}-${clientId}`, tutorId, clientId, score, comments: 'Great tutor.', addedAt } };
}

export function reviewEdited(tutorId: string, clientId: string, score: number, editedAt = '2024-05-01T10:00:00.000Z'): ReviewEvent {
  return { type: 'ReviewEdited', data: { reviewId: `r-${tutorId}-${clientId}`, tutorId, clientId, score, comments: 'Edited.', editedAt } };
}
