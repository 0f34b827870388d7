import { userDecider } from '../../../domain/accounts/user.decider';
import { reviewStreamId } from '../../../domain/reviews/review.events';
import { ReviewMessages } from '../../../domain/reviews/review.rules';
import { ForbiddenError } from '../../../domain/shared/domain-error';
import { ProjectionRunner } from '../../../projections/runner/projection-runner';
import { loadConfig } from '../../config/app-config';
import { CommandContext, handleCommand } from '../../event-sourcing/handle-command';
import { SqliteEventStore } from '../../infrastructure/eventstore/sqlite-event-store';
import { logger } from '../../../platform/logging/logger';
import { InMemoryReadStore } from '../../infrastructure/readstore/in-memory-read-store';
import { CommandRuntime } from '../../event-sourcing/command-runtime';
import { ReviewCommands } from './review-commands.service';

const now = new Date('2026-11-22T10:00:00.000Z');
const asUser = (actorId: string | null): CommandContext => ({ correlationId: 'c1', causationId: 'r1', actorId, now });

describe('ReviewCommands over the SQLite event store', () => {
  let store: SqliteEventStore;
  let reviews: ReviewCommands;

  const signUp = (userId: string, profileType: 'TUTOR' | 'STUDENT_OR_PARENT') =>
    handleCommand(
      store,
      `user-${userId}`,
      userDecider,
      { type: 'SignUpUser', data: { userId, email: `${userId}@example.com`, password: 'long enough', firstName: 'Ana', lastName: 'López', profileTypes: [profileType] } },
      asUser(null),
    );

  beforeEach(async () => {
    store = new SqliteEventStore(':memory:');
    const projections = new ProjectionRunner(store, new InMemoryReadStore(), [], logger);
    reviews = new ReviewCommands(store, new CommandRuntime(store, { now: () => now }, projections, loadConfig({ NODE_ENV: 'test' }).readYourWritesTimeoutMs));
    await signUp('tutor-1', 'TUTOR');
    await signUp('client-1', 'STUDENT_OR_PARENT');
  });
  afterEach(async () => store.close());

  it('adds a review with an id derived from the pair, and lets its author edit it', async () => {
    const added = await reviews.addReview({ tutorId: 'tutor-1', clientId: 'client-1', score: 5, comments: ' Great! ' }, asUser('client-1'));
    expect(added.events).toEqual([
      {
        type: 'ReviewAdded',
        data: { reviewId: ReviewCommands.reviewIdOf('tutor-1', 'client-1'), tutorId: 'tutor-1', clientId: 'client-1', score: 5, comments: 'Great!', addedAt: now.toISOString() },
      },
    ]);
    expect(ReviewCommands.reviewIdOf('tutor-1', 'client-1')).not.toBe(ReviewCommands.reviewIdOf('tutor-1', 'client-2'));
    await reviews.editReview({ tutorId: 'tutor-1', clientId: 'client-1', score: 4, comments: 'Good.' }, asUser('client-1'));
    expect(await reviews.load('tutor-1', 'client-1')).toMatchObject({ status: 'written', score: 4, comments: 'Good.' });
    expect((await store.readStream(reviewStreamId('tutor-1', 'client-1'))).map((event) => event.type)).toEqual(['ReviewAdded', 'ReviewEdited']);
  });

  it('refuses a review of a user who is not a tutor, and a second review of the same tutor', async () => {
    await expect(reviews.addReview({ tutorId: 'client-1', clientId: 'tutor-1', score: 5, comments: '' }, asUser('tutor-1'))).rejects.toThrow(
      ReviewMessages.tutorNotFound,
    );
    await reviews.addReview({ tutorId: 'tutor-1', clientId: 'client-1', score: 5, comments: '' }, asUser(null));
    await expect(reviews.addReview({ tutorId: 'tutor-1', clientId: 'client-1', score: 3, comments: '' }, asUser('client-1'))).rejects.toThrow(
      ReviewMessages.alreadyReviewed,
    );
  });

  it('lets nobody but the author edit a review', async () => {
    await reviews.addReview({ tutorId: 'tutor-1', clientId: 'client-1', score: 5, comments: '' }, asUser('client-1'));
    await expect(reviews.editReview({ tutorId: 'tutor-1', clientId: 'client-1', score: 1, comments: '' }, asUser('tutor-1'))).rejects.toBeInstanceOf(ForbiddenError);
    expect(await reviews.load('tutor-1', 'client-1')).toMatchObject({ score: 5 });
  });
});
