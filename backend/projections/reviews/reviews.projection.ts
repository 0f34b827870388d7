import { UserDeleted, UserSignedUp } from '../../domain/accounts/user.events';
import { DELETED_USER_NAME } from '../../domain/personal-data/personal-fields';
import { REVIEW_EVENT_TYPES, ReviewEvent } from '../../domain/reviews/review.events';
import { RecordedEvent } from '../../platform/eventstore/event-store.port';
import { evolveDocument, ProjectedDocument, ProjectionDefinition, ProjectionStore } from '../runner/projection';
import { ReadModels } from '../runner/read-models';

/** A client's review of a tutor (`_id` = the review id), with the client's name as they signed up. */
export interface ReviewDocument extends ProjectedDocument {
  tutorId: string;
  clientId: string;
  clientFirstName: string;
  clientLastName: string;
  clientProfilePic: string | null;
  score: number;
  comments: string;
  createdAt: string;
  updatedAt: string;
}

/** Every user's name, so a review shows who wrote it (reviews come after their author's sign-up in the log). */
export interface ReviewAuthorDocument extends ProjectedDocument {
  firstName: string;
  lastName: string;
}

export const REVIEWS_COLLECTION = 'reviews';
export const REVIEW_AUTHORS_COLLECTION = 'review_authors';

type ReviewsEvent = UserSignedUp | UserDeleted | ReviewEvent;

export function evolveReviewAuthor(current: ReviewAuthorDocument | null, event: UserSignedUp, position: number): ReviewAuthorDocument {
  return { ...current, _id: event.data.userId, firstName: event.data.firstName, lastName: event.data.lastName, _position: position };
}

/** The review after one of its events; `author` is its client's name when known. */
export function evolveReview(
  current: ReviewDocument | null,
  event: ReviewEvent,
  author: Pick<ReviewAuthorDocument, 'firstName' | 'lastName'> | null,
  position: number,
): ReviewDocument {
  const { reviewId, tutorId, clientId, score, comments } = event.data;
  const at = event.type === 'ReviewAdded' ? event.data.addedAt : event.data.editedAt;
  return {
    _id: reviewId,
    tutorId,
    clientId,
    clientFirstName: current?.clientFirstName ?? author?.firstName ?? '',
    clientLastName: current?.clientLastName ?? author?.lastName ?? '',
    clientProfilePic: current?.clientProfilePic ?? null,
    score,
    comments,
    createdAt: current?.createdAt ?? at,
    updatedAt: at,
    _position: position,
  };
}

async function applyReviewsEvent(event: RecordedEvent, store: ProjectionStore): Promise<void> {
  const reviewsEvent = { type: event.type, data: event.data } as ReviewsEvent;
  if (reviewsEvent.type === 'UserSignedUp') {
    await evolveDocument(store.collection<ReviewAuthorDocument>(REVIEW_AUTHORS_COLLECTION), reviewsEvent.data.userId, event, (current) => evolveReviewAuthor(current, reviewsEvent, event.position), {
      evolveKeepsCurrent: true,
    });
    return;
  }
  if (reviewsEvent.type === 'UserDeleted') {
    // The review and its score stay (they make the tutor's rating); its author is no longer named.
    const { userId } = reviewsEvent.data;
    await store.collection<ReviewAuthorDocument>(REVIEW_AUTHORS_COLLECTION).updateMany({ _id: userId }, { $set: { firstName: DELETED_USER_NAME, lastName: '' } });
    await store.collection<ReviewDocument>(REVIEWS_COLLECTION).updateMany({ clientId: userId }, { $set: { clientFirstName: DELETED_USER_NAME, clientLastName: '', clientProfilePic: null } });
    return;
  }
  // Read only: the evolvers here build new documents and never change the ones they are given.
  const author = await store.collection<ReviewAuthorDocument>(REVIEW_AUTHORS_COLLECTION).findOne({ _id: reviewsEvent.data.clientId }, { readOnly: true });
  await evolveDocument(store.collection<ReviewDocument>(REVIEWS_COLLECTION), reviewsEvent.data.reviewId, event, (current) => evolveReview(current, reviewsEvent, author, event.position), {
    evolveKeepsCurrent: true,
  });
}

export const reviewsProjection: ProjectionDefinition = {
  name: 'reviews',
  version: 1,
  handles: ['UserSignedUp', 'UserDeleted', ...REVIEW_EVENT_TYPES],
  collections: [REVIEWS_COLLECTION, REVIEW_AUTHORS_COLLECTION],
  async setup(store) {
    await store.collection(REVIEWS_COLLECTION).createIndex({ keys: { tutorId: 1, createdAt: -1, _id: 1 }, name: 'by_tutor_newest_first' });
  },
  apply: applyReviewsEvent,
};

// ---------------------------------------------------------------------------------------------
// Readers

/** A tutor's reviews, newest first; all of them without a limit. */
export function findReviewsOfTutor(readModels: ReadModels, tutorId: string, limit?: number): Promise<ReviewDocument[]> {
  return readModels.collection<ReviewDocument>(REVIEWS_COLLECTION).find({ tutorId }, { sort: { createdAt: -1, _id: 1 }, limit });
}
