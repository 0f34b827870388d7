/**
 * Rules of a review (spec sections 3 and 9): a score from 1 to 5 and comments that abide by the
 * user guidelines; one review per client and tutor, edited only by its author. The spec words none
 * of these messages, so they are ours, kept here for the intl catalogs and the tests.
 */
export const ReviewMessages = {
  invalidScore: 'Please choose a score from 1 to 5.',
  commentsTooLong: 'Your review can be at most 2000 characters long.',
  commentsGuidelines: 'Please enter a review that abides by our user guidelines.',
  alreadyReviewed: 'You have already reviewed this tutor. You can edit your review instead.',
  reviewNotFound: 'This review does not exist.',
  ownProfile: 'You cannot review yourself.',
  notTheAuthor: 'Only the author of a review can edit it.',
  tutorNotFound: 'This tutor does not exist.',
} as const;

export const MIN_REVIEW_SCORE = 1;
export const MAX_REVIEW_SCORE = 5;
export const MAX_REVIEW_COMMENTS_LENGTH = 2000;

export function isReviewScore(score: number): boolean {
  return Number.isInteger(score) && score >= MIN_REVIEW_SCORE && score <= MAX_REVIEW_SCORE;
}
