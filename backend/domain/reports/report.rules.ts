/** reportUserV2 (spec section 7): why a user reports another. */
export const USER_REPORT_REASONS = ['HARASSMENT', 'INAPPROPRIATE_CONTENT', 'SPAM_OR_SCAM', 'SAFETY_CONCERN', 'OTHER'] as const;
export type UserReportReason = (typeof USER_REPORT_REASONS)[number];

/** The spec names no messages for reports; these reuse the forms' wording (spec section 5) where it fits. */
export const ReportMessages = {
  required: 'Please fill in this field.',
  tooLong: 'This field is too long.',
  cannotReportYourself: 'You cannot report yourself.',
  notFound: 'This report does not exist.',
} as const;

export const REPORT_TEXT_MAX_LENGTH = 2000;

/** The message for a required, bounded text, or undefined when it is fine. */
export function reportTextError(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed.length === 0) return ReportMessages.required;
  if (trimmed.length > REPORT_TEXT_MAX_LENGTH) return ReportMessages.tooLong;
  return undefined;
}
