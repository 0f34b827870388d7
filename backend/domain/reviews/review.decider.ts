import { assertNever, CommandMetadata, Decider } from '../shared/decider';
import { DomainError, ForbiddenError, throwIfInvalid } from '../shared/domain-error';
import { abidesByUserGuidelines } from '../shared/user-guidelines';
import { AddReview, EditReview, ReviewCommand } from './review.commands';
import { ReviewEvent } from './review.events';
import { isReviewScore, MAX_REVIEW_COMMENTS_LENGTH, ReviewMessages as Messages } from './review.rules';

export type ReviewState =
  | { status: 'none' }
  | { status: 'written'; reviewId: string; tutorId: string; clientId: string; score: number; comments: string };

export const initialReviewState = (): ReviewState => ({ status: 'none' });

export function evolveReview(_state: ReviewState, event: ReviewEvent): ReviewState {
  switch (event.type) {
    case 'ReviewAdded':
    case 'ReviewEdited': {
      const { reviewId, tutorId, clientId, score, comments } = event.data;
      return { status: 'written', reviewId, tutorId, clientId, score, comments };
    }
    default:
      return assertNever(event);
  }
}

/** The trimmed comments, once score and comments pass the rules. */
function checkedComments(score: number, rawComments: string): string {
  const comments = rawComments.trim();
  throwIfInvalid({
    score: isReviewScore(score) ? undefined : Messages.invalidScore,
    comments:
      comments.length > MAX_REVIEW_COMMENTS_LENGTH
        ? Messages.commentsTooLong
        : abidesByUserGuidelines(comments)
          ? undefined
          : Messages.commentsGuidelines,
  });
  return comments;
}

function requireAuthor(metadata: CommandMetadata, clientId: string): void {
  if (metadata.actorId !== null && metadata.actorId !== clientId) throw new ForbiddenError(Messages.notTheAuthor);
}

export function addReview(command: AddReview, state: ReviewState): ReviewEvent[] {
  const { reviewId, tutorId, clientId, score } = command.data;
  requireAuthor(command.metadata, clientId);
  if (tutorId === clientId) throw new DomainError(Messages.ownProfile);
  if (state.status !== 'none') throw new DomainError(Messages.alreadyReviewed);
  const comments = checkedComments(score, command.data.comments);
  return [{ type: 'ReviewAdded', data: { reviewId, tutorId, clientId, score, comments, addedAt: command.metadata.now.toISOString() } }];
}

export function editReview(command: EditReview, state: ReviewState): ReviewEvent[] {
  if (state.status !== 'written') throw new DomainError(Messages.reviewNotFound);
  requireAuthor(command.metadata, state.clientId);
  const { score } = command.data;
  const comments = checkedComments(score, command.data.comments);
  if (score === state.score && comments === state.comments) return [];
  const { reviewId, tutorId, clientId } = state;
  return [{ type: 'ReviewEdited', data: { reviewId, tutorId, clientId, score, comments, editedAt: command.metadata.now.toISOString() } }];
}

export function decideReview(command: ReviewCommand, state: ReviewState): ReviewEvent[] {
  switch (command.type) {
    case 'AddReview':
      return addReview(command, state);
    case 'EditReview':
      return editReview(command, state);
    default:
      return assertNever(command);
  }
}

export const reviewDecider: Decider<ReviewCommand, ReviewEvent, ReviewState> = {
  initialState: initialReviewState,
  evolve: evolveReview,
  decide: decideReview,
};
