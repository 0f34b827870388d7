import { DomainError } from '../../../domain/shared/domain-error';
import { Session } from '../../../domain/sessions/session.decider';
import { SessionMessages } from '../../../domain/sessions/session.rules';

/** Feedback (the check-in survey, feedback forms) is about a session that has ended and was not cancelled. */
export function requireEnded(session: Session, now: Date): void {
  if (session.status === 'CANCELLED') throw new DomainError(SessionMessages.cancelled);
  if (session.status === 'UPCOMING' && now.getTime() < Date.parse(session.endTime)) throw new DomainError(SessionMessages.notEnded);
}
