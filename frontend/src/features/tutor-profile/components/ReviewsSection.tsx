import { useLazyQuery, useQuery } from '@apollo/client';
import { Button, H2, Spinner } from '@blueprintjs/core';
import { ReactNode, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Avatar } from '../../../components/Avatar';
import { GET_ALL_REVIEWS_FOR_TUTOR } from '../graphql/get-all-reviews-for-tutor';
import { Review } from '../../../components/tutor/tutor-profile-fields';

/** How many reviews show before Show all (the profile page query returns the newest five). */
export const FIRST_REVIEWS = 5;

function newestFirst(reviews: Review[]): Review[] {
  return [...reviews].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

function ReviewItem({ review }: { review: Review }) {
  const intl = useIntl();
  const lastInitial = review.clientLastName.trim().charAt(0);
  const name = lastInitial ? `${review.clientFirstName} ${lastInitial}.` : review.clientFirstName;
  const score = intl.formatMessage({ id: 'tutorProfile.review.score' }, { score: review.score });
  return (
    <li className="tutor-review">
      <Avatar firstName={review.clientFirstName} lastName={review.clientLastName} src={review.clientProfilePic} size="SM" decorative />
      <div className="tutor-review-body">
        <div className="tutor-review-header">
          <strong>{name}</strong>
          <span className="tutor-review-stars" role="img" aria-label={score} title={score}>
            {'★'.repeat(Math.max(0, Math.min(5, review.score)))}
            <span className="tutor-review-stars-empty">{'★'.repeat(Math.max(0, 5 - review.score))}</span>
          </span>
          <span className="bp6-text-muted">
            <FormattedDate value={review.createdAt} year="numeric" month="long" day="numeric" />
          </span>
        </div>
        {review.comments.trim() && <p className="tutor-review-comments">{review.comments}</p>}
      </div>
    </li>
  );
}

function ReviewList({ reviews }: { reviews: Review[] }) {
  return (
    <ul className="tutor-reviews">
      {reviews.map((review) => (
        <ReviewItem key={review.id} review={review} />
      ))}
    </ul>
  );
}

/**
 * Reviews given with the page (the newest five of /tutor/{profilePageId}); Show all loads every
 * review with getAllReviewsForTutorQuery.
 */
export function GivenReviewsSection({ tutorId, reviews, reviewCount }: { tutorId: string; reviews: Review[]; reviewCount: number }) {
  const [loadAll, all] = useLazyQuery(GET_ALL_REVIEWS_FOR_TUTOR);
  const shown = all.data ? newestFirst(all.data.getAllReviewsForTutorQuery) : reviews;
  const total = Math.max(reviewCount, reviews.length);
  return (
    <ReviewsFrame>
      {shown.length === 0 ? <NoReviews /> : <ReviewList reviews={shown} />}
      {!all.data && total > reviews.length && (
        <Button
          variant="outlined"
          loading={all.loading}
          text={<FormattedMessage id="tutorProfile.reviews.showAll" values={{ count: total }} />}
          onClick={() => void loadAll({ variables: { tutorId } })}
        />
      )}
    </ReviewsFrame>
  );
}

/** Every review of the tutor (for /u/{profileId}), the newest five first and the rest on Show all. */
export function AllReviewsSection({ tutorId }: { tutorId: string }) {
  const intl = useIntl();
  const { data, loading } = useQuery(GET_ALL_REVIEWS_FOR_TUTOR, { variables: { tutorId } });
  const [expanded, setExpanded] = useState(false);
  const reviews = newestFirst(data?.getAllReviewsForTutorQuery ?? []);
  return (
    <ReviewsFrame>
      {loading && !data ? (
        <Spinner size={24} aria-label={intl.formatMessage({ id: 'tutorProfile.loading' })} />
      ) : reviews.length === 0 ? (
        <NoReviews />
      ) : (
        <ReviewList reviews={expanded ? reviews : reviews.slice(0, FIRST_REVIEWS)} />
      )}
      {!expanded && reviews.length > FIRST_REVIEWS && (
        <Button variant="outlined" text={<FormattedMessage id="tutorProfile.reviews.showAll" values={{ count: reviews.length }} />} onClick={() => setExpanded(true)} />
      )}
    </ReviewsFrame>
  );
}

function ReviewsFrame({ children }: { children: ReactNode }) {
  return (
    <section className="tutor-profile-section" aria-labelledby="tutor-reviews-heading">
      <H2 id="tutor-reviews-heading">
        <FormattedMessage id="tutorProfile.reviews" />
      </H2>
      {children}
    </section>
  );
}

function NoReviews() {
  return (
    <p className="bp6-text-muted">
      <FormattedMessage id="tutorProfile.reviews.none" />
    </p>
  );
}
