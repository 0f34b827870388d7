import { DomainCommand } from '../shared/decider';

/**
 * A client's review of a tutor (stream `review-<tutorId>-<clientId>`). The acting user
 * (`metadata.actorId`) must be the client; a null actor is the system itself (imports, the seed).
 */
export type AddReview = DomainCommand<'AddReview', { reviewId: string; tutorId: string; clientId: string; score: number; comments: string }>;
export type EditReview = DomainCommand<'EditReview', { score: number; comments: string }>;

export type ReviewCommand = AddReview | EditReview;
