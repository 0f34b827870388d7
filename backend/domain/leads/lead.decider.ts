import { assertNever, Decider } from '../shared/decider';
import { DomainError, throwIfInvalid } from '../shared/domain-error';
import { ChangeLeadStatus, LeadCommand, RecordLeadHandoff, SubmitFlexIntake, SubmitSchoolLead } from './lead.commands';
import { LeadEvent } from './lead.events';
import { normaliseEmail, normalisePhoneNumber } from '../accounts/account.rules';
import { flexIntakeFieldErrors, isClientProfileType, isLeadStatus, LEAD_RESUBMISSION_WINDOW_MS, LeadMessages, LeadStatus, normaliseSchoolLead, schoolLeadFieldErrors } from './lead.rules';

export type LeadState =
  | { status: 'none' }
  | { status: 'recorded'; leadStatus: LeadStatus; lastSubmittedAt: number; crmIds: ReadonlySet<string> };

export const initialLeadState = (): LeadState => ({ status: 'none' });

export function evolveLead(state: LeadState, event: LeadEvent): LeadState {
  switch (event.type) {
    case 'SchoolLeadSubmitted':
    case 'FlexIntakeSubmitted':
      return { status: 'recorded', leadStatus: event.data.status, lastSubmittedAt: Date.parse(event.data.submittedAt), crmIds: new Set() };
    case 'SchoolLeadResubmitted':
      return state.status === 'recorded' ? { ...state, lastSubmittedAt: Date.parse(event.data.submittedAt) } : state;
    case 'LeadHandedToCrm':
      return state.status === 'recorded' ? { ...state, crmIds: new Set(state.crmIds).add(event.data.crmId) } : state;
    case 'LeadStatusChanged':
      return state.status === 'recorded' ? { ...state, leadStatus: event.data.status } : state;
    default:
      return assertNever(event);
  }
}

/** A valid form records the lead (NEW); the same lead again within a minute records nothing, later it is resubmitted. */
export function submitSchoolLead(command: SubmitSchoolLead, state: LeadState): LeadEvent[] {
  const { leadId, form, leadSource } = command.data;
  throwIfInvalid(schoolLeadFieldErrors(form));
  const now = command.metadata.now;
  const submittedAt = now.toISOString();
  if (state.status === 'recorded') {
    if (now.getTime() - state.lastSubmittedAt < LEAD_RESUBMISSION_WINDOW_MS) return [];
    return [{ type: 'SchoolLeadResubmitted', data: { leadId, submittedAt } }];
  }
  const lead = normaliseSchoolLead(form);
  return [
    {
      type: 'SchoolLeadSubmitted',
      data: {
        leadId,
        firstName: lead.first_name,
        lastName: lead.last_name,
        email: lead.email,
        phoneNumber: lead.phone,
        clientProfileType: null,
        subject: null,
        tutorProfileId: null,
        status: 'NEW',
        leadSource: { ...leadSource, form: 'SCHOOLS' },
        title: lead.title,
        company: lead.company,
        state: lead.state,
        submittedAt,
      },
    },
  ];
}

/** A family's flex intake, recorded once (its id derives from the sender's idempotency key). */
export function submitFlexIntake(command: SubmitFlexIntake, state: LeadState): LeadEvent[] {
  const { leadId, intake } = command.data;
  throwIfInvalid(flexIntakeFieldErrors(intake));
  if (state.status === 'recorded') return [];
  const clientProfileType = isClientProfileType(intake.clientProfileType) ? intake.clientProfileType : null;
  return [
    {
      type: 'FlexIntakeSubmitted',
      data: {
        leadId,
        firstName: intake.firstName.trim(),
        lastName: intake.lastName.trim(),
        email: normaliseEmail(intake.email),
        phoneNumber: normalisePhoneNumber(intake.phoneNumber) ?? intake.phoneNumber.trim(),
        clientProfileType,
        subject: intake.subject.trim(),
        tutorProfileId: intake.tutorProfileId?.trim() || null,
        status: 'NEW',
        leadSource: { form: 'FLEX_INTAKE' },
        title: null,
        company: null,
        state: null,
        submittedAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

/** The CRM's id for the lead, recorded once. */
export function recordLeadHandoff(command: RecordLeadHandoff, state: LeadState): LeadEvent[] {
  if (state.status !== 'recorded') throw new DomainError(LeadMessages.notFound);
  const { leadId, crm, crmId } = command.data;
  if (state.crmIds.has(crmId)) return [];
  return [{ type: 'LeadHandedToCrm', data: { leadId, crm, crmId, handedAt: command.metadata.now.toISOString() } }];
}

/** Staff move a lead along; the same status again records nothing. */
export function changeLeadStatus(command: ChangeLeadStatus, state: LeadState): LeadEvent[] {
  if (state.status !== 'recorded') throw new DomainError(LeadMessages.notFound);
  const { leadId, status } = command.data;
  if (!isLeadStatus(status)) throw new DomainError(LeadMessages.unknownStatus, { status: LeadMessages.unknownStatus });
  if (status === state.leadStatus) return [];
  return [{ type: 'LeadStatusChanged', data: { leadId, status, changedBy: command.metadata.actorId, changedAt: command.metadata.now.toISOString() } }];
}

export function decideLead(command: LeadCommand, state: LeadState): LeadEvent[] {
  switch (command.type) {
    case 'SubmitSchoolLead':
      return submitSchoolLead(command, state);
    case 'SubmitFlexIntake':
      return submitFlexIntake(command, state);
    case 'RecordLeadHandoff':
      return recordLeadHandoff(command, state);
    case 'ChangeLeadStatus':
      return changeLeadStatus(command, state);
    default:
      return assertNever(command);
  }
}

export const leadDecider: Decider<LeadCommand, LeadEvent, LeadState> = {
  initialState: initialLeadState,
  evolve: evolveLead,
  decide: decideLead,
};
