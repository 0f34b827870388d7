import { deciderSpecification } from '../test-support/decider-specification';
import { ForbiddenError } from '../shared/domain-error';
import { AddReview, EditReview } from './review.commands';
import { reviewDecider } from './review.decider';
import { ReviewAdded, ReviewEdited } from './review.events';
import { ReviewMessages as Messages } from './review.rules';

const now = new Date('2026-11-22T10:00:00.000Z');
const later = new Date('2026-11-23T08:30:00.000Z');
const spec = deciderSpecification(reviewDecider);

const add = (overrides: Partial<AddReview['data']> = {}, actorId: string | null = 'client-1'): AddReview => ({
  type: 'AddReview',
  data: { reviewId: 'r1', tutorId: 'tutor-1', clientId: 'client-1', score: 5, comments: '  Patient and clear.  ', ...overrides },
  metadata: { now, actorId },
});
const edit = (data: EditReview['data'], actorId: string | null = 'client-1'): EditReview => ({ type: 'EditReview', data, metadata: { now: later, actorId } });

const added: ReviewAdded = {
  type: 'ReviewAdded',
  data: { reviewId: 'r1', tutorId: 'tutor-1', clientId: 'client-1', score: 5, comments: 'Patient and clear.', addedAt: now.toISOString() },
};
const edited = (score: number, comments: string): ReviewEdited => ({
  type: 'ReviewEdited',
  data: { reviewId: 'r1', tutorId: 'tutor-1', clientId: 'client-1', score, comments, editedAt: later.toISOString() },
});

describe('review decider', () => {
  describe('adding', () => {
    it('records the client review with trimmed comments', () => {
      spec.given([]).when(add()).then([added]);
    });

    it('lets the system add a review for a client (imports, the seed)', () => {
      spec.given([]).when(add({}, null)).then([added]);
    });

    it('accepts every whole score from 1 to 5 and empty comments', () => {
      for (const score of [1, 2, 3, 4, 5]) {
        spec.given([]).when(add({ score, comments: '' })).then([{ ...added, data: { ...added.data, score, comments: '' } }]);
      }
    });

    it.each([0, 6, 4.5, Number.NaN])('refuses the score %p', (score) => {
      spec.given([]).when(add({ score })).thenThrows(Messages.invalidScore, { score: Messages.invalidScore });
    });

    it('refuses comments against the guidelines or over 2000 characters, with a bad score in the same answer', () => {
      spec
        .given([])
        .when(add({ score: 9, comments: 'what a bitch' }))
        .thenThrows(Messages.invalidScore, { score: Messages.invalidScore, comments: Messages.commentsGuidelines });
      spec.given([]).when(add({ comments: 'a'.repeat(2001) })).thenThrows(Messages.commentsTooLong, { comments: Messages.commentsTooLong });
    });

    it('allows one review per client and tutor', () => {
      spec.given([added]).when(add({ reviewId: 'r2' })).thenThrows(Messages.alreadyReviewed);
    });

    it('refuses a review of oneself', () => {
      spec.given([]).when(add({ tutorId: 'client-1' })).thenThrows(Messages.ownProfile);
    });

    it("refuses a review written in someone else's name", () => {
      spec.given([]).when(add({}, 'someone-else')).thenThrows(ForbiddenError);
    });
  });

  describe('editing', () => {
    it('replaces score and comments', () => {
      spec.given([added]).when(edit({ score: 4, comments: 'Good, sometimes late.' })).then([edited(4, 'Good, sometimes late.')]);
    });

    it('records nothing when nothing changed', () => {
      spec.given([added]).when(edit({ score: 5, comments: ' Patient and clear.' })).thenNothingHappened();
      spec.given([added, edited(3, 'ok')]).when(edit({ score: 3, comments: 'ok' })).thenNothingHappened();
    });

    it('checks the same rules as adding', () => {
      spec.given([added]).when(edit({ score: 0, comments: 'shit' })).thenThrows(Messages.invalidScore, {
        score: Messages.invalidScore,
        comments: Messages.commentsGuidelines,
      });
    });

    it('refuses a review that does not exist', () => {
      spec.given([]).when(edit({ score: 4, comments: '' })).thenThrows(Messages.reviewNotFound);
    });

    it('lets only the author edit', () => {
      spec
        .given([added])
        .when(edit({ score: 1, comments: '' }, 'tutor-1'))
        .thenThrows(ForbiddenError, (error) => expect(error.message).toBe(Messages.notTheAuthor));
    });
  });
});
