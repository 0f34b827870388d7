import { DomainEvent } from '../shared/decider';
import { InquiryKind } from './inquiry.rules';

/** A message to the support inbox from the contact page, on the stream `inquiry-<inquiryId>`. */
export type InquirySubmitted = DomainEvent<
  'InquirySubmitted',
  {
    inquiryId: string;
    kind: InquiryKind;
    name: string;
    email: string;
    /** The general inquiry's subject; null for a technical issue. */
    subject: string | null;
    /** The general inquiry's message, or the technical issue's description. */
    message: string;
    deviceBeingUsed: string | null;
    /** The signed-in sender, if any (a technical issue is open to any visitor). */
    userId: string | null;
    submittedAt: string;
  }
>;
export type InquiryResolved = DomainEvent<'InquiryResolved', { inquiryId: string; resolvedBy: string | null; resolvedAt: string }>;

export type InquiryEvent = InquirySubmitted | InquiryResolved;

export function inquiryStreamId(inquiryId: string): string {
  return `inquiry-${inquiryId}`;
}
