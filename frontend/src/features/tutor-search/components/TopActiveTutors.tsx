import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/Avatar';
import { MOBILE_MEDIA_QUERY } from '../../../components/breakpoints';
import { useMediaQuery } from '../../../components/useMediaQuery';
import { useTopActiveTutorsQuery } from '../graphql/get-top-active-tutors';
import { useFetchErrorToast } from '../hooks/useFetchErrorToast';

/** Spec: 5 per row on desktop; 4 per row and at most 8 on mobile. */
export const TOP_ACTIVE_LAYOUT = { desktop: { columns: 5, max: Infinity }, mobile: { columns: 4, max: 8 } } as const;

/**
 * Spec, Tutors tab: a strip of top active tutors as avatars with first name and school, each
 * opening /u/{profileId} in a new tab.
 */
export function TopActiveTutors() {
  const intl = useIntl();
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const { data, error } = useTopActiveTutorsQuery();
  const toastFetchError = useFetchErrorToast();
  useEffect(() => {
    if (error) toastFetchError();
  }, [error, toastFetchError]);

  const layout = isMobile ? TOP_ACTIVE_LAYOUT.mobile : TOP_ACTIVE_LAYOUT.desktop;
  const tutors = (data?.getTopActiveTutors ?? []).slice(0, layout.max);
  if (tutors.length === 0) return null;
  return (
    <ul
      className="top-active-tutors"
      aria-label={intl.formatMessage({ id: 'tutorSearch.tutors.topActive' })}
      data-columns={layout.columns}
      style={{ gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))` }}
    >
      {tutors.map((tutor) => (
        <li key={tutor.id}>
          <Link
            className="top-active-tutor"
            to={`/u/${encodeURIComponent(tutor.profileId)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Avatar firstName={tutor.firstName} lastName={tutor.lastInitial} size={isMobile ? 'MD' : 'LG'} decorative />
            <span className="top-active-tutor-name">{tutor.firstName}</span>
            {tutor.school && <span className="top-active-tutor-school bp6-text-muted">{tutor.school.name}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
