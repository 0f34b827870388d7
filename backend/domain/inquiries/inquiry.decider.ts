import { assertNever, Decider } from '../shared/decider';
import { DomainError, throwIfInvalid } from '../shared/domain-error';
import { InquiryCommand, ResolveInquiry, SubmitInquiry } from './inquiry.commands';
import { InquiryEvent } from './inquiry.events';
import { inquiryFieldErrors, InquiryMessages } from './inquiry.rules';
import { normaliseEmail } from '../accounts/account.rules';

export type InquiryState = { status: 'none' } | { status: 'open' } | { status: 'resolved' };

export const initialInquiryState = (): InquiryState => ({ status: 'none' });

export function evolveInquiry(_state: InquiryState, event: InquiryEvent): InquiryState {
  switch (event.type) {
    case 'InquirySubmitted':
      return { status: 'open' };
    case 'InquiryResolved':
      return { status: 'resolved' };
    default:
      return assertNever(event);
  }
}

/** A valid inquiry is recorded once (its id derives from the sender's idempotency key). */
export function submitInquiry(command: SubmitInquiry, state: InquiryState): InquiryEvent[] {
  const { inquiryId, form } = command.data;
  throwIfInvalid(inquiryFieldErrors(form));
  if (state.status !== 'none') return [];
  return [
    {
      type: 'InquirySubmitted',
      data: {
        inquiryId,
        kind: form.kind,
        name: form.name.trim(),
        email: normaliseEmail(form.email),
        subject: form.kind === 'GENERAL' ? form.subject.trim() : null,
        message: (form.kind === 'TECHNICAL' ? form.issueDescription : form.message).trim(),
        deviceBeingUsed: form.kind === 'TECHNICAL' ? form.deviceBeingUsed.trim() || null : null,
        userId: command.metadata.actorId,
        submittedAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

/** Staff close an inquiry once it is answered; closing it again records nothing. */
export function resolveInquiry(command: ResolveInquiry, state: InquiryState): InquiryEvent[] {
  if (state.status === 'none') throw new DomainError(InquiryMessages.notFound);
  if (state.status === 'resolved') return [];
  return [{ type: 'InquiryResolved', data: { inquiryId: command.data.inquiryId, resolvedBy: command.metadata.actorId, resolvedAt: command.metadata.now.toISOString() } }];
}

export function decideInquiry(command: InquiryCommand, state: InquiryState): InquiryEvent[] {
  switch (command.type) {
    case 'SubmitInquiry':
      return submitInquiry(command, state);
    case 'ResolveInquiry':
      return resolveInquiry(command, state);
    default:
      return assertNever(command);
  }
}

export const inquiryDecider: Decider<InquiryCommand, InquiryEvent, InquiryState> = {
  initialState: initialInquiryState,
  evolve: evolveInquiry,
  decide: decideInquiry,
};
