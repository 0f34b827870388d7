import { changeReasonOf } from '../shared/change-reason';
import { DailyAvailability, GradeLevel, isSessionPreference, isSubjectCategory, SessionPreference, SubjectCategory } from '../catalog/catalog.vocabulary';
import { assertNever, Decider } from '../shared/decider';
import { DomainError, ForbiddenError, throwIfInvalid } from '../shared/domain-error';
import { abidesByUserGuidelines } from '../shared/user-guidelines';
import { lengthProblem, MAX_TEXT_LENGTH } from '../shared/value-bounds';
import {
  AddClasses,
  CreateTutorProfile,
  EditAvailability,
  EditBio,
  EditClass,
  EditTutorProfile,
  ImportPastTutoringHours,
  RecordTutoredSession,
  RemoveClasses,
  RotateProfilePicture,
  SetGradesForTutoring,
  SetHourlyWage,
  SetLocation,
  SetProfilePicture,
  SetSchool,
  SetSessionPreference,
  SetSubjects,
  SetTimeZone,
  SetVisibility,
  TutorProfileCommand,
} from './tutor-profile.commands';
import { addToActiveList, onboardTutor, sendBackOnboarding, setOnboardingVideoLink, signAgreement, submitOnboarding, takeQuiz } from './tutor-onboarding.decider';
import { OnboardingStatus } from './tutor-onboarding.rules';
import { TutorClass, TutorProfileEvent, TutorSchool } from './tutor-profile.events';
import {
  classKeyOf,
  isUsStateCode,
  isUsZip,
  MAX_AVAILABILITY_DESCRIPTION_LENGTH,
  MAX_BIO_LENGTH,
  MAX_CLASSES,
  MAX_IMPORTED_HOURS,
  normaliseDailyAvailability,
  normaliseGrades,
  normaliseSubjects,
  optionalText,
  profileIdOf,
  profilePageIdOf,
  roundHourlyWage,
  TutorProfileMessages as Messages,
} from './tutor-profile.rules';
import {
  boundedOptionalText,
  isUsTimeZoneId,
  MAX_CLASS_TEXT_LENGTH,
  normaliseRotation,
  PROFILE_PICTURE_TYPES,
  TutorProfileEditorMessages as EditorMessages,
} from './tutor-profile-editor.rules';

