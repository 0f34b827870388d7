import { GRADE_LEVELS, GradeLevel } from '../catalog/catalog.vocabulary';
import { assertNever, Decider } from '../shared/decider';
import { DomainError, throwIfInvalid } from '../shared/domain-error';
import { abidesByUserGuidelines } from '../shared/user-guidelines';
import { isUsStateCode, isUsZip, MAX_AVAILABILITY_DESCRIPTION_LENGTH, MAX_BIO_LENGTH, normaliseDailyAvailability, normaliseSubjects, optionalText } from '../tutors/tutor-profile.rules';
import { SaveApplicationStep, StartTutorApplication, StepInput, SubmitTutorApplication, TutorApplicationCommand } from './tutor-application.commands';
import { ApplicationStepAnswers, TutorApplicationEvent } from './tutor-application.events';
import {
  APPLICATION_ORIGINS,
  ApplicationOrigin,
  ApplicationStep,
  birthdayProblem,
  DEFAULT_PAYMENT_METHOD,
  gradesOfSchoolLevel,
  isDonationLink,
  nextStepOf,
  normaliseGpa,
  parseBirthday,
  PAYMENT_METHODS,
  PaymentMethod,
  REFERRAL_SOURCES,
  ReferralSource,
  stepsFor,
  TutorApplicationMessages as Messages,
  TutorGradeLevel,
} from './tutor-application.rules';

export interface TutorApplication {
  status: 'started' | 'submitted';
  applicantId: string;
  origin: ApplicationOrigin;
  birthday: string;
  tutorReferrerProfileId: string | null;
  /** The latest answers of each step saved. */
  answers: Partial<Record<ApplicationStep, ApplicationStepAnswers>>;
  isHighSchoolTutor: boolean | null;
}

export type TutorApplicationState = { status: 'none' } | TutorApplication;

export const initialTutorApplicationState = (): TutorApplicationState => ({ status: 'none' });

export function evolveTutorApplication(state: TutorApplicationState, event: TutorApplicationEvent): TutorApplicationState {
  switch (event.type) {
    case 'TutorApplicationStarted':
      if (state.status !== 'none') return state;
      return {
        status: 'started',
        applicantId: event.data.applicantId,
        origin: event.data.origin,
        birthday: event.data.birthday,
        tutorReferrerProfileId: event.data.tutorReferrerProfileId,
        answers: {},
        isHighSchoolTutor: null,
      };
    case 'TutorApplicationStepSaved': {
      if (state.status === 'none') return state;
      const { answers } = event.data;
      return {
        ...state,
        answers: { ...state.answers, [answers.step]: answers },
        isHighSchoolTutor: answers.step === 'education-level' ? answers.isHighSchoolTutor : state.isHighSchoolTutor,
      };
    }
    case 'TutorApplicationSubmitted':
      return state.status === 'none' ? state : { ...state, status: 'submitted' };
    default:
      return assertNever(event);
  }
}

/** The steps saved so far, in the order they are asked. */
export function savedStepsOf(application: TutorApplication): ApplicationStep[] {
  return stepsFor(application.isHighSchoolTutor).filter((step) => application.answers[step] !== undefined);
}

function requireOpen(state: TutorApplicationState): TutorApplication {
  if (state.status === 'none') throw new DomainError(Messages.notStarted);
  if (state.status === 'submitted') throw new DomainError(Messages.alreadySubmitted);
  return state;
}

