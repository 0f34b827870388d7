import { useParams } from 'react-router-dom';
import { useUserByProfilePageIdAndReviewsQuery } from '../graphql/get-user-by-profile-page-id-and-reviews';
import { isNotFound, ProfileError, ProfileLoading, ProfileNotFound } from './ProfileStates';
import { GivenReviewsSection } from './ReviewsSection';
import { TutorProfileView, tutorDisplayName } from '../../../components/tutor/TutorProfileView';
import { ReportUserButton } from '../../../components/report-user/ReportUserButton';

/** /tutor/{profilePageId}: the tutor's profile with the newest reviews and Show all. */
export function TutorProfileByPageIdPage() {
  const { profilePageId = '' } = useParams();
  const { data, loading, error, refetch } = useUserByProfilePageIdAndReviewsQuery(profilePageId);
  if (loading && !data) return <ProfileLoading />;
  if (error && !isNotFound(error)) return <ProfileError error={error} onRetry={() => void refetch()} />;
  const page = data?.getUserByProfilePageIdAndReviews;
  if (!page) return <ProfileNotFound />;
  return (
    <>
      <TutorProfileView
        tutor={page.tutor}
        avgReviewScore={page.updatedAvgScore ?? page.tutor.avgReviewScore}
        reviewCount={page.reviewCount}
        reviews={<GivenReviewsSection tutorId={page.tutor.id} reviews={page.reviews} reviewCount={page.reviewCount} />}
      />
      <ReportUserButton userId={page.tutor.id} name={tutorDisplayName(page.tutor)} />
    </>
  );
}
