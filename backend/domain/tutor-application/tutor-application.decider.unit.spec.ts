import { deciderSpecification } from '../test-support/decider-specification';
import { StepInput, TutorApplicationCommand } from './tutor-application.commands';
import { tutorApplicationDecider } from './tutor-application.decider';
import { ApplicationStepAnswers, TutorApplicationEvent, TutorApplicationStarted } from './tutor-application.events';
import {
  ageOn,
  nextStepOf,
  normaliseGpa,
  parseBirthday,
  percentCompleteOf,
  TutorApplicationMessages as Messages,
} from './tutor-application.rules';

const now = new Date('2026-11-22T10:00:00.000Z');
const metadata = { now, actorId: 'u1' };
const spec = deciderSpecification(tutorApplicationDecider);

const start = (birthday = '02/29/2008', origin = 'apply'): TutorApplicationCommand => ({
  type: 'StartTutorApplication',
  data: { applicantId: 'u1', origin, birthday, tutorReferrerProfileId: null },
  metadata,
});
const save = (input: StepInput): TutorApplicationCommand => ({ type: 'SaveApplicationStep', data: { input }, metadata });
const submit: TutorApplicationCommand = { type: 'SubmitTutorApplication', data: {}, metadata };

const started: TutorApplicationStarted = {
  type: 'TutorApplicationStarted',
  data: { applicantId: 'u1', origin: 'apply', birthday: '2008-02-29', tutorReferrerProfileId: null, startedAt: now.toISOString() },
};
const saved = (answers: ApplicationStepAnswers): TutorApplicationEvent => ({ type: 'TutorApplicationStepSaved', data: { applicantId: 'u1', answers } });

const highSchoolAnswers: ApplicationStepAnswers[] = [
  { step: 'referral', referralSource: 'FRIEND' },
  { step: 'core-subjects', subjects: ['Math', 'Science'] },
  { step: 'education-level', isHighSchoolTutor: true, tutorGradeLevel: '11TH_GRADE', gradesForTutoring: ['ELEMENTARY', 'MIDDLE_SCHOOL'] },
  { step: 'location', location: { zipCode: '78701', city: 'Austin', state: 'TX', latitude: 30.27, longitude: -97.74 } },
  { step: 'school-info', school: { id: 'hs-1', name: 'Austin High School', city: 'Austin', state: 'TX' } },
  { step: 'high-school-courses', courses: [{ course: 'Algebra 1', subject: 'Math' }] },
  { step: 'tutoring-preferences', onlinePreference: true, paidPreference: true, prefPaymentMethod: 'venmo', nonProfitName: null, donationLink: null },
  { step: 'availability', dailyAvailability: [{ day: 'MONDAY', times: ['EVENING'] }], availabilityDescription: 'After school' },
  { step: 'about', aboutYourself: 'I love algebra.', gpa: '3.80' },
];

