import { inquiryFieldErrors, InquiryForm, InquiryMessages } from '../../../../backend/domain/inquiries/inquiry.rules';

/** The catalog id of each inquiry text (the rules are the server's own, backend/domain/inquiries/inquiry.rules.ts). */
const CATALOG_ID_OF_TEXT: Readonly<Record<string, string>> = {
  [InquiryMessages.required]: 'publicSite.contact.validation.required',
  [InquiryMessages.invalidEmail]: 'publicSite.contact.validation.invalidEmail',
  [InquiryMessages.tooLong]: 'publicSite.contact.validation.tooLong',
};

export type GeneralInquiryValues = Omit<Extract<InquiryForm, { kind: 'GENERAL' }>, 'kind'>;
export type TechnicalIssueValues = Omit<Extract<InquiryForm, { kind: 'TECHNICAL' }>, 'kind'>;

const toCatalogIds = (errors: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(errors).flatMap(([field, text]) => (text ? [[field, CATALOG_ID_OF_TEXT[text] ?? text]] : [])));

export function validateGeneralInquiry(values: GeneralInquiryValues): Record<string, string> {
  return toCatalogIds(inquiryFieldErrors({ kind: 'GENERAL', ...values }));
}

export function validateTechnicalIssue(values: TechnicalIssueValues): Record<string, string> {
  return toCatalogIds(inquiryFieldErrors({ kind: 'TECHNICAL', ...values }));
}

/** The For Families tab's choices; Request a Tutor leads to /request-a-tutor. */
export const INQUIRY_TYPES = ['general', 'technical', 'requestATutor'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export function isInquiryType(value: string): value is InquiryType {
  return (INQUIRY_TYPES as readonly string[]).includes(value);
}
