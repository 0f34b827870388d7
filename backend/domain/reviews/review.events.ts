import { DomainEvent } from '../shared/decider';

/**
 * A client's review of a tutor, on the stream `review-<tutorId>-<clientId>`: one review per client
 * and tutor, edited in place. Score is an integer from 1 to 5.
 */
export type ReviewAdded = DomainEvent<
  'ReviewAdded',
  { reviewId: string; tutorId: string; clientId: string; score: number; comments: string; addedAt: string }
>;
export type ReviewEdited = DomainEvent<
  'ReviewEdited',
  { reviewId: string; tutorId: string; clientId: string; score: number; comments: string; editedAt: string }
>;

export type ReviewEvent = ReviewAdded | ReviewEdited;

export const REVIEW_EVENT_TYPES: ReadonlyArray<ReviewEvent['type']> = ['ReviewAdded', 'ReviewEdited'];

export function reviewStreamId(tutorId: string, clientId: string): string {
  return `review-${tutorId}-${clientId}`;
}
