import { isSubjectCategory, SubjectCategory } from '../catalog/catalog.vocabulary';
import { assertNever, Decider, DomainCommand, DomainEvent } from '../shared/decider';
import { DomainError, throwIfInvalid } from '../shared/domain-error';
import { abidesByUserGuidelines } from '../shared/user-guidelines';
import { optionalText } from '../tutors/tutor-profile.rules';

/**
 * A course an applicant (or tutor) could not find in the catalog, sent for an admin to add
 * (`submitClassAddRequest`), on the stream `class-add-request-<requestId>`. An admin approves it
 * (the course joins the catalog under the name and subject the admin settles on) or rejects it.
 */
export const ClassAddRequestMessages = {
  courseNameRequired: 'Please enter the name of the course.',
  courseNameTooLong: 'A course name can be at most 100 characters long.',
  courseNameGuidelines: 'Please enter a course name that abides by our user guidelines.',
  subjectRequired: 'Please choose a subject for each class.',
  notFound: 'This class request does not exist.',
  alreadyReviewed: 'This class request has already been reviewed.',
} as const;

export const MAX_COURSE_NAME_LENGTH = 100;

export type ClassAddRequested = DomainEvent<
  'ClassAddRequested',
  {
    requestId: string;
    requestedBy: string;
    courseName: string;
    isHighSchoolCourse: boolean;
    /** The catalog school the course is taught at, when the requester named one. */
    schoolId: string | null;
    subject: SubjectCategory | null;
    requestedAt: string;
  }
>;
export type ClassAddRequestApproved = DomainEvent<
  'ClassAddRequestApproved',
  { requestId: string; courseName: string; subject: SubjectCategory; isHighSchoolCourse: boolean; schoolId: string | null; approvedBy: string | null; approvedAt: string }
>;
export type ClassAddRequestRejected = DomainEvent<'ClassAddRequestRejected', { requestId: string; rejectedBy: string | null; rejectedAt: string }>;
export type ClassAddRequestEvent = ClassAddRequested | ClassAddRequestApproved | ClassAddRequestRejected;

export const CLASS_ADD_REQUEST_EVENT_TYPES: ReadonlyArray<ClassAddRequestEvent['type']> = ['ClassAddRequested', 'ClassAddRequestApproved', 'ClassAddRequestRejected'];

export type RequestClassAdd = DomainCommand<
  'RequestClassAdd',
  { requestId: string; requestedBy: string; courseName: string; isHighSchoolCourse: boolean; schoolId: string | null; subject: string | null }
>;
/** The admin may correct the name and must settle the subject; without a name the requested one stands. */
export type ApproveClassAddRequest = DomainCommand<'ApproveClassAddRequest', { courseName: string | null; subject: string | null }>;
export type RejectClassAddRequest = DomainCommand<'RejectClassAddRequest', Record<string, never>>;
export type ClassAddRequestCommand = RequestClassAdd | ApproveClassAddRequest | RejectClassAddRequest;

export type ClassAddRequestState =
  | { status: 'none' }
  | {
      status: 'pending' | 'approved' | 'rejected';
      requestId: string;
      courseName: string;
      isHighSchoolCourse: boolean;
      schoolId: string | null;
      subject: SubjectCategory | null;
    };

export function classAddRequestStreamId(requestId: string): string {
  return `class-add-request-${requestId}`;
}

function courseNameProblem(courseName: string): string | undefined {
  if (courseName.length === 0) return ClassAddRequestMessages.courseNameRequired;
  if (courseName.length > MAX_COURSE_NAME_LENGTH) return ClassAddRequestMessages.courseNameTooLong;
  return abidesByUserGuidelines(courseName) ? undefined : ClassAddRequestMessages.courseNameGuidelines;
}

/** Runs of white space as one space, trimmed. */
const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

function requestClassAdd(command: RequestClassAdd, state: ClassAddRequestState): ClassAddRequestEvent[] {
  if (state.status !== 'none') return [];
  const courseName = tidy(command.data.courseName);
  const subject = optionalText(command.data.subject);
  throwIfInvalid({
    courseName: courseNameProblem(courseName),
    subject: subject === null || isSubjectCategory(subject) ? undefined : ClassAddRequestMessages.subjectRequired,
  });
  const { requestId, requestedBy, isHighSchoolCourse } = command.data;
  return [
    {
      type: 'ClassAddRequested',
      data: {
        requestId,
        requestedBy,
        courseName,
        isHighSchoolCourse,
        schoolId: optionalText(command.data.schoolId),
        subject: subject as SubjectCategory | null,
        requestedAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

type Requested = Exclude<ClassAddRequestState, { status: 'none' }>;

function requirePending(state: ClassAddRequestState): Requested {
  if (state.status === 'none') throw new DomainError(ClassAddRequestMessages.notFound);
  if (state.status !== 'pending') throw new DomainError(ClassAddRequestMessages.alreadyReviewed);
  return state;
}

function approveClassAddRequest(command: ApproveClassAddRequest, state: ClassAddRequestState): ClassAddRequestEvent[] {
  const request = requirePending(state);
  const courseName = command.data.courseName === null ? request.courseName : tidy(command.data.courseName);
  const subject = optionalText(command.data.subject) ?? request.subject;
  throwIfInvalid({
    courseName: courseNameProblem(courseName),
    subject: subject !== null && isSubjectCategory(subject) ? undefined : ClassAddRequestMessages.subjectRequired,
  });
  const { requestId, isHighSchoolCourse, schoolId } = request;
  return [
    {
      type: 'ClassAddRequestApproved',
      data: { requestId, courseName, subject: subject as SubjectCategory, isHighSchoolCourse, schoolId, approvedBy: command.metadata.actorId, approvedAt: command.metadata.now.toISOString() },
    },
  ];
}

function rejectClassAddRequest(command: RejectClassAddRequest, state: ClassAddRequestState): ClassAddRequestEvent[] {
  const request = requirePending(state);
  return [{ type: 'ClassAddRequestRejected', data: { requestId: request.requestId, rejectedBy: command.metadata.actorId, rejectedAt: command.metadata.now.toISOString() } }];
}

export function evolveClassAddRequest(state: ClassAddRequestState, event: ClassAddRequestEvent): ClassAddRequestState {
  switch (event.type) {
    case 'ClassAddRequested': {
      const { requestId, courseName, isHighSchoolCourse, schoolId, subject } = event.data;
      return { status: 'pending', requestId, courseName, isHighSchoolCourse, schoolId, subject };
    }
    case 'ClassAddRequestApproved':
      return state.status === 'none' ? state : { ...state, status: 'approved', courseName: event.data.courseName, subject: event.data.subject };
    case 'ClassAddRequestRejected':
      return state.status === 'none' ? state : { ...state, status: 'rejected' };
    default:
      return assertNever(event);
  }
}

export function decideClassAddRequest(command: ClassAddRequestCommand, state: ClassAddRequestState): ClassAddRequestEvent[] {
  switch (command.type) {
    case 'RequestClassAdd':
      return requestClassAdd(command, state);
    case 'ApproveClassAddRequest':
      return approveClassAddRequest(command, state);
    case 'RejectClassAddRequest':
      return rejectClassAddRequest(command, state);
    default:
      return assertNever(command);
  }
}

export const classAddRequestDecider: Decider<ClassAddRequestCommand, ClassAddRequestEvent, ClassAddRequestState> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveClassAddRequest,
  decide: decideClassAddRequest,
};
