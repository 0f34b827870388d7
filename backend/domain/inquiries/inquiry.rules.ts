import { isValidEmail } from '../accounts/account.rules';

/** Spec sections 5 and 8: the contact forms' messages. */
export const InquiryMessages = {
  required: 'Please fill in this field.',
  invalidEmail: 'Please enter a valid email address.',
  tooLong: 'This field is too long.',
  tooManyInquiries: 'Too many messages. Please try again later.',
  notFound: 'This inquiry does not exist.',
  sent: 'Thank you! Your message has been successfully submitted.',
} as const;

/** The contact page's two forms (spec section 7: generalInquiry and technicalIssue), and a signed-in user's question about the app (sendTutoringAppQuery). */
export const INQUIRY_KINDS = ['GENERAL', 'TECHNICAL', 'APP_QUESTION'] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

export interface GeneralInquiryForm {
  subject: string;
  name: string;
  email: string;
  message: string;
}

export interface TechnicalIssueForm {
  name: string;
  email: string;
  deviceBeingUsed: string;
  issueDescription: string;
}

/** A question about the tutoring app from a signed-in user, whose name and address come from their account. */
export interface AppQuestionForm {
  name: string;
  email: string;
  message: string;
}

export type InquiryForm = ({ kind: 'GENERAL' } & GeneralInquiryForm) | ({ kind: 'TECHNICAL' } & TechnicalIssueForm) | ({ kind: 'APP_QUESTION' } & AppQuestionForm);

export const INQUIRY_MAX_LENGTHS = { subject: 200, name: 120, email: 120, message: 5000, deviceBeingUsed: 200, issueDescription: 5000 } as const;
type InquiryField = keyof typeof INQUIRY_MAX_LENGTHS;

/**
 * Spec: General Inquiry needs subject, name, e-mail and message; Technical Issue needs name, e-mail
 * and the description (the device is optional); an app question, its message. Each failing field's message; empty when valid.
 */
export function inquiryFieldErrors(form: InquiryForm): Partial<Record<InquiryField, string>> {
  const required: InquiryField[] = { GENERAL: ['subject', 'name', 'email', 'message'], TECHNICAL: ['name', 'email', 'issueDescription'], APP_QUESTION: ['message'] }[form.kind] as InquiryField[];
  const values = form as unknown as Partial<Record<InquiryField, string>>;
  const errors: Partial<Record<InquiryField, string>> = {};
  for (const field of Object.keys(INQUIRY_MAX_LENGTHS) as InquiryField[]) {
    const value = (values[field] ?? '').trim();
    if (required.includes(field) && value.length === 0) errors[field] = InquiryMessages.required;
    else if (value.length > INQUIRY_MAX_LENGTHS[field]) errors[field] = InquiryMessages.tooLong;
  }
  if (!errors.email && !isValidEmail(form.email)) errors.email = InquiryMessages.invalidEmail;
  return errors;
}
