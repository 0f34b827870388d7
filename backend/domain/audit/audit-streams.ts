import { userStreamId } from '../accounts/account.rules';
import { conversationStreamId } from '../conversations/conversation.events';
import { inquiryStreamId } from '../inquiries/inquiry.events';
import { leadStreamId } from '../leads/lead.events';
import { pairStreamId } from '../pairs/pair.rules';
import { paymentAccountStreamId } from '../payments/payment-account.events';
import { tutoringRequestStreamId } from '../requests/tutoring-request.events';
import { sessionStreamId } from '../sessions/session.events';
import { tutorStreamId } from '../tutors/tutor-profile.events';

/**
 * The things whose history admins read, as the History view names them in its path (/admin/history/<kind>/<id>):
 * the seven, and what the other admin tabs show (a tutor's profile and onboarding, a lead, an inquiry).
 */
export const AUDIT_STREAM_KINDS = ['session', 'payout', 'payment-account', 'user', 'pair', 'request', 'conversation', 'tutor', 'lead', 'inquiry'] as const;
export type AuditStreamKind = (typeof AUDIT_STREAM_KINDS)[number];

export const isAuditStreamKind = (kind: string): kind is AuditStreamKind => (AUDIT_STREAM_KINDS as readonly string[]).includes(kind);

/**
 * The stream that holds a thing's facts. A payout's id is its session's (`payout-<sessionId>`) or,
 * for one client's share of a group session, `<sessionId>-<clientId>` (`payoutStreamId`).
 */
export function auditStreamIdOf(kind: AuditStreamKind, id: string): string {
  switch (kind) {
    case 'session':
      return sessionStreamId(id);
    case 'payout':
      return `payout-${id}`;
    case 'payment-account':
      return paymentAccountStreamId(id);
    case 'user':
      return userStreamId(id);
    case 'pair':
      return pairStreamId(id);
    case 'request':
      return tutoringRequestStreamId(id);
    case 'conversation':
      return conversationStreamId(id);
    case 'tutor':
      return tutorStreamId(id);
    case 'lead':
      return leadStreamId(id);
    case 'inquiry':
      return inquiryStreamId(id);
  }
}

/** How many events one page of a history holds at most, and by default. */
export const AUDIT_PAGE_LIMIT = { max: 200, default: 50 } as const;

/** Messages of the history queries (ours: the spec words none). */
export const AuditMessages = {
  idRequired: 'Please enter an id.',
  invalidPage: 'Please ask for a page of 1 to 200 events, from offset 0 on.',
} as const;

/** The page asked for, checked: an offset from 0 and a limit from 1 to AUDIT_PAGE_LIMIT.max (the default when not given). */
export function auditPageProblem(page: { offset: number; limit: number }): string | undefined {
  const whole = (value: number) => Number.isInteger(value);
  return whole(page.offset) && page.offset >= 0 && whole(page.limit) && page.limit >= 1 && page.limit <= AUDIT_PAGE_LIMIT.max ? undefined : AuditMessages.invalidPage;
}
