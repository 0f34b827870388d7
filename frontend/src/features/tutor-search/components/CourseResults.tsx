import { Button, Callout, H2, Spinner } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { CourseSearch } from '../hooks/useCourseSearch';
import { ONLINE_LESSON_SPACE_URL } from '../search-constants';
import { RequestATutorPrompt } from './RequestATutorPrompt';
import { TutorCardList } from '../../../components/tutor/TutorCard';

/** The online lesson space online tutors teach in, opened in a new tab. */
function LessonSpaceLink() {
  return (
    <a href={ONLINE_LESSON_SPACE_URL} target="_blank" rel="noopener noreferrer">
      <FormattedMessage id="tutorSearch.courses.lessonSpace" />
    </a>
  );
}

interface CourseResultsProps {
  search: CourseSearch;
  /** The ZIP searched near, said in the heading when the server names no place. */
  zip: string | null;
  /** Signed-in non-admins see no Request a Tutor prompt. */
  signedInNonAdmin: boolean;
  onSearchByLocation: () => void;
}

/**
 * Spec: 'Top {course} Tutors' (or '... near {location}' for a local search); local results, then
 * a banner that online tutors can teach the course in the online lesson space, then online tutors;
 * an online search links the lesson space and invites a search by location; Show more loads the
 * next page; empty results ask visitors and admins to reach out to the team.
 */
export function CourseResults({ search, zip, signedInNonAdmin, onSearchByLocation }: CourseResultsProps) {
  const intl = useIntl();
  const { pages } = search;
  if (search.loading && !pages) return <Spinner className="course-results-loading" aria-label={intl.formatMessage({ id: 'tutorSearch.loading' })} />;
  if (!pages) return null;
  const course = pages.course;
  const location = pages.locationDescription ?? zip ?? '';
  const empty = pages.localTutors.length === 0 && pages.onlineTutors.length === 0;
  return (
    <section className="course-results" aria-labelledby="course-results-heading">
      <H2 id="course-results-heading">
        {pages.isLocalSearch ? (
          <FormattedMessage id="tutorSearch.courses.headingNear" values={{ course, location }} />
        ) : (
          <FormattedMessage id="tutorSearch.courses.heading" values={{ course }} />
        )}
      </H2>
      {!pages.isLocalSearch && (
        <div className="course-results-online-intro">
          <p>
            <FormattedMessage
              id="tutorSearch.courses.onlineIntro"
              values={{ lessonSpace: <LessonSpaceLink /> }}
            />
          </p>
          <p>
            <FormattedMessage id="tutorSearch.courses.searchByLocation" />{' '}
            <Button variant="minimal" intent="primary" size="small" text={<FormattedMessage id="tutorSearch.courses.setLocation" />} onClick={onSearchByLocation} />
          </p>
        </div>
      )}
      {empty ? (
        signedInNonAdmin ? (
          <Callout className="course-results-empty">
            <FormattedMessage id="tutorSearch.courses.noTutors" values={{ course }} />
          </Callout>
        ) : (
          <RequestATutorPrompt course={course} />
        )
      ) : (
        <>
          <TutorCardList tutors={pages.localTutors} label={intl.formatMessage({ id: 'tutorSearch.courses.localTutors' }, { location })} />
          {pages.isLocalSearch && pages.onlineTutors.length > 0 && (
            <Callout className="online-tutors-banner" intent="primary" role="note">
              <FormattedMessage id="tutorSearch.courses.onlineBanner" values={{ course, lessonSpace: <LessonSpaceLink /> }} />
            </Callout>
          )}
          <TutorCardList tutors={pages.onlineTutors} label={intl.formatMessage({ id: 'tutorSearch.courses.onlineTutors' })} />
          {search.hasMore && (
            <div className="search-show-more">
              <Button size="large" loading={search.loadingMore} text={<FormattedMessage id="tutorSearch.showMore" />} onClick={search.showMore} />
            </div>
          )}
        </>
      )}
    </section>
  );
}
