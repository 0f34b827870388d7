import { assertNever, Decider } from '../shared/decider';
import { DomainError, ForbiddenError, throwIfInvalid } from '../shared/domain-error';
import { MAX_TEXT_LENGTH } from '../shared/value-bounds';
import {
  AcceptTutoringRequest,
  CancelTutoringRequest,
  DeclineTutoringRequest,
  EditTutoringRequest,
  SendTutoringRequest,
  TutoringRequestCommand,
  TutoringRequestForm,
} from './tutoring-request.commands';
import { TutoringRequestDetails, TutoringRequestEvent } from './tutoring-request.events';
import {
  areServedFiles,
  isGuidelineText,
  MAX_DECLINE_MESSAGE_LENGTH,
  MAX_FIRST_MESSAGE_LENGTH,
  MAX_SUBJECT_LENGTH,
  MAX_TIME_AVAILABLE_LENGTH,
  normaliseDays,
  normaliseGradeLevel,
  normaliseSessionType,
  normaliseZip,
  TutoringRequestMessages as Messages,
} from './tutoring-request.rules';

export type TutoringRequestStatus = 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'CANCELLED';

export interface TutoringRequest {
  status: TutoringRequestStatus;
  requestId: string;
  clientId: string;
  tutorId: string | null;
  conversationId: string | null;
  pairId: string | null;
  details: TutoringRequestDetails;
}

export type TutoringRequestState = { status: 'none' } | TutoringRequest;

export const initialTutoringRequestState = (): TutoringRequestState => ({ status: 'none' });

export function evolveTutoringRequest(state: TutoringRequestState, event: TutoringRequestEvent): TutoringRequestState {
  if (event.type === 'TutoringRequestSent') {
    const { requestId, clientId, tutorId, conversationId, sentAt: _sentAt, savePreferences: _savePreferences, ...details } = event.data;
    return { status: 'PENDING', requestId, clientId, tutorId, conversationId, pairId: null, details };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'TutoringRequestEdited': {
      const { requestId: _requestId, clientId: _clientId, editedAt: _editedAt, ...changes } = event.data;
      return { ...state, details: { ...state.details, ...changes } };
    }
    case 'TutoringRequestAccepted':
      return { ...state, status: 'ACCEPTED', tutorId: event.data.tutorId, pairId: event.data.pairId, conversationId: event.data.conversationId };
    case 'TutoringRequestDeclined':
      return { ...state, status: 'DECLINED' };
    case 'TutoringRequestCancelled':
      return { ...state, status: 'CANCELLED' };
    default:
      return assertNever(event);
  }
}

/**
 * The form checked as the spec's request form does, every invalid field at once. Location is
 * needed unless the sessions are online, and then it is not kept.
 */
export function validateRequestForm(form: TutoringRequestForm): TutoringRequestDetails {
  const subject = typeof form.subject === 'string' ? form.subject.trim() : '';
  const gradeLevel = typeof form.gradeLevel === 'string' ? normaliseGradeLevel(form.gradeLevel) : null;
  const sessionType = normaliseSessionType(form.sessionType);
  const zipCode = normaliseZip(form.zipCode);
  const city = form.city?.trim() ?? '';
  const state = form.state?.trim().toUpperCase() ?? '';
  const daysAvailable = normaliseDays(form.daysAvailable);
  const timeAvailable = form.timeAvailable.trim();
  const firstMessage = form.firstMessage.trim();
  const files = (form.files ?? []).map((file) => ({ filename: file.filename.trim(), mimetype: file.mimetype.trim(), url: file.url.trim() }));
  const needsLocation = sessionType !== 'online';
  throwIfInvalid({
    subject: subject !== '' && isGuidelineText(subject, MAX_SUBJECT_LENGTH) ? undefined : Messages.subject,
    gradeLevel: gradeLevel ? undefined : Messages.gradeLevel,
    sessionType: sessionType ? undefined : Messages.sessionType,
    zipCode: !needsLocation || (zipCode && city !== '' && /^[A-Z]{2}$/.test(state)) ? undefined : Messages.zipCode,
    city: needsLocation && city.length > MAX_TEXT_LENGTH.shortText ? Messages.city : undefined,
    daysAvailable: daysAvailable ? undefined : Messages.daysAvailable,
    timeAvailable: timeAvailable !== '' && isGuidelineText(timeAvailable, MAX_TIME_AVAILABLE_LENGTH) ? undefined : Messages.timeAvailable,
    firstMessage: isGuidelineText(firstMessage, MAX_FIRST_MESSAGE_LENGTH) ? undefined : Messages.firstMessage,
    files: areServedFiles(files) ? undefined : Messages.files,
  });
  return {
    subject,
    gradeLevel: gradeLevel!,
    sessionType: sessionType!,
    zipCode: needsLocation ? zipCode : null,
    city: needsLocation ? city : null,
    state: needsLocation ? state : null,
    daysAvailable: daysAvailable!,
    timeAvailable,
    firstMessage,
    files,
  };
}

