import { DomainEvent } from '../shared/decider';
import { ClientProfileType } from '../accounts/account.rules';
import { LeadSource, LeadStatus } from './lead.rules';

/**
 * The spec's Lead signup record (firstName, lastName, email, phoneNumber, clientProfileType, subject,
 * tutorProfileId, status, leadSource), with what the schools form adds (title, company, state).
 * A school's lead has no client type, subject or tutor; a family's flex intake no school fields.
 */
export interface LeadSignupRecord {
  leadId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  clientProfileType: ClientProfileType | null;
  subject: string | null;
  tutorProfileId: string | null;
  status: LeadStatus;
  leadSource: (LeadSource & { form: 'SCHOOLS' }) | { form: 'FLEX_INTAKE' };
  title: string | null;
  company: string | null;
  state: string | null;
  submittedAt: string;
}

export type SchoolLeadSubmitted = DomainEvent<'SchoolLeadSubmitted', LeadSignupRecord>;
/** A family's intake for flexible tutoring (submitFlexIntake): what they need, and the tutor they found, if any. */
export type FlexIntakeSubmitted = DomainEvent<'FlexIntakeSubmitted', LeadSignupRecord>;
/** The same lead sent again more than a minute after the last time: staff and the CRM hear of it again. */
export type SchoolLeadResubmitted = DomainEvent<'SchoolLeadResubmitted', { leadId: string; submittedAt: string }>;
export type LeadHandedToCrm = DomainEvent<'LeadHandedToCrm', { leadId: string; crm: string; crmId: string; handedAt: string }>;
export type LeadStatusChanged = DomainEvent<'LeadStatusChanged', { leadId: string; status: LeadStatus; changedBy: string | null; changedAt: string }>;

export type LeadEvent = SchoolLeadSubmitted | FlexIntakeSubmitted | SchoolLeadResubmitted | LeadHandedToCrm | LeadStatusChanged;

export const LEAD_EVENT_TYPES: ReadonlyArray<LeadEvent['type']> = ['SchoolLeadSubmitted', 'FlexIntakeSubmitted', 'SchoolLeadResubmitted', 'LeadHandedToCrm', 'LeadStatusChanged'];

export function leadStreamId(leadId: string): string {
  return `lead-${leadId}`;
}
