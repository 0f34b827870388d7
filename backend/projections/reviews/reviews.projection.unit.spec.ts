import { reviewAdded, reviewEdited, tutorSignedUp } from '../tutor-search/tutor-search-events.fixture';
import { InMemoryReadStore } from '../../src/infrastructure/readstore/in-memory-read-store';
import { expectSameDocumentsWhenAppliedTwice, recordedInOrder } from '../../test-support/projection-test-support';
import { evolveReview, evolveReviewAuthor, reviewsProjection } from './reviews.projection';

describe('the reviews projection', () => {
  const author = evolveReviewAuthor(null, tutorSignedUp('c1', 'Pat', 'Morgan', 'STUDENT_OR_PARENT'), 1);

  it('keeps every user’s name for the reviews they write', () => {
    expect(author).toEqual({ _id: 'c1', firstName: 'Pat', lastName: 'Morgan', _position: 1 });
  });

  it('builds a review with its client’s name from ReviewAdded', () => {
    expect(evolveReview(null, reviewAdded('t1', 'c1', 4, '2024-04-01T10:00:00.000Z'), author, 7)).toEqual({
      _id: 'r-t1-c1',
      tutorId: 't1',
      clientId: 'c1',
      clientFirstName: 'Pat',
      clientLastName: 'Morgan',
      clientProfilePic: null,
      score: 4,
      comments: 'Great tutor.',
      createdAt: '2024-04-01T10:00:00.000Z',
      updatedAt: '2024-04-01T10:00:00.000Z',
      _position: 7,
    });
  });

  it('replaces the score and comments on ReviewEdited, keeping when it was written', () => {
    const added = evolveReview(null, reviewAdded('t1', 'c1', 2, '2024-04-01T10:00:00.000Z'), author, 7);
    const edited = evolveReview(added, reviewEdited('t1', 'c1', 5, '2024-05-01T10:00:00.000Z'), null, 9);
    expect(edited).toMatchObject({ score: 5, comments: 'Edited.', createdAt: '2024-04-01T10:00:00.000Z', updatedAt: '2024-05-01T10:00:00.000Z', clientFirstName: 'Pat', _position: 9 });
  });

  it('leaves the name blank for an author it never saw sign up', () => {
    expect(evolveReview(null, reviewAdded('t1', 'c9', 5), null, 3)).toMatchObject({ clientFirstName: '', clientLastName: '' });
  });

  it('gives the same documents when the same events are applied twice (the log replayed, or each event redelivered)', async () => {
    const events = [tutorSignedUp('c1', 'Pat', 'Morgan', 'STUDENT_OR_PARENT'), reviewAdded('t1', 'c1', 2, '2024-04-01T10:00:00.000Z'), reviewEdited('t1', 'c1', 5, '2024-05-01T10:00:00.000Z')];
    const log = recordedInOrder(
      events.map((event) => ({ streamId: event.type === 'UserSignedUp' ? 'user-c1' : 'review-t1-c1', ...event })),
      '2024-05-01T10:00:00.000Z',
    );
    const documents = await expectSameDocumentsWhenAppliedTwice(reviewsProjection, log, () => new InMemoryReadStore());
    expect(documents.reviews).toEqual([expect.objectContaining({ _id: 'r-t1-c1', score: 5, clientFirstName: 'Pat', createdAt: '2024-04-01T10:00:00.000Z' })]);
  });
});
