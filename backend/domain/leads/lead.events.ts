import { DomainEvent } from '../shared/decider';
import { LeadSource, LeadStatus } from './lead.rules';

/**
 * The spec's Lead signup record (firstName, lastName, email, phoneNumber, clientProfileType, subject,
 * tutorProfileId, status, leadSource), with what the schools form adds (title, company, state).
 * A school's lead has no client type, subject or tutor.
 */
export interface LeadSignupRecord {
  leadId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  clientProfileType: null;
  subject: null;
  tutorProfileId: null;
  status: LeadStatus;
  leadSource: LeadSource & { form: 'SCHOOLS' };
  title: string;
  company: string;
  state: string;
  submittedAt: string;
}

export type SchoolLeadSubmitted = DomainEvent<'SchoolLeadSubmitted', LeadSignupRecord>;
/** The same lead sent again more than a minute after the last time: staff and the CRM hear of it again. */
export type SchoolLeadResubmitted = DomainEvent<'SchoolLeadResubmitted', { leadId: string; submittedAt: string }>;
export type LeadHandedToCrm = DomainEvent<'LeadHandedToCrm', { leadId: string; crm: string; crmId: string; handedAt: string }>;
export type LeadStatusChanged = DomainEvent<'LeadStatusChanged', { leadId: string; status: LeadStatus; changedBy: string | null; changedAt: string }>;

export type LeadEvent = SchoolLeadSubmitted | SchoolLeadResubmitted | LeadHandedToCrm | LeadStatusChanged;

export const LEAD_EVENT_TYPES: ReadonlyArray<LeadEvent['type']> = ['SchoolLeadSubmitted', 'SchoolLeadResubmitted', 'LeadHandedToCrm', 'LeadStatusChanged'];

export function leadStreamId(leadId: string): string {
  return `lead-${leadId}`;
}
