import { editTutorProfile } from '../../../../domain/tutors/tutor-profile.decider';
import { ApplicationStepAnswers } from '../../../../domain/tutor-application/tutor-application.events';
import { profileCommandsOf } from './tutor-application-workflow';

const answers: ApplicationStepAnswers[] = [
  { step: 'referral', referralSource: 'FRIEND' },
  { step: 'core-subjects', subjects: ['Math'] },
  { step: 'education-level', isHighSchoolTutor: true, tutorGradeLevel: '11TH_GRADE', gradesForTutoring: ['ELEMENTARY'] },
  { step: 'location', location: { zipCode: '78701', city: 'Austin', state: 'TX', latitude: 30.27, longitude: -97.74 } },
  { step: 'school-info', school: { id: null, name: 'Austin High School', city: 'Austin', state: 'TX' } },
  { step: 'high-school-courses', courses: [{ course: 'Algebra 1', subject: 'Math' }] },
  { step: 'tutoring-preferences', onlinePreference: false, paidPreference: true, prefPaymentMethod: 'venmo', nonProfitName: null, donationLink: null },
  { step: 'availability', dailyAvailability: [{ day: 'MONDAY', times: ['EVENING'] }], availabilityDescription: null },
  { step: 'about', aboutYourself: 'I love algebra.', gpa: null },
];

describe('the tutor profile a submitted application opens', () => {
  it('is decided by the tutor profile decider without a refusal, and is not onboarded', () => {
    const metadata = { now: new Date('2026-11-22T10:00:00Z'), actorId: 'u1' };
    const open = { type: 'CreateTutorProfile' as const, data: { tutorId: 'u1', firstName: 'Ana', lastName: 'López' } };
    const events = editTutorProfile({ type: 'EditTutorProfile', data: { commands: [open, ...profileCommandsOf(answers)] }, metadata }, { status: 'none' });
    expect(events.map((event) => event.type)).toEqual([
      'TutorProfileCreated',
      'TutorSubjectsSet',
      'TutorGradesForTutoringSet',
      'TutorSchoolSet',
      'TutorClassesAdded',
      'TutorLocationSet',
      'TutorSessionPreferenceSet',
      'TutorAvailabilityEdited',
      'TutorBioEdited',
    ]);
    expect(events.find((event) => event.type === 'TutorSessionPreferenceSet')?.data).toMatchObject({ sessionPreference: 'in-person' });
    expect(events.some((event) => event.type === 'TutorOnboarded')).toBe(false);
  });
});
