import { deciderSpecification } from '../test-support/decider-specification';
import { InquiryCommand } from './inquiry.commands';
import { inquiryDecider } from './inquiry.decider';
import { InquiryEvent } from './inquiry.events';
import { InquiryForm, InquiryMessages } from './inquiry.rules';

const spec = deciderSpecification(inquiryDecider);
const now = new Date('2026-11-25T10:00:00Z');
const submit = (form: InquiryForm, actorId: string | null = null): InquiryCommand => ({ type: 'SubmitInquiry', data: { inquiryId: 'i1', form }, metadata: { now, actorId } });
const general: InquiryForm = { kind: 'GENERAL', subject: ' Billing ', name: 'Ana', email: 'Ana@Example.com', message: 'How are sessions charged?' };
const technical: InquiryForm = { kind: 'TECHNICAL', name: 'Ana', email: 'ana@example.com', deviceBeingUsed: '', issueDescription: 'The room does not load.' };
const generalSubmitted: InquiryEvent = {
  type: 'InquirySubmitted',
  data: { inquiryId: 'i1', kind: 'GENERAL', name: 'Ana', email: 'ana@example.com', subject: 'Billing', message: 'How are sessions charged?', deviceBeingUsed: null, userId: 'u1', submittedAt: now.toISOString() },
};

describe('inquiry decider', () => {
  it('records a general inquiry once, with its sender when signed in', () => {
    spec.given([]).when(submit(general, 'u1')).then([generalSubmitted]);
    spec.given([generalSubmitted]).when(submit(general, 'u1')).thenNothingHappened();
  });

  it('records a technical issue from any visitor, the device optional', () => {
    spec.given([]).when(submit(technical)).then([
      { type: 'InquirySubmitted', data: { inquiryId: 'i1', kind: 'TECHNICAL', name: 'Ana', email: 'ana@example.com', subject: null, message: 'The room does not load.', deviceBeingUsed: null, userId: null, submittedAt: now.toISOString() } },
    ]);
  });

  it('records a signed-in user’s question about the app, which needs only its message', () => {
    const question: InquiryForm = { kind: 'APP_QUESTION', name: 'Ana López', email: 'ana@example.com', message: ' How do I move a session? ' };
    spec.given([]).when(submit(question, 'u1')).then([
      { type: 'InquirySubmitted', data: { inquiryId: 'i1', kind: 'APP_QUESTION', name: 'Ana López', email: 'ana@example.com', subject: null, message: 'How do I move a session?', deviceBeingUsed: null, userId: 'u1', submittedAt: now.toISOString() } },
    ]);
    spec.given([]).when(submit({ ...question, message: '  ' }, 'u1')).thenThrows(InquiryMessages.required, { message: InquiryMessages.required });
  });

  it('flags each invalid field', () => {
    spec.given([]).when(submit({ ...general, subject: '', email: 'ana@', message: 'x'.repeat(5001) })).thenThrows(InquiryMessages.required, {
      subject: InquiryMessages.required,
      email: InquiryMessages.invalidEmail,
      message: InquiryMessages.tooLong,
    });
    spec.given([]).when(submit({ ...technical, name: ' ', issueDescription: '' })).thenThrows(InquiryMessages.required, { name: InquiryMessages.required, issueDescription: InquiryMessages.required });
  });

  it('resolves an open inquiry once', () => {
    const resolve: InquiryCommand = { type: 'ResolveInquiry', data: { inquiryId: 'i1' }, metadata: { now, actorId: 'admin' } };
    const resolved: InquiryEvent = { type: 'InquiryResolved', data: { inquiryId: 'i1', resolvedBy: 'admin', resolvedAt: now.toISOString() } };
    spec.given([generalSubmitted]).when(resolve).then([resolved]);
    spec.given([generalSubmitted, resolved]).when(resolve).thenNothingHappened();
    spec.given([]).when(resolve).thenThrows(InquiryMessages.notFound);
  });
});
