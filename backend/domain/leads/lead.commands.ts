import { DomainCommand } from '../shared/decider';
import { FlexIntakeForm, LeadSource, SchoolLeadForm } from './lead.rules';

export type SubmitSchoolLead = DomainCommand<'SubmitSchoolLead', { leadId: string; form: SchoolLeadForm; leadSource: LeadSource }>;
export type RecordLeadHandoff = DomainCommand<'RecordLeadHandoff', { leadId: string; crm: string; crmId: string }>;
export type ChangeLeadStatus = DomainCommand<'ChangeLeadStatus', { leadId: string; status: string }>;

export type SubmitFlexIntake = DomainCommand<'SubmitFlexIntake', { leadId: string; intake: FlexIntakeForm }>;

export type LeadCommand = SubmitSchoolLead | SubmitFlexIntake | RecordLeadHandoff | ChangeLeadStatus;