export interface TutorLocation {
  zipCode: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

/**
 * What the profile's events have said so far. A value no event has set yet is null, so the first
 * setting of any value is always recorded, whatever default a read model shows before it.
 */
export interface TutorProfile {
  status: 'created';
  tutorId: string;
  profileId: string;
  profilePageId: string;
  bio: string | null;
  hourlyWage: number | null;
  dailyAvailability: DailyAvailability;
  availabilityDescription: string | null;
  location: TutorLocation | null;
  sessionPreference: SessionPreference | null;
  isVisible: boolean | null;
  hasSignedAgreement: boolean;
  isOnboarded: boolean;
  school: TutorSchool | null;
  isHighSchoolTutor: boolean | null;
  gradesForTutoring: GradeLevel[] | null;
  subjects: SubjectCategory[] | null;
  classes: TutorClass[];
  pastTutoringHours: number;
  timeZoneId: string | null;
  profilePicture: { fileId: string; rotation: number } | null;
  /** The version of the agreement signed last, null before any (or when signed before versions were kept). */
  agreementVersion: string | null;
  quizPassed: boolean;
  onboardVideoLink: string | null;
  onboardingStatus: OnboardingStatus;
  isOnActiveList: boolean;
}

export type TutorProfileState = { status: 'none' } | TutorProfile;

export const initialTutorProfileState = (): TutorProfileState => ({ status: 'none' });

function evolveProfile(profile: TutorProfile, event: Exclude<TutorProfileEvent, { type: 'TutorProfileCreated' }>): TutorProfile {
  switch (event.type) {
    case 'TutorBioEdited':
      return { ...profile, bio: event.data.bio };
    case 'TutorHourlyWageSet':
      return { ...profile, hourlyWage: event.data.hourlyWage };
    case 'TutorAvailabilityEdited':
      return { ...profile, dailyAvailability: event.data.dailyAvailability, availabilityDescription: event.data.availabilityDescription };
    case 'TutorLocationSet': {
      const { zipCode, city, state, latitude, longitude } = event.data;
      return { ...profile, location: { zipCode, city, state, latitude, longitude } };
    }
    case 'TutorSessionPreferenceSet':
      return { ...profile, sessionPreference: event.data.sessionPreference };
    case 'TutorVisibilitySet':
      return { ...profile, isVisible: event.data.isVisible };
    case 'TutorAgreementSigned':
      return { ...profile, hasSignedAgreement: true, agreementVersion: event.data.agreementVersion ?? null };
    case 'TutorOnboarded':
      return { ...profile, isOnboarded: true, onboardingStatus: 'onboarded' };
    case 'TutorQuizAttempted':
      return { ...profile, quizPassed: profile.quizPassed || event.data.passed };
    case 'TutorOnboardingVideoLinkSet':
      return { ...profile, onboardVideoLink: event.data.videoLink };
    case 'TutorOnboardingSubmitted':
      return { ...profile, onboardingStatus: profile.isOnboarded ? 'onboarded' : 'submitted' };
    case 'TutorOnboardingSentBack':
      return { ...profile, onboardingStatus: profile.isOnboarded ? 'onboarded' : 'applying' };
    case 'TutorAddedToActiveList':
      return { ...profile, isOnActiveList: true };
    case 'TutorSchoolSet':
      return { ...profile, school: event.data.school, isHighSchoolTutor: event.data.isHighSchoolTutor };
    case 'TutorGradesForTutoringSet':
      return { ...profile, gradesForTutoring: event.data.gradesForTutoring };
    case 'TutorSubjectsSet':
      return { ...profile, subjects: event.data.subjects };
    case 'TutorClassesAdded': {
      const known = new Set(profile.classes.map((tutorClass) => tutorClass.courseKey));
      return { ...profile, classes: [...profile.classes, ...event.data.classes.filter((tutorClass) => !known.has(tutorClass.courseKey))] };
    }
    case 'TutorClassesRemoved': {
      const removed = new Set(event.data.courseKeys);
      return { ...profile, classes: profile.classes.filter((tutorClass) => !removed.has(tutorClass.courseKey)) };
    }
    case 'PastTutoringHoursImported':
      return { ...profile, pastTutoringHours: profile.pastTutoringHours + event.data.hours };
    case 'TutorClassEdited': {
      const { tutorClass } = event.data;
      return { ...profile, classes: profile.classes.map((listed) => (listed.courseKey === tutorClass.courseKey ? tutorClass : listed)) };
    }
    case 'TutorTimeZoneSet':
      return { ...profile, timeZoneId: event.data.timeZoneId };
    case 'TutorProfilePictureSet':
      return { ...profile, profilePicture: { fileId: event.data.fileId, rotation: event.data.rotation } };
    case 'TutoredSessionRecorded':
      return profile;
    default:
      return assertNever(event);
  }
}

export function evolveTutorProfile(state: TutorProfileState, event: TutorProfileEvent): TutorProfileState {
  if (event.type === 'TutorProfileCreated') {
    if (state.status === 'created') return state;
    return {
      status: 'created',
      tutorId: event.data.tutorId,
      profileId: event.data.profileId,
      profilePageId: event.data.profilePageId,
      bio: null,
      hourlyWage: null,
      dailyAvailability: [],
      availabilityDescription: null,
      location: null,
      sessionPreference: null,
      isVisible: null,
      hasSignedAgreement: false,
      isOnboarded: false,
      school: null,
      isHighSchoolTutor: null,
      gradesForTutoring: null,
      subjects: null,
      classes: [],
      pastTutoringHours: 0,
      timeZoneId: null,
      profilePicture: null,
      agreementVersion: null,
      quizPassed: false,
      onboardVideoLink: null,
      onboardingStatus: 'applying',
      isOnActiveList: false,
    };
  }
  return state.status === 'created' ? evolveProfile(state, event) : state;
}

export function requireProfile(state: TutorProfileState): TutorProfile {
  if (state.status !== 'created') throw new DomainError(Messages.profileNotFound);
  return state;
}

const sameList = (a: readonly unknown[] | null, b: readonly unknown[]) => a !== null && JSON.stringify(a) === JSON.stringify(b);

/** Opening an open profile changes nothing, so every caller may simply open it first. */
export function createTutorProfile(command: CreateTutorProfile, state: TutorProfileState): TutorProfileEvent[] {
  if (state.status === 'created') return [];
  const { tutorId, firstName, lastName } = command.data;
  const profileId = profileIdOf(tutorId);
  return [
    {
      type: 'TutorProfileCreated',
      data: { tutorId, profileId, profilePageId: profilePageIdOf(firstName, lastName, profileId), createdAt: command.metadata.now.toISOString() },
    },
  ];
}

/** An empty bio is allowed: the profile then shows the spec's fallback text. */
export function editBio(command: EditBio, state: TutorProfileState): TutorProfileEvent[] {
  const profile = requireProfile(state);
  const bio = command.data.bio.trim();
  throwIfInvalid({
    description:
      bio.length > MAX_BIO_LENGTH ? Messages.bioTooLong : abidesByUserGuidelines(bio) ? undefined : Messages.bioGuidelines,
  });
  if (bio === (profile.bio ?? '')) return [];
  return [{ type: 'TutorBioEdited', data: { tutorId: profile.tutorId, bio } }];
}

export function setHourlyWage(command: SetHourlyWage, state: TutorProfileState): TutorProfileEvent[] {
  const profile = requireProfile(state);
  const hourlyWage = roundHourlyWage(command.data.hourlyWage);
  const byAdmin = command.data.reason !== undefined ? changeReasonOf(command.data.reason) : null;
  throwIfInvalid({ hourlyWage: hourlyWage === null ? Messages.invalidHourlyWage : undefined, reason: byAdmin?.problem });
  if (hourlyWage === null || hourlyWage === profile.hourlyWage) return [];
  if (byAdmin && command.metadata.actorId !== null) {
    return [{ type: 'TutorHourlyWageSet', data: { tutorId: profile.tutorId, hourlyWage, byUserId: command.metadata.actorId, reason: byAdmin.reason } }];
  }
  return [{ type: 'TutorHourlyWageSet', data: { tutorId: profile.tutorId, hourlyWage } }];
}

export function editAvailability(command: EditAvailability, state: TutorProfileState): TutorProfileEvent[] {
  const profile = requireProfile(state);
  const dailyAvailability = normaliseDailyAvailability(command.data.dailyAvailability);
  const availabilityDescription = optionalText(command.data.availabilityDescription);
  throwIfInvalid({
    dailyAvaliability: dailyAvailability ? undefined : Messages.invalidAvailability,
    avaliabilityDesc:
      availabilityDescription === null
        ? undefined
        : availabilityDescription.length > MAX_AVAILABILITY_DESCRIPTION_LENGTH
          ? Messages.availabilityDescriptionTooLong
          : abidesByUserGuidelines(availabilityDescription)
            ? undefined
            : Messages.availabilityGuidelines,
  });
  if (sameList(profile.dailyAvailability, dailyAvailability!) && profile.availabilityDescription === availabilityDescription) return [];
  return [{ type: 'TutorAvailabilityEdited', data: { tutorId: profile.tutorId, dailyAvailability: dailyAvailability!, availabilityDescription } }];
}

export function setLocation(command: SetLocation, state: TutorProfileState): TutorProfileEvent[] {
  const profile = requireProfile(state);
  const zipCode = command.data.zipCode.trim().slice(0, 5);
  const city = command.data.city.trim();
  const usState = command.data.state.trim().toUpperCase();
  const { latitude, longitude } = command.data;
  const validCoordinates =
    Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  throwIfInvalid({
    zipCode: !isUsZip(zipCode) ? Messages.zipRequired : validCoordinates ? undefined : Messages.invalidCoordinates,
    city: city.length > 0 ? lengthProblem(city, MAX_TEXT_LENGTH.shortText) : Messages.cityRequired,
    state: isUsStateCode(usState) ? undefined : Messages.invalidState,
  });
  const location: TutorLocation = { zipCode, city, state: usState, latitude, longitude };
  if (profile.location && JSON.stringify(profile.location) === JSON.stringify(location)) return [];
  return [{ type: 'TutorLocationSet', data: { tutorId: profile.tutorId, ...location } }];
}

export function setSessionPreference(command: SetSessionPreference, state: TutorProfileState): TutorProfileEvent[] {
  const profile = requireProfile(state);
  const { sessionPreference } = command.data;
  if (!isSessionPreference(sessionPreference)) throw DomainError.fromFieldErrors({ sessionPreference: Messages.invalidSessionPreference });
  if (sessionPreference === profile.sessionPreference) return [];
  return [{ type: 'TutorSessionPreferenceSet', data: { tutorId: profile.tutorId, sessionPreference } }];
}

export function setVisibility(command: SetVisibility, state: TutorProfileState): TutorProfileEvent[] {
  const profile = requireProfile(state);
  if (typeof command.data.isVisible !== 'boolean') throw DomainError.fromFieldErrors({ isVisible: Messages.invalidVisibility });
  if (command.data.isVisible === profile.isVisible) return [];
  return [{ type: 'TutorVisibilitySet', data: { tutorId: profile.tutorId, isVisible: command.data.isVisible } }];
}

export function setSchool(command: SetSchool, state: TutorProfileState): TutorProfileEvent[] {
  const profile = requireProfile(state);
  const name = (command.data.school.name ?? '').trim();
  const city = (command.data.school.city ?? '').trim();
  const usState = (command.data.school.state ?? '').trim().toUpperCase();
  const schoolId = optionalText(command.data.school.id);
  const { isHighSchoolTutor } = command.data;
  throwIfInvalid({
    name:
      name.length === 0
        ? Messages.schoolNameRequired
        : (lengthProblem(name, MAX_TEXT_LENGTH.shortText) ?? (abidesByUserGuidelines(name) ? undefined : Messages.schoolGuidelines)),
    city: city.length > 0 ? lengthProblem(city, MAX_TEXT_LENGTH.shortText) : Messages.schoolCityRequired,
    state: isUsStateCode(usState) ? undefined : Messages.schoolStateRequired,
    schoolId: lengthProblem(schoolId, MAX_TEXT_LENGTH.externalId),
    isHighSchoolTutor: typeof isHighSchoolTutor === 'boolean' ? undefined : Messages.invalidHighSchoolTutor,
  });
  const school: TutorSchool = { id: schoolId, name, city, state: usState };
  if (profile.school && JSON.stringify(profile.school) === JSON.stringify(school) && profile.isHighSchoolTutor === isHighSchoolTutor) return [];
  return [{ type: 'TutorSchoolSet', data: { tutorId: profile.tutorId, school, isHighSchoolTutor } }];
}

export function setGradesForTutoring(command: SetGradesForTutoring, state: TutorProfileState): TutorProfileEvent[] {
  const profile = requireProfile(state);
  const gradesForTutoring = normaliseGrades(command.data.gradesForTutoring);
  if (!gradesForTutoring || gradesForTutoring.length === 0) throw DomainError.fromFieldErrors({ gradesForTutoring: Messages.gradesRequired });
  if (sameList(profile.gradesForTutoring, gradesForTutoring)) return [];
  return [{ type: 'TutorGradesForTutoringSet', data: { tutorId: profile.tutorId, gradesForTutoring } }];
}

export function setSubjects(command: SetSubjects, state: TutorProfileState): TutorProfileEvent[] {
  const profile = requireProfile(state);
  const subjects = normaliseSubjects(command.data.subjects);
  throwIfInvalid({ subjects: !subjects ? Messages.invalidSubject : subjects.length === 0 ? Messages.subjectsRequired : undefined });
  if (sameList(profile.subjects, subjects!)) return [];
  return [{ type: 'TutorSubjectsSet', data: { tutorId: profile.tutorId, subjects: subjects! } }];
}

/** Records only classes the profile does not list yet (by course key); each listed once. */
export function addClasses(command: AddClasses, state: TutorProfileState): TutorProfileEvent[] {
  const profile = requireProfile(state);
  const requested = command.data.classes;
  if (requested.length === 0) throw DomainError.fromFieldErrors({ classes: Messages.classesRequired });
  if (requested.length > MAX_CLASSES) throw DomainError.fromFieldErrors({ classes: Messages.tooManyClasses });
  const classes: TutorClass[] = [];
  const listed = new Set(profile.classes.map((tutorClass) => tutorClass.courseKey));
  for (const input of requested) {
    const course = input.course.trim();
    const subject = input.subject.trim();
    const school = optionalText(input.school);
    const teacher = optionalText(input.teacher);
    throwIfInvalid({
      classes:
        lengthProblem(course, MAX_TEXT_LENGTH.shortText) ??
        lengthProblem(school, MAX_TEXT_LENGTH.shortText) ??
        lengthProblem(teacher, MAX_TEXT_LENGTH.shortText) ??
        (course.length === 0 || classKeyOf(course).length === 0
          ? Messages.classCourseRequired
          : !isSubjectCategory(subject)
            ? Messages.classSubjectRequired
            : [school, teacher].every((text) => text === null || abidesByUserGuidelines(text))
              ? undefined
              : Messages.classGuidelines),
    });
    const courseKey = classKeyOf(course);
    if (listed.has(courseKey)) continue;
    listed.add(courseKey);
    classes.push({ courseKey, course, subject: subject as TutorClass['subject'], school, teacher, isHighSchoolClass: input.isHighSchoolClass === true });
  }
  if (listed.size > MAX_CLASSES) throw DomainError.fromFieldErrors({ classes: Messages.tooManyClasses });
  if (classes.length === 0) return [];
  return [{ type: 'TutorClassesAdded', data: { tutorId: profile.tutorId, classes } }];
}

export function removeClasses(command: RemoveClasses, state: TutorProfileState): TutorProfileEvent[] {
  const profile = requireProfile(state);
  if (command.data.courseKeys.length === 0) throw DomainError.fromFieldErrors({ courseKeys: Messages.courseKeysRequired });
  const listed = new Set(profile.classes.map((tutorClass) => tutorClass.courseKey));
  const courseKeys = [...new Set(command.data.courseKeys)].filter((courseKey) => listed.has(courseKey));
  if (courseKeys.length === 0) return [];
  return [{ type: 'TutorClassesRemoved', data: { tutorId: profile.tutorId, courseKeys } }];
}

/** Hours add up; a retried import is made harmless by the caller's idempotency key, not by the decider. */
export function importPastTutoringHours(command: ImportPastTutoringHours, state: TutorProfileState): TutorProfileEvent[] {
  const profile = requireProfile(state);
  const { hours } = command.data;
  const source = command.data.source.trim();
  throwIfInvalid({
    hours: Number.isFinite(hours) && hours > 0 && hours <= MAX_IMPORTED_HOURS ? undefined : Messages.invalidHours,
    source: source.length > 0 ? lengthProblem(source, MAX_TEXT_LENGTH.shortText) : Messages.hoursSourceRequired,
  });
  return [{ type: 'PastTutoringHoursImported', data: { tutorId: profile.tutorId, hours, source } }];
}

/** A field left out of the command keeps the class's value; a class not listed is refused. */
export function editClass(command: EditClass, state: TutorProfileState): TutorProfileEvent[] {
  const profile = requireProfile(state);
  const listed = profile.classes.find((tutorClass) => tutorClass.courseKey === command.data.courseKey);
  if (!listed) throw DomainError.fromFieldErrors({ courseKey: EditorMessages.classNotListed });
  const { subject: subjectInput, school: schoolInput, teacher: teacherInput, isHighSchoolClass } = command.data;
  const subject = subjectInput === undefined || subjectInput === null ? listed.subject : subjectInput.trim();
  const school = schoolInput === undefined ? { value: listed.school, tooLong: false } : boundedOptionalText(schoolInput, MAX_CLASS_TEXT_LENGTH);
  const teacher = teacherInput === undefined ? { value: listed.teacher, tooLong: false } : boundedOptionalText(teacherInput, MAX_CLASS_TEXT_LENGTH);
  const withinGuidelines = (text: string | null) => text === null || abidesByUserGuidelines(text);
  throwIfInvalid({
    subject: isSubjectCategory(subject) ? undefined : Messages.classSubjectRequired,
    school: school.tooLong ? EditorMessages.classSchoolTooLong : withinGuidelines(school.value) ? undefined : Messages.classGuidelines,
    teacher: teacher.tooLong ? EditorMessages.classTeacherTooLong : withinGuidelines(teacher.value) ? undefined : Messages.classGuidelines,
  });
  const tutorClass: TutorClass = {
    ...listed,
    subject: subject as TutorClass['subject'],
    school: school.value,
    teacher: teacher.value,
    isHighSchoolClass: isHighSchoolClass ?? listed.isHighSchoolClass,
  };
  if (JSON.stringify(tutorClass) === JSON.stringify(listed)) return [];
  return [{ type: 'TutorClassEdited', data: { tutorId: profile.tutorId, tutorClass } }];
}

export function setTimeZone(command: SetTimeZone, state: TutorProfileState): TutorProfileEvent[] {
  const profile = requireProfile(state);
  const timeZoneId = command.data.timeZoneId.trim();
  if (!isUsTimeZoneId(timeZoneId)) throw DomainError.fromFieldErrors({ timeZoneId: EditorMessages.invalidTimeZone });
  if (timeZoneId === profile.timeZoneId) return [];
  return [{ type: 'TutorTimeZoneSet', data: { tutorId: profile.tutorId, timeZoneId } }];
}

export function setProfilePicture(command: SetProfilePicture, state: TutorProfileState): TutorProfileEvent[] {
  const profile = requireProfile(state);
  const rotation = normaliseRotation(command.data.rotation);
  throwIfInvalid({
    file: PROFILE_PICTURE_TYPES.has(command.data.mimetype) ? undefined : EditorMessages.pictureNotImage,
    rotation: rotation === null ? EditorMessages.invalidRotation : undefined,
  });
  if (profile.profilePicture?.fileId === command.data.fileId && profile.profilePicture.rotation === rotation) return [];
  return [{ type: 'TutorProfilePictureSet', data: { tutorId: profile.tutorId, fileId: command.data.fileId, rotation: rotation! } }];
}

export function rotateProfilePicture(command: RotateProfilePicture, state: TutorProfileState): TutorProfileEvent[] {
  const profile = requireProfile(state);
  const rotation = normaliseRotation(command.data.rotation);
  throwIfInvalid({
    file: profile.profilePicture ? undefined : EditorMessages.pictureMissing,
    rotation: rotation === null ? EditorMessages.invalidRotation : undefined,
  });
  if (profile.profilePicture!.rotation === rotation) return [];
  return [{ type: 'TutorProfilePictureSet', data: { tutorId: profile.tutorId, fileId: profile.profilePicture!.fileId, rotation: rotation! } }];
}

/** Only the system records sessions (the processed session's reaction); a session of no length adds nothing. */
export function recordTutoredSession(command: RecordTutoredSession, state: TutorProfileState): TutorProfileEvent[] {
  const profile = requireProfile(state);
  if (command.metadata.actorId !== null) throw new ForbiddenError();
  const { sessionId, minutes } = command.data;
  if (!Number.isFinite(minutes) || minutes <= 0) return [];
  return [{ type: 'TutoredSessionRecorded', data: { tutorId: profile.tutorId, sessionId, hours: minutes / 60 } }];
}

export function decideTutorProfile(command: TutorProfileCommand, state: TutorProfileState): TutorProfileEvent[] {
  switch (command.type) {
    case 'CreateTutorProfile':
      return createTutorProfile(command, state);
    case 'EditBio':
      return editBio(command, state);
    case 'SetHourlyWage':
      return setHourlyWage(command, state);
    case 'EditAvailability':
      return editAvailability(command, state);
    case 'SetLocation':
      return setLocation(command, state);
    case 'SetSessionPreference':
      return setSessionPreference(command, state);
    case 'SetVisibility':
      return setVisibility(command, state);
    case 'SignAgreement':
      return signAgreement(command, state);
    case 'OnboardTutor':
      return onboardTutor(command, state);
    case 'SetSchool':
      return setSchool(command, state);
    case 'SetGradesForTutoring':
      return setGradesForTutoring(command, state);
    case 'SetSubjects':
      return setSubjects(command, state);
    case 'AddClasses':
      return addClasses(command, state);
    case 'RemoveClasses':
      return removeClasses(command, state);
    case 'ImportPastTutoringHours':
      return importPastTutoringHours(command, state);
    case 'EditClass':
      return editClass(command, state);
    case 'SetTimeZone':
      return setTimeZone(command, state);
    case 'SetProfilePicture':
      return setProfilePicture(command, state);
    case 'RotateProfilePicture':
      return rotateProfilePicture(command, state);
    case 'TakeQuiz':
      return takeQuiz(command, state);
    case 'SetOnboardingVideoLink':
      return setOnboardingVideoLink(command, state);
    case 'SubmitOnboarding':
      return submitOnboarding(command, state);
    case 'SendBackOnboarding':
      return sendBackOnboarding(command, state);
    case 'AddToActiveList':
      return addToActiveList(command, state);
    case 'RecordTutoredSession':
      return recordTutoredSession(command, state);
    default:
      return assertNever(command);
  }
}

export const tutorProfileDecider: Decider<TutorProfileCommand, TutorProfileEvent, TutorProfileState> = {
  initialState: initialTutorProfileState,
  evolve: evolveTutorProfile,
  decide: decideTutorProfile,
};

/**
 * Decides each command on the state the earlier ones lead to. Invalid fields of all commands are
 * reported together; any other refusal stops at once.
 */
export function editTutorProfile(command: EditTutorProfile, state: TutorProfileState): TutorProfileEvent[] {
  const events: TutorProfileEvent[] = [];
  const fieldErrors: Record<string, string> = {};
  let current = state;
  for (const input of command.data.commands) {
    try {
      const produced = decideTutorProfile({ ...input, metadata: command.metadata } as TutorProfileCommand, current);
      events.push(...produced);
      current = produced.reduce(evolveTutorProfile, current);
    } catch (error) {
      if (!(error instanceof DomainError) || Object.keys(error.fieldErrors).length === 0) throw error;
      Object.assign(fieldErrors, error.fieldErrors);
    }
  }
  if (Object.keys(fieldErrors).length > 0) throw DomainError.fromFieldErrors(fieldErrors);
  return events;
}

/** The decider the application runs: every change to a profile goes through one batch. */
export const tutorProfileEditsDecider: Decider<EditTutorProfile, TutorProfileEvent, TutorProfileState> = {
  initialState: initialTutorProfileState,
  evolve: evolveTutorProfile,
  decide: editTutorProfile,
};