/** Starting again (a retried first step) changes nothing; the first answers stand. */
export function startTutorApplication(command: StartTutorApplication, state: TutorApplicationState): TutorApplicationEvent[] {
  if (state.status !== 'none') return [];
  const { applicantId, origin, tutorReferrerProfileId } = command.data;
  throwIfInvalid({ birthday: birthdayProblem(command.data.birthday, command.metadata.now) });
  if (!(APPLICATION_ORIGINS as readonly string[]).includes(origin)) throw new Error(`unknown application origin ${origin}`);
  return [
    {
      type: 'TutorApplicationStarted',
      data: {
        applicantId,
        origin: origin as ApplicationOrigin,
        birthday: parseBirthday(command.data.birthday)!,
        tutorReferrerProfileId: optionalText(tutorReferrerProfileId),
        startedAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

const isOneOf = <T extends string>(values: readonly T[], value: string | null | undefined): value is T => value != null && (values as readonly string[]).includes(value);

/** One step's input checked and normalised; every invalid field of the step named at once. */
function answersOf(input: StepInput, application: TutorApplication): ApplicationStepAnswers {
  switch (input.step) {
    case 'referral': {
      if (!isOneOf(REFERRAL_SOURCES, input.referralSource)) throw DomainError.fromFieldErrors({ referralSource: Messages.referralSourceRequired });
      return { step: 'referral', referralSource: input.referralSource as ReferralSource };
    }
    case 'core-subjects': {
      const subjects = normaliseSubjects(input.subjects);
      if (!subjects || subjects.length === 0) throw DomainError.fromFieldErrors({ subjects: Messages.subjectsRequired });
      return { step: 'core-subjects', subjects };
    }
    case 'education-level': {
      const grades = GRADE_LEVELS.filter((grade) => input.gradesForTutoring.includes(grade));
      throwIfInvalid({
        tutorGradeLevel: isOneOf(gradesOfSchoolLevel(input.isHighSchoolTutor), input.tutorGradeLevel) ? undefined : Messages.tutorGradeLevelRequired,
        gradesForTutoring: grades.length > 0 && grades.length === new Set(input.gradesForTutoring).size ? undefined : Messages.gradesRequired,
      });
      return {
        step: 'education-level',
        isHighSchoolTutor: input.isHighSchoolTutor,
        tutorGradeLevel: input.tutorGradeLevel as TutorGradeLevel,
        gradesForTutoring: grades as GradeLevel[],
      };
    }
    case 'location': {
      const location = input.location;
      if (!location || !isUsZip(location.zipCode) || !location.city.trim() || !isUsStateCode(location.state)) {
        throw DomainError.fromFieldErrors({ zipCode: Messages.zipRequired });
      }
      return { step: 'location', location: { ...location, city: location.city.trim() } };
    }
    case 'school-info': {
      const name = input.school.name.trim();
      const city = input.school.city.trim();
      const usState = input.school.state.trim().toUpperCase();
      throwIfInvalid({
        school: !name || !city || !isUsStateCode(usState) ? Messages.schoolRequired : abidesByUserGuidelines(name) ? undefined : Messages.schoolGuidelines,
      });
      return { step: 'school-info', school: { id: optionalText(input.school.id), name, city, state: usState } };
    }
    case 'high-school-courses':
    case 'college-courses': {
      if (application.isHighSchoolTutor !== null && input.step !== (application.isHighSchoolTutor ? 'high-school-courses' : 'college-courses')) {
        throw DomainError.fromFieldErrors({ courses: Messages.wrongCoursesStep });
      }
      const seen = new Set<string>();
      const courses = input.courses
        .map((course) => ({ course: course.course.trim(), subject: course.subject }))
        .filter((course) => course.course.length > 0 && !seen.has(course.course) && seen.add(course.course));
      if (courses.length === 0) throw DomainError.fromFieldErrors({ courses: Messages.coursesRequired });
      return { step: input.step, courses };
    }
    case 'tutoring-preferences': {
      const { onlinePreference, paidPreference } = input;
      const prefPaymentMethod = input.prefPaymentMethod ?? DEFAULT_PAYMENT_METHOD;
      const nonProfitName = optionalText(input.nonProfitName);
      const donationLink = optionalText(input.donationLink);
      throwIfInvalid({
        prefPaymentMethod: !paidPreference || isOneOf(PAYMENT_METHODS, prefPaymentMethod) ? undefined : Messages.prefPaymentMethodRequired,
        nonProfitName:
          paidPreference ? undefined : nonProfitName === null ? Messages.nonProfitNameRequired : abidesByUserGuidelines(nonProfitName) ? undefined : Messages.nonProfitNameRequired,
        donationLink: paidPreference || (donationLink !== null && isDonationLink(donationLink)) ? undefined : Messages.donationLinkInvalid,
      });
      return {
        step: 'tutoring-preferences',
        onlinePreference,
        paidPreference,
        prefPaymentMethod: paidPreference ? (prefPaymentMethod as PaymentMethod) : null,
        nonProfitName: paidPreference ? null : nonProfitName,
        donationLink: paidPreference ? null : donationLink,
      };
    }
    case 'availability': {
      const dailyAvailability = normaliseDailyAvailability(input.dailyAvailability);
      const availabilityDescription = optionalText(input.availabilityDescription);
      throwIfInvalid({
        dailyAvaliability: dailyAvailability && dailyAvailability.length > 0 ? undefined : Messages.daysRequired,
        avaliabilityDesc:
          availabilityDescription === null
            ? undefined
            : availabilityDescription.length > MAX_AVAILABILITY_DESCRIPTION_LENGTH
              ? Messages.availabilityTooLong
              : abidesByUserGuidelines(availabilityDescription)
                ? undefined
                : Messages.availabilityGuidelines,
      });
      return { step: 'availability', dailyAvailability: dailyAvailability!, availabilityDescription };
    }
    case 'about': {
      const aboutYourself = input.aboutYourself.trim();
      const gpaText = optionalText(input.gpa);
      const gpa = gpaText === null ? null : normaliseGpa(gpaText);
      throwIfInvalid({
        aboutYourself:
          aboutYourself.length === 0
            ? Messages.aboutRequired
            : aboutYourself.length > MAX_BIO_LENGTH
              ? Messages.aboutTooLong
              : abidesByUserGuidelines(aboutYourself)
                ? undefined
                : Messages.aboutGuidelines,
        gpa: gpaText !== null && gpa === null ? Messages.invalidGpa : undefined,
      });
      return { step: 'about', aboutYourself, gpa };
    }
    default:
      return assertNever(input);
  }
}

/** Saving the same answers again changes nothing. */
export function saveApplicationStep(command: SaveApplicationStep, state: TutorApplicationState): TutorApplicationEvent[] {
  const application = requireOpen(state);
  const answers = answersOf(command.data.input, application);
  if (JSON.stringify(application.answers[answers.step]) === JSON.stringify(answers)) return [];
  return [{ type: 'TutorApplicationStepSaved', data: { applicantId: application.applicantId, answers } }];
}

/** Only a complete application is submitted; it carries every asked step's answers, in order. */
export function submitTutorApplication(command: SubmitTutorApplication, state: TutorApplicationState): TutorApplicationEvent[] {
  if (state.status === 'submitted') return [];
  const application = requireOpen(state);
  if (nextStepOf(savedStepsOf(application), application.isHighSchoolTutor) !== null) throw new DomainError(Messages.incomplete);
  return [
    {
      type: 'TutorApplicationSubmitted',
      data: {
        applicantId: application.applicantId,
        origin: application.origin,
        answers: stepsFor(application.isHighSchoolTutor).map((step) => application.answers[step]!),
        submittedAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

export function decideTutorApplication(command: TutorApplicationCommand, state: TutorApplicationState): TutorApplicationEvent[] {
  switch (command.type) {
    case 'StartTutorApplication':
      return startTutorApplication(command, state);
    case 'SaveApplicationStep':
      return saveApplicationStep(command, state);
    case 'SubmitTutorApplication':
      return submitTutorApplication(command, state);
    default:
      return assertNever(command);
  }
}

export const tutorApplicationDecider: Decider<TutorApplicationCommand, TutorApplicationEvent, TutorApplicationState> = {
  initialState: initialTutorApplicationState,
  evolve: evolveTutorApplication,
  decide: decideTutorApplication,
};
