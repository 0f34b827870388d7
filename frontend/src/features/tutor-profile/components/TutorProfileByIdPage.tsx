import { useParams, useSearchParams } from 'react-router-dom';
import { useProfilePageQuery } from '../graphql/get-profile-page';
import { isNotFound, ProfileError, ProfileLoading, ProfileNotFound } from './ProfileStates';
import { AllReviewsSection } from './ReviewsSection';
import { TutorProfileView, tutorDisplayName } from '../../../components/tutor/TutorProfileView';
import { ReportUserButton } from '../../../components/report-user/ReportUserButton';

/** /u/{profileId} (optional ?connectForm=open): the tutor's profile with every review. */
export function TutorProfileByIdPage() {
  const { profileId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { data, loading, error, refetch } = useProfilePageQuery(profileId);
  if (loading && !data) return <ProfileLoading />;
  if (error && !isNotFound(error)) return <ProfileError error={error} onRetry={() => void refetch()} />;
  const tutor = data?.getProfilePage;
  if (!tutor) return <ProfileNotFound />;
  return (
    <>
      <TutorProfileView
        tutor={tutor}
        avgReviewScore={tutor.avgReviewScore}
        reviewCount={tutor.reviewCount}
        reviews={<AllReviewsSection tutorId={tutor.id} />}
        openConnect={searchParams.get('connectForm') === 'open'}
      />
      <ReportUserButton userId={tutor.id} name={tutorDisplayName(tutor)} />
    </>
  );
}