describe('tutor application decider', () => {
  describe('starting (step 1)', () => {
    it('records the birthday as a date once the applicant is at least 14', () => {
      spec.given([]).when(start()).then([started]);
    });

    it('refuses a birthday not in the format mm/dd/yyyy or not a real date', () => {
      for (const birthday of ['2008-02-01', '2/1/2008', '02/30/2008', '13/01/2000', '']) {
        spec.given([]).when(start(birthday)).thenThrows(Messages.invalidBirthday, { birthday: Messages.invalidBirthday });
      }
    });

    it('refuses an applicant younger than 14, counting to the day', () => {
      spec.given([]).when(start('11/23/2012')).thenThrows(Messages.tooYoung, { birthday: Messages.tooYoung });
      spec.given([]).when(start('11/22/2012')).then([{ ...started, data: { ...started.data, birthday: '2012-11-22' } }]);
    });

    it('changes nothing when started again', () => {
      spec.given([started]).when(start('01/01/2000')).thenNothingHappened();
    });
  });

  describe('saving a step', () => {
    it('records the normalised answers of each step', () => {
      spec
        .given([started])
        .when(save({ step: 'core-subjects', subjects: ['Science', 'Math', 'Math'] }))
        .then([saved({ step: 'core-subjects', subjects: ['Math', 'Science'] })]);
      spec
        .given([started])
        .when(save({ step: 'about', aboutYourself: '  I love algebra. ', gpa: '3.8' }))
        .then([saved({ step: 'about', aboutYourself: 'I love algebra.', gpa: '3.80' })]);
    });

    it('keeps the tutoring-preferences defaults and asks a non-profit when unpaid', () => {
      spec
        .given([started])
        .when(save({ step: 'tutoring-preferences', onlinePreference: true, paidPreference: true, prefPaymentMethod: null, nonProfitName: 'x', donationLink: null }))
        .then([saved({ step: 'tutoring-preferences', onlinePreference: true, paidPreference: true, prefPaymentMethod: 'venmo', nonProfitName: null, donationLink: null })]);
      spec
        .given([started])
        .when(save({ step: 'tutoring-preferences', onlinePreference: false, paidPreference: false, prefPaymentMethod: 'venmo', nonProfitName: ' ', donationLink: 'not a link' }))
        .thenThrows(Messages.nonProfitNameRequired, { nonProfitName: Messages.nonProfitNameRequired, donationLink: Messages.donationLinkInvalid });
      spec
        .given([started])
        .when(save({ step: 'tutoring-preferences', onlinePreference: false, paidPreference: false, prefPaymentMethod: null, nonProfitName: 'Food Bank', donationLink: 'https://food.example.org/give' }))
        .then([saved({ step: 'tutoring-preferences', onlinePreference: false, paidPreference: false, prefPaymentMethod: null, nonProfitName: 'Food Bank', donationLink: 'https://food.example.org/give' })]);
    });

    it('names every invalid field of a step', () => {
      spec
        .given([started])
        .when(save({ step: 'education-level', isHighSchoolTutor: true, tutorGradeLevel: 'FRESHMAN', gradesForTutoring: [] }))
        .thenThrows(Messages.tutorGradeLevelRequired, { tutorGradeLevel: Messages.tutorGradeLevelRequired, gradesForTutoring: Messages.gradesRequired });
      spec.given([started]).when(save({ step: 'referral', referralSource: 'TV' })).thenThrows(Messages.referralSourceRequired);
      spec.given([started]).when(save({ step: 'core-subjects', subjects: [] })).thenThrows(Messages.subjectsRequired);
      spec.given([started]).when(save({ step: 'location', location: null })).thenThrows(Messages.zipRequired);
      spec.given([started]).when(save({ step: 'school-info', school: { id: null, name: ' ', city: 'Austin', state: 'TX' } })).thenThrows(Messages.schoolRequired);
      spec.given([started]).when(save({ step: 'high-school-courses', courses: [] })).thenThrows(Messages.coursesRequired);
      spec
        .given([started])
        .when(save({ step: 'availability', dailyAvailability: [], availabilityDescription: null }))
        .thenThrows(Messages.daysRequired, { dailyAvaliability: Messages.daysRequired });
    });

    it('passes the bio through the profanity filter and checks the GPA', () => {
      spec
        .given([started])
        .when(save({ step: 'about', aboutYourself: 'what the fuck', gpa: '35' }))
        .thenThrows(Messages.aboutGuidelines, { aboutYourself: Messages.aboutGuidelines, gpa: Messages.invalidGpa });
      spec.given([started]).when(save({ step: 'about', aboutYourself: 'Hello', gpa: '5.01' })).thenThrows(Messages.invalidGpa);
      spec.given([started]).when(save({ step: 'about', aboutYourself: '', gpa: null })).thenThrows(Messages.aboutRequired);
    });

    it('refuses the course step of the other school level', () => {
      spec
        .given([started, saved(highSchoolAnswers[2])])
        .when(save({ step: 'college-courses', courses: [{ course: 'Calculus I', subject: 'Math' }] }))
        .thenThrows(Messages.wrongCoursesStep);
    });

    it('changes nothing when the same answers are saved again', () => {
      spec.given([started, saved(highSchoolAnswers[0])]).when(save({ step: 'referral', referralSource: 'FRIEND' })).thenNothingHappened();
    });

    it('refuses steps before the start and after the submission', () => {
      spec.given([]).when(save({ step: 'referral', referralSource: 'FRIEND' })).thenThrows(Messages.notStarted);
      const submitted: TutorApplicationEvent = { type: 'TutorApplicationSubmitted', data: { applicantId: 'u1', origin: 'apply', answers: highSchoolAnswers, submittedAt: now.toISOString() } };
      spec.given([started, ...highSchoolAnswers.map(saved), submitted]).when(save({ step: 'referral', referralSource: 'OTHER' })).thenThrows(Messages.alreadySubmitted);
    });
  });

  describe('submitting', () => {
    it('submits a complete application with every asked step in order', () => {
      spec
        .given([started, ...[...highSchoolAnswers].reverse().map(saved)])
        .when(submit)
        .then([{ type: 'TutorApplicationSubmitted', data: { applicantId: 'u1', origin: 'apply', answers: highSchoolAnswers, submittedAt: now.toISOString() } }]);
    });

    it('refuses an application with a step missing', () => {
      spec.given([started, ...highSchoolAnswers.slice(0, -1).map(saved)]).when(submit).thenThrows(Messages.incomplete);
    });

    it('asks the college courses of a college tutor, not the high-school ones', () => {
      const college = highSchoolAnswers.map((answers): ApplicationStepAnswers =>
        answers.step === 'education-level' ? { ...answers, isHighSchoolTutor: false, tutorGradeLevel: 'SOPHOMORE' } : answers,
      );
      spec.given([started, ...college.map(saved)]).when(submit).thenThrows(Messages.incomplete);
      const withCollegeCourses = college.map((answers) => (answers.step === 'high-school-courses' ? { step: 'college-courses' as const, courses: answers.courses } : answers));
      spec
        .given([started, ...withCollegeCourses.map(saved)])
        .when(submit)
        .then([{ type: 'TutorApplicationSubmitted', data: { applicantId: 'u1', origin: 'apply', answers: withCollegeCourses, submittedAt: now.toISOString() } }]);
    });
  });
});

describe('tutor application rules', () => {
  it('parses birthdays written mm/dd/yyyy that are real dates', () => {
    expect(parseBirthday('02/29/2008')).toBe('2008-02-29');
    expect(parseBirthday('02/29/2007')).toBeNull();
    expect(ageOn('2008-11-23', now)).toBe(17);
    expect(ageOn('2008-11-22', now)).toBe(18);
  });

  it('takes a GPA of one digit, a dot and one or two digits, at most 5', () => {
    expect(normaliseGpa('3.5')).toBe('3.50');
    expect(normaliseGpa('4.00')).toBe('4.00');
    expect(normaliseGpa('5.0')).toBe('5.00');
    for (const bad of ['5.5', '3', '3.', '3.555', '.5', '35']) expect(normaliseGpa(bad)).toBeNull();
  });

  it('counts the first step in the percentage complete and skips the other school level', () => {
    expect(percentCompleteOf([], null)).toBe(10);
    expect(percentCompleteOf(['referral', 'core-subjects'], null)).toBe(30);
    expect(nextStepOf(['referral', 'core-subjects', 'education-level', 'location', 'school-info'], false)).toBe('college-courses');
    expect(nextStepOf(['referral', 'core-subjects', 'education-level', 'location', 'school-info'], true)).toBe('high-school-courses');
  });
});
