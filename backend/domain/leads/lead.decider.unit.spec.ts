import { deciderSpecification } from '../test-support/decider-specification';
import { LeadCommand } from './lead.commands';
import { leadDecider } from './lead.decider';
import { LeadEvent, SchoolLeadSubmitted } from './lead.events';
import { LeadMessages, LeadSource, SchoolLeadForm, schoolLeadFingerprint } from './lead.rules';

const spec = deciderSpecification(leadDecider);
const at = (iso: string) => new Date(iso);
const source: LeadSource = { organisationId: 'org-1', recordType: 'school', returnUrl: 'https://example.com/schools', country: 'US', affiliation: 'K-12' };
const form: SchoolLeadForm = { first_name: ' Ada ', last_name: 'Lovelace', title: 'Principal', company: 'Homestead HS', email: 'Ada@School.org', phone: '(212) 555-0199', state: 'ny' };
const submit = (now: Date, overrides: Partial<SchoolLeadForm> = {}): LeadCommand => ({
  type: 'SubmitSchoolLead',
  data: { leadId: 'l1', form: { ...form, ...overrides }, leadSource: source },
  metadata: { now, actorId: null },
});
const submitted: SchoolLeadSubmitted = {
  type: 'SchoolLeadSubmitted',
  data: {
    leadId: 'l1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@school.org', phoneNumber: '+12125550199', clientProfileType: null, subject: null,
    tutorProfileId: null, status: 'NEW', leadSource: { ...source, form: 'SCHOOLS' }, title: 'Principal', company: 'Homestead HS', state: 'NY',
    submittedAt: '2026-11-25T10:00:00.000Z',
  },
};
const statusCommand = (status: string): LeadCommand => ({ type: 'ChangeLeadStatus', data: { leadId: 'l1', status }, metadata: { now: at('2026-11-25T11:00:00Z'), actorId: 'admin' } });

describe('lead decider', () => {
  it('records a valid schools form as a NEW lead signup record, normalised', () => {
    spec.given([]).when(submit(at('2026-11-25T10:00:00Z'))).then([submitted]);
  });

  it('records nothing for the same lead within a minute, and a resubmission after it', () => {
    spec.given([submitted]).when(submit(at('2026-11-25T10:00:59Z'))).thenNothingHappened();
    spec.given([submitted]).when(submit(at('2026-11-25T10:01:00Z'))).then([{ type: 'SchoolLeadResubmitted', data: { leadId: 'l1', submittedAt: '2026-11-25T10:01:00.000Z' } }]);
  });

  it('refuses an incomplete or invalid form with the spec’s messages at each field', () => {
    spec.given([]).when(submit(at('2026-11-25T10:00:00Z'), { title: ' ', phone: '123', email: 'nope' })).thenThrows(LeadMessages.completeAllFields, {
      title: LeadMessages.completeAllFields,
      email: LeadMessages.invalidEmail,
      phone: LeadMessages.invalidPhone,
    });
    spec.given([]).when(submit(at('2026-11-25T10:00:00Z'), { company: 'x'.repeat(41), state: 'constructor' })).thenThrows(LeadMessages.tooLong, {
      company: LeadMessages.tooLong,
      state: LeadMessages.unknownState,
    });
  });

  it('accepts the maximum lengths of the spec', () => {
    const longest = { first_name: 'a'.repeat(40), last_name: 'b'.repeat(80), title: 'c'.repeat(80), company: 'd'.repeat(40) };
    const [event] = leadDecider.decide(submit(at('2026-11-25T10:00:00Z'), longest), leadDecider.initialState());
    expect(event.type).toBe('SchoolLeadSubmitted');
  });

  it('moves a lead’s status, once per change, and only to a known status', () => {
    const changed: LeadEvent = { type: 'LeadStatusChanged', data: { leadId: 'l1', status: 'CONTACTED', changedBy: 'admin', changedAt: '2026-11-25T11:00:00.000Z' } };
    spec.given([submitted]).when(statusCommand('CONTACTED')).then([changed]);
    spec.given([submitted, changed]).when(statusCommand('CONTACTED')).thenNothingHappened();
    spec.given([submitted]).when(statusCommand('NEW')).thenNothingHappened();
    spec.given([submitted]).when(statusCommand('WON')).thenThrows(LeadMessages.unknownStatus, { status: LeadMessages.unknownStatus });
    spec.given([]).when(statusCommand('CONTACTED')).thenThrows(LeadMessages.notFound);
  });

  it('records the CRM’s id of a lead once', () => {
    const handoff: LeadCommand = { type: 'RecordLeadHandoff', data: { leadId: 'l1', crm: 'hubspot', crmId: '901' }, metadata: { now: at('2026-11-25T10:00:01Z'), actorId: null } };
    const handed: LeadEvent = { type: 'LeadHandedToCrm', data: { leadId: 'l1', crm: 'hubspot', crmId: '901', handedAt: '2026-11-25T10:00:01.000Z' } };
    spec.given([submitted]).when(handoff).then([handed]);
    spec.given([submitted, handed]).when(handoff).thenNothingHappened();
  });

  it('records a family’s flex intake once, and flags its invalid fields', () => {
    const intake = { firstName: 'Pat', lastName: 'Doe', email: 'Pat@Example.com', phoneNumber: '212 555 0100', clientProfileType: 'PARENT', subject: 'Algebra 1', tutorProfileId: '' };
    const command: LeadCommand = { type: 'SubmitFlexIntake', data: { leadId: 'l2', intake }, metadata: { now: at('2026-11-25T10:00:00Z'), actorId: 'u1' } };
    const recorded: LeadEvent = {
      type: 'FlexIntakeSubmitted',
      data: {
        leadId: 'l2', firstName: 'Pat', lastName: 'Doe', email: 'pat@example.com', phoneNumber: '+12125550100', clientProfileType: 'PARENT', subject: 'Algebra 1', tutorProfileId: null,
        status: 'NEW', leadSource: { form: 'FLEX_INTAKE' }, title: null, company: null, state: null, submittedAt: '2026-11-25T10:00:00.000Z',
      },
    };
    spec.given([]).when(command).then([recorded]);
    spec.given([recorded]).when(command).thenNothingHappened();
    spec.given([]).when({ ...command, data: { leadId: 'l2', intake: { ...intake, subject: ' ', clientProfileType: 'ROBOT' } } } as LeadCommand).thenThrows(LeadMessages.required, {
      subject: LeadMessages.required,
      clientProfileType: LeadMessages.unknownClientType,
    });
  });

  it('knows one lead by its fields, whatever their case and spacing', () => {
    expect(schoolLeadFingerprint(form)).toBe(schoolLeadFingerprint({ ...form, email: 'ada@school.org ', first_name: 'ADA', phone: '212-555-0199', state: 'NY' }));
    expect(schoolLeadFingerprint(form)).not.toBe(schoolLeadFingerprint({ ...form, company: 'Other HS' }));
  });
});