function requireRequest(state: TutoringRequestState): TutoringRequest {
  if (state.status === 'none') throw new DomainError(Messages.notFound);
  return state;
}

function requireActor(actorId: string | null, allowed: string | null): void {
  if (actorId === null || actorId !== allowed) throw new ForbiddenError();
}

/** A retried send (same request id, same client) records nothing more. */
export function sendTutoringRequest(command: SendTutoringRequest, state: TutoringRequestState): TutoringRequestEvent[] {
  const { requestId, clientId, tutorId, conversationId, form, savePreferences } = command.data;
  requireActor(command.metadata.actorId, clientId);
  if (state.status !== 'none') {
    if (state.clientId !== clientId) throw new ForbiddenError();
    return [];
  }
  if (tutorId === clientId) throw new DomainError(Messages.ownTutor, { tutorId: Messages.ownTutor });
  const details = validateRequestForm(form);
  return [
    {
      type: 'TutoringRequestSent',
      data: {
        requestId,
        clientId,
        tutorId,
        ...details,
        conversationId: tutorId ? conversationId : null,
        sentAt: command.metadata.now.toISOString(),
        ...(savePreferences !== undefined ? { savePreferences } : {}),
      },
    },
  ];
}

export function editTutoringRequest(command: EditTutoringRequest, state: TutoringRequestState): TutoringRequestEvent[] {
  const request = requireRequest(state);
  requireActor(command.metadata.actorId, request.clientId);
  if (request.status !== 'PENDING') throw new DomainError(Messages.notPending);
  const current = request.details;
  const defined = Object.fromEntries(Object.entries(command.data.changes).filter(([, value]) => value !== undefined)) as Partial<TutoringRequestForm>;
  const edited = validateRequestForm({ ...current, ...defined });
  const changes: Partial<TutoringRequestDetails> = {};
  for (const key of Object.keys(edited) as Array<keyof TutoringRequestDetails>) {
    if (JSON.stringify(edited[key]) !== JSON.stringify(current[key])) (changes as Record<string, unknown>)[key] = edited[key];
  }
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'TutoringRequestEdited', data: { requestId: request.requestId, clientId: request.clientId, ...changes, editedAt: command.metadata.now.toISOString() } }];
}

/** Accepting again (a retry) records nothing; a request no longer pending cannot be accepted. */
export function acceptTutoringRequest(command: AcceptTutoringRequest, state: TutoringRequestState): TutoringRequestEvent[] {
  const request = requireRequest(state);
  if (request.tutorId === null) throw new DomainError(Messages.noTutor);
  requireActor(command.metadata.actorId, request.tutorId);
  if (request.status === 'ACCEPTED') return [];
  if (request.status !== 'PENDING') throw new DomainError(Messages.notPending);
  const { pairId, conversationId, how } = command.data;
  return [
    {
      type: 'TutoringRequestAccepted',
      data: { requestId: request.requestId, tutorId: request.tutorId, pairId, conversationId, acceptedAt: command.metadata.now.toISOString(), how },
    },
  ];
}

export function declineTutoringRequest(command: DeclineTutoringRequest, state: TutoringRequestState): TutoringRequestEvent[] {
  const request = requireRequest(state);
  requireActor(command.metadata.actorId, request.tutorId);
  if (request.status === 'DECLINED') return [];
  if (request.status !== 'PENDING') throw new DomainError(Messages.notPending);
  const message = command.data.message.trim();
  if (!isGuidelineText(message, MAX_DECLINE_MESSAGE_LENGTH)) throw DomainError.fromFieldErrors({ message: Messages.firstMessage });
  return [{ type: 'TutoringRequestDeclined', data: { requestId: request.requestId, clientId: request.clientId, message, declinedAt: command.metadata.now.toISOString() } }];
}

export function cancelTutoringRequest(command: CancelTutoringRequest, state: TutoringRequestState): TutoringRequestEvent[] {
  const request = requireRequest(state);
  requireActor(command.metadata.actorId, request.clientId);
  if (request.status === 'CANCELLED') return [];
  if (request.status !== 'PENDING') throw new DomainError(Messages.notPending);
  return [{ type: 'TutoringRequestCancelled', data: { requestId: request.requestId, cancelledAt: command.metadata.now.toISOString() } }];
}

export function decideTutoringRequest(command: TutoringRequestCommand, state: TutoringRequestState): TutoringRequestEvent[] {
  switch (command.type) {
    case 'SendTutoringRequest':
      return sendTutoringRequest(command, state);
    case 'EditTutoringRequest':
      return editTutoringRequest(command, state);
    case 'AcceptTutoringRequest':
      return acceptTutoringRequest(command, state);
    case 'DeclineTutoringRequest':
      return declineTutoringRequest(command, state);
    case 'CancelTutoringRequest':
      return cancelTutoringRequest(command, state);
    default:
      return assertNever(command);
  }
}

export const tutoringRequestDecider: Decider<TutoringRequestCommand, TutoringRequestEvent, TutoringRequestState> = {
  initialState: initialTutoringRequestState,
  evolve: evolveTutoringRequest,
  decide: decideTutoringRequest,
};
