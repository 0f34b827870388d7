import { courseKeyOf } from '../../backend/domain/catalog/catalog.vocabulary';
import { ClassToAdd, TutorProfileCommand } from '../../backend/domain/tutors/tutor-profile.commands';
import { TutorSchool } from '../../backend/domain/tutors/tutor-profile.events';
import { agreementToSign } from '../../backend/content/onboarding/tutor-onboarding.content';
import { deterministicUuid } from '../../backend/platform/ids/deterministic-uuid';
import { SeedCatalog } from './seed-catalog';
import { SEED_CITIES } from './seed-cities';
import { SeedAccount, SeedReview, SeedTutor, TutorProfileStep } from './seed-generator';

/**
 * The three accounts the README names, with the demo password: a tutor in Austin (78701) who
 * teaches Algebra 1, and a parent and a student who reviewed her. Their ids derive from the
 * address alone, so every seed and the demo data share them and write them once.
 */
export const DEMO_TUTOR_EMAIL = 'tutor@example.com';
export const DEMO_PARENT_EMAIL = 'parent@example.com';
export const DEMO_STUDENT_EMAIL = 'student@example.com';

export function demoAccountId(email: string): string {
  return deterministicUuid(`demo-account:${email}`);
}

export interface DemoAccounts {
  clients: SeedAccount[];
  tutor: SeedTutor;
}

export function demoAccounts(catalog: SeedCatalog, until: Date): DemoAccounts {
  const at = (daysBefore: number, minutes = 0) => new Date(until.getTime() - daysBefore * 24 * 60 * 60 * 1000 + minutes * 60_000);
  const account = (email: string, firstName: string, lastName: string, profileType: SeedAccount['profileType'], clientProfileType: SeedAccount['clientProfileType']): SeedAccount => ({
    userId: demoAccountId(email),
    email,
    firstName,
    lastName,
    profileType,
    clientProfileType,
    signedUpAt: at(400),
    verifiedAt: at(400, 5),
    language: null,
  });
  const parent = account(DEMO_PARENT_EMAIL, 'Pat', 'Morgan', 'STUDENT_OR_PARENT', 'PARENT');
  const student = account(DEMO_STUDENT_EMAIL, 'Sam', 'Lee', 'STUDENT_OR_PARENT', 'STUDENT');
  const tutorAccount = account(DEMO_TUTOR_EMAIL, 'Taylor', 'Reyes', 'TUTOR', null);
  const tutorId = tutorAccount.userId;

  const austin = SEED_CITIES.find((city) => city.centreZip === '78701')!;
  const zip = catalog.lookupZip('78701');
  if (!zip) throw new Error('the catalog does not know ZIP code 78701');
  const college = catalog.institutions.find((institution) => institution.type === 'COLLEGE' && institution.city === 'Austin' && institution.state === 'TX');
  const school: TutorSchool = college
    ? { id: college.id, name: college.name, city: college.city, state: college.state }
    : { id: null, name: 'The University of Texas at Austin', city: 'Austin', state: 'TX' };
  const wanted = ['Algebra 1', 'Geometry', 'Algebra 2', 'SAT'];
  const classes: ClassToAdd[] = wanted.map((name) => {
    const course = catalog.courses.find((candidate) => !candidate.schoolId && courseKeyOf(candidate.fullCourseName) === courseKeyOf(name));
    return {
      course: course?.fullCourseName ?? name,
      subject: course?.coreSubjects[0] ?? (name === 'SAT' ? 'Test Prep' : 'Math'),
      school: null,
      teacher: null,
      isHighSchoolClass: course?.isHighSchoolCourse ?? true,
    };
  });
  let minute = 10;
  const step = (command: Omit<TutorProfileCommand, 'metadata'>, actorId: string | null = tutorId): TutorProfileStep => ({ command, at: at(400, (minute += 3)), actorId });
  const profile: TutorProfileStep[] = [
    step({ type: 'CreateTutorProfile', data: { tutorId, firstName: 'Taylor', lastName: 'Reyes' } }),
    step({ type: 'SetSchool', data: { school, isHighSchoolTutor: false } }),
    step({ type: 'SetLocation', data: { zipCode: zip.zip, city: zip.city, state: zip.state, latitude: zip.latitude, longitude: zip.longitude } }),
    step({ type: 'SetGradesForTutoring', data: { gradesForTutoring: ['MIDDLE_SCHOOL', 'HIGH_SCHOOL'] } }),
    step({ type: 'SetSubjects', data: { subjects: ['Math', 'Test Prep'] } }),
    step({ type: 'AddClasses', data: { classes } }),
    step({ type: 'SetHourlyWage', data: { hourlyWage: 45 } }),
    step({ type: 'SetSessionPreference', data: { sessionPreference: 'no-preference' } }),
    step({
      type: 'EditAvailability',
      data: {
        dailyAvailability: [
          { day: 'MONDAY', times: ['AFTERNOON', 'EVENING'] },
          { day: 'WEDNESDAY', times: ['AFTERNOON', 'EVENING'] },
          { day: 'SATURDAY', times: ['MORNING'] },
        ],
        availabilityDescription: 'Weekday afternoons after school and Saturday mornings.',
      },
    }),
    step({
      type: 'EditBio',
      data: {
        bio: `Hi! I'm Taylor, a senior studying Mathematics at ${school.name}. I have tutored Algebra 1, Geometry and SAT math for four years, and I love the moment a hard idea finally clicks. Sessions in person around downtown Austin or online.`,
      },
    }),
    step({ type: 'SignAgreement', data: agreementToSign() }),
    step({ type: 'SetVisibility', data: { isVisible: true } }),
    step({ type: 'OnboardTutor', data: {} }, null),
    step({ type: 'ImportPastTutoringHours', data: { hours: 182.5, source: 'seed' } }, null),
  ];
  const review = (client: SeedAccount, score: number, comments: string, daysBefore: number): SeedReview => ({
    reviewId: deterministicUuid(`demo-review:${tutorId}:${client.userId}`),
    tutorId,
    clientId: client.userId,
    score,
    comments,
    at: at(daysBefore),
    edit: null,
  });
  return {
    clients: [parent, student],
    tutor: {
      account: tutorAccount,
      profile,
      reviews: [
        review(parent, 5, 'Taylor helped my son go from a C to an A in Algebra 1. Patient and always prepared.', 90),
        review(student, 5, 'Explains geometry proofs so they actually make sense. My SAT math score went up 80 points!', 30),
      ],
      summary: {
        city: austin,
        zip,
        hourlyWage: 45,
        sessionPreference: 'no-preference',
        searchable: true,
        gradesForTutoring: ['MIDDLE_SCHOOL', 'HIGH_SCHOOL'],
        courseKeys: classes.map((tutorClass) => courseKeyOf(tutorClass.course)),
        isHighSchoolTutor: false,
      },
    },
  };
}
