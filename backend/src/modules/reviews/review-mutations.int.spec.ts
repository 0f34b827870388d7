import { userStreamId } from '../../../domain/accounts/account.rules';
import { userDecider } from '../../../domain/accounts/user.decider';
import { reviewStreamId } from '../../../domain/reviews/review.events';
import { ReviewMessages } from '../../../domain/reviews/review.rules';
import { ForbiddenError } from '../../../domain/shared/domain-error';
import { logger } from '../../../platform/logging/logger';
import { PAIRS_COLLECTION, pairsProjection } from '../../../projections/pairs/pairs.projection';
import { reviewsProjection } from '../../../projections/reviews/reviews.projection';
import { ProjectionRunner } from '../../../projections/runner/projection-runner';
import { tutorSearchProjection } from '../../../projections/tutor-search/tutor-search.projection';
import { CommandContext, CommandPipeline } from '../../event-sourcing/command-pipeline';
import { SqliteEventStore } from '../../infrastructure/eventstore/sqlite-event-store';
import { InMemoryReadStore } from '../../infrastructure/readstore/in-memory-read-store';
import { AddReviewMutationHandler } from './commands/add-review-mutation/add-review-mutation.handler';
import { EditReviewMutationHandler } from './commands/edit-review-mutation/edit-review-mutation.handler';
import { REVIEW_NEEDS_PAIR_MESSAGE } from './review-answer';
import { reviewStream } from './review-stream';

const now = new Date('2026-11-22T10:00:00.000Z');
const asUser = (actorId: string | null, idempotencyKey?: string): CommandContext => ({ correlationId: 'c1', causationId: `r-${Math.random()}`, actorId, now, ...(idempotencyKey ? { idempotencyKey } : {}) });

describe('the review mutations’ handlers over the SQLite event store', () => {
  let store: SqliteEventStore;
  let projections: ProjectionRunner;
  let pipeline: CommandPipeline;
  let addReview: AddReviewMutationHandler;
  let editReview: EditReviewMutationHandler;

  const signUp = (userId: string, profileType: 'TUTOR' | 'STUDENT_OR_PARENT') =>
    pipeline.run(
      userDecider,
      userStreamId(userId),
      { type: 'SignUpUser', data: { userId, email: `${userId}@example.com`, password: 'long enough', firstName: 'Ana', lastName: 'López', profileTypes: [profileType] } },
      asUser(null),
    );
  const pair = (tutorId: string, clientId: string) =>
    projections.readModels.collection(PAIRS_COLLECTION).replaceOne({ _id: `${tutorId}-${clientId}` }, { _id: `${tutorId}-${clientId}`, tutorId, clientId, isActive: true, _position: 0 }, { upsert: true });

  beforeEach(async () => {
    store = new SqliteEventStore(':memory:');
    projections = new ProjectionRunner(store, new InMemoryReadStore(), [pairsProjection, reviewsProjection, tutorSearchProjection], logger);
    await projections.start();
    pipeline = new CommandPipeline(store, { now: () => now }, projections, 2000);
    addReview = new AddReviewMutationHandler(pipeline, projections.readModels);
    editReview = new EditReviewMutationHandler(pipeline, projections.readModels);
    await signUp('tutor-1', 'TUTOR');
    await signUp('client-1', 'STUDENT_OR_PARENT');
    await pair('tutor-1', 'client-1');
  });
  afterEach(async () => {
    await projections.stop();
    store.close();
  });

  it('adds a review with an id derived from the pair, and lets its author edit it', async () => {
    const added = await addReview.execute({ tutorId: 'tutor-1', clientId: 'client-1', score: 5, comments: ' Great! ' }, asUser('client-1'));
    expect(added).toMatchObject({ id: reviewStream.reviewIdOf('tutor-1', 'client-1'), tutorId: 'tutor-1', clientId: 'client-1', score: 5, comments: 'Great!', clientFirstName: 'Ana' });
    expect(reviewStream.reviewIdOf('tutor-1', 'client-1')).not.toBe(reviewStream.reviewIdOf('tutor-1', 'client-2'));
    const edited = await editReview.execute({ tutorId: 'tutor-1', clientId: 'client-1', score: 4, comments: 'Good.' }, asUser('client-1'));
    expect(edited).toMatchObject({ id: added.id, score: 4, comments: 'Good.', updatedAvgScore: 4 });
    expect((await pipeline.load(reviewStream.decider, reviewStreamId('tutor-1', 'client-1'))).state).toMatchObject({ status: 'written', score: 4, comments: 'Good.' });
    expect((await store.readStream(reviewStreamId('tutor-1', 'client-1'))).map((event) => event.type)).toEqual(['ReviewAdded', 'ReviewEdited']);
  });

  it('answers the same review to a retry with the same idempotency key, recording it once', async () => {
    const first = await addReview.execute({ tutorId: 'tutor-1', clientId: 'client-1', score: 5, comments: 'Great!' }, asUser('client-1', 'key-1'));
    const again = await addReview.execute({ tutorId: 'tutor-1', clientId: 'client-1', score: 5, comments: 'Great!' }, asUser('client-1', 'key-1'));
    expect(again).toEqual(first);
    expect(await store.readStream(reviewStreamId('tutor-1', 'client-1'))).toHaveLength(1);
    await expect(addReview.execute({ tutorId: 'tutor-1', clientId: 'client-1', score: 3, comments: '' }, asUser('client-1', 'key-2'))).rejects.toThrow(ReviewMessages.alreadyReviewed);
  });

  it('refuses a review of a user who is not a tutor, one by a client never paired with the tutor, and a second review of the same tutor', async () => {
    await pair('client-1', 'tutor-1');
    await expect(addReview.execute({ tutorId: 'client-1', clientId: 'tutor-1', score: 5, comments: '' }, asUser('tutor-1'))).rejects.toThrow(ReviewMessages.tutorNotFound);
    await signUp('stranger', 'STUDENT_OR_PARENT');
    await expect(addReview.execute({ tutorId: 'tutor-1', clientId: 'stranger', score: 5, comments: '' }, asUser('stranger'))).rejects.toThrow(REVIEW_NEEDS_PAIR_MESSAGE);
    await addReview.execute({ tutorId: 'tutor-1', clientId: 'client-1', score: 5, comments: '' }, asUser(null));
    await expect(addReview.execute({ tutorId: 'tutor-1', clientId: 'client-1', score: 3, comments: '' }, asUser('client-1'))).rejects.toThrow(ReviewMessages.alreadyReviewed);
  });

  it('lets nobody but the author edit a review', async () => {
    await addReview.execute({ tutorId: 'tutor-1', clientId: 'client-1', score: 5, comments: '' }, asUser('client-1'));
    await expect(editReview.execute({ tutorId: 'tutor-1', clientId: 'client-1', score: 1, comments: '' }, asUser('tutor-1'))).rejects.toBeInstanceOf(ForbiddenError);
    expect((await pipeline.load(reviewStream.decider, reviewStreamId('tutor-1', 'client-1'))).state).toMatchObject({ score: 5 });
  });
});
