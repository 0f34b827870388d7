import { Card, H1, H2, H3 } from '@blueprintjs/core';
import { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Avatar } from '../Avatar';
import { ConnectButton } from './ConnectButton';
import { TutorAvailabilityText, TutorBio, TutorFacts, TutorTeaches, WeeklyAvailability } from './TutorFacts';
import { usePageTitle } from '../../lib/usePageTitle';
import { TutorProfile } from './tutor-profile-fields';
import './tutor-profile.css';

const SESSION_PREFERENCES = ['no-preference', 'in-person', 'online'];

export function tutorDisplayName(tutor: Pick<TutorProfile, 'firstName' | 'lastInitial'>): string {
  return tutor.lastInitial ? `${tutor.firstName} ${tutor.lastInitial}.` : tutor.firstName;
}

function Detail({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** A tutor's profile: who they are, what they teach, their bio, availability and details; reviews come as `reviews`. */
export function TutorProfileView({
  tutor,
  avgReviewScore,
  reviewCount,
  reviews,
  openConnect = false,
}: {
  tutor: TutorProfile;
  avgReviewScore: number | null;
  reviewCount: number;
  reviews: ReactNode;
  /** `?connectForm=open`: connect on arrival (the request dialog, or sign in and back). */
  openConnect?: boolean;
}) {
  const intl = useIntl();
  const name = tutorDisplayName(tutor);
  usePageTitle(name);
  const grades = tutor.gradesForTutoring.map((grade) => intl.formatMessage({ id: `tutor.grade.${grade}` }));
  const sessions = SESSION_PREFERENCES.includes(tutor.sessionPreference) ? `tutorProfile.sessions.${tutor.sessionPreference}` : 'tutorProfile.sessions.none';
  return (
    <article className="tutor-profile" aria-labelledby="tutor-profile-name">
      <Card className="tutor-profile-header" elevation={1}>
        <Avatar firstName={tutor.firstName} lastName={tutor.lastInitial} src={tutor.profilePicture?.src} rotation={tutor.profilePicture?.rotation} size="LG" decorative />
        <div className="tutor-profile-identity">
          <H1 id="tutor-profile-name">{name}</H1>
          {tutor.school && <div className="bp6-text-muted">{tutor.school.name}</div>}
          <TutorFacts tutor={{ ...tutor, avgReviewScore, reviewCount }} />
          <TutorTeaches teaches={tutor.teaches} />
        </div>
        <ConnectButton size="large" tutor={tutor} openOnArrival={openConnect} />
      </Card>

      <section className="tutor-profile-section" aria-labelledby="tutor-about-heading">
        <H2 id="tutor-about-heading">
          <FormattedMessage id="tutorProfile.about" values={{ name: tutor.firstName }} />
        </H2>
        <TutorBio bio={tutor.bio} />
      </section>

      <section className="tutor-profile-section" aria-labelledby="tutor-availability-heading">
        <H2 id="tutor-availability-heading">
          <FormattedMessage id="tutorProfile.availability" />
        </H2>
        <TutorAvailabilityText avaliabilityDesc={tutor.avaliabilityDesc} />
        <WeeklyAvailability days={tutor.dailyAvaliability} />
      </section>

      <section className="tutor-profile-section" aria-labelledby="tutor-details-heading">
        <H3 id="tutor-details-heading">
          <FormattedMessage id="tutorProfile.details" />
        </H3>
        <dl className="tutor-profile-details">
          <Detail label={<FormattedMessage id="tutorProfile.subjects" />}>
            {tutor.subjects.length ? tutor.subjects.join(', ') : <FormattedMessage id="tutorProfile.subjects.none" />}
          </Detail>
          <Detail label={<FormattedMessage id="tutorProfile.grades" />}>{grades.length ? grades.join(', ') : <FormattedMessage id="tutorProfile.grades.none" />}</Detail>
          <Detail label={<FormattedMessage id="tutorProfile.sessions" />}>
            <FormattedMessage id={sessions} />
          </Detail>
          <Detail label={<FormattedMessage id="tutorProfile.location" />}>
            {tutor.location ? `${tutor.location.city}, ${tutor.location.state}` : <FormattedMessage id="tutorProfile.location.none" />}
          </Detail>
        </dl>
      </section>

      {reviews}
    </article>
  );
}
