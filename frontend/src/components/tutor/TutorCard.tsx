import { Button, Card, H3, Tab, Tabs } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Avatar } from '../Avatar';
import { ConnectButton } from './ConnectButton';
import { TutorAvailabilityText, TutorBio, TutorFacts, TutorTeaches } from './TutorFacts';
import { useConnectWithTutor } from './useConnectWithTutor';
import { TutorCardData } from './tutor-card-fields';
import './tutor-card.css';

/** The tutor's profile page, where Read more leads. */
export function profilePagePath(tutor: Pick<TutorCardData, 'profilePageId'>): string {
  return `/tutor/${encodeURIComponent(tutor.profilePageId)}`;
}

type CardTab = 'intro' | 'availability';

/**
 * Spec section 2, Tutor card: first name plus school; score and review count only when both exist;
 * hours tutored above 0; hourly rate; 'TEACHES'; Connect; tabs Intro (bio or fallback, Read more)
 * and Availability (description or default, Check availability opens connect).
 */
export function TutorCard({ tutor }: { tutor: TutorCardData }) {
  const { connect, pending, dialog } = useConnectWithTutor();
  const [tab, setTab] = useState<CardTab>('intro');
  const nameId = useId();
  const path = profilePagePath(tutor);
  return (
    <Card className="tutor-card" elevation={1} role="article" aria-labelledby={nameId} data-tutor-id={tutor.id}>
      <div className="tutor-card-header">
        <Avatar firstName={tutor.firstName} lastName={tutor.lastInitial} src={tutor.profilePicture?.src} rotation={tutor.profilePicture?.rotation} size="MD" decorative />
        <div className="tutor-card-identity">
          <H3 className="tutor-card-name" id={nameId}>
            <Link to={path}>{tutor.firstName}</Link>
          </H3>
          {tutor.school && <div className="tutor-card-school bp6-text-muted">{tutor.school.name}</div>}
          <TutorFacts tutor={tutor} distanceMiles={tutor.distanceMiles} />
        </div>
        <ConnectButton className="tutor-card-connect" tutor={tutor} />
      </div>
      <TutorTeaches teaches={tutor.teaches} />
      <Tabs id={`tutor-card-tabs-${tutor.id}`} selectedTabId={tab} onChange={(next) => setTab(next as CardTab)} renderActiveTabPanelOnly animate={false}>
        <Tab
          id="intro"
          title={<FormattedMessage id="tutorSearch.card.intro" />}
          panel={
            <div className="tutor-card-panel">
              <TutorBio bio={tutor.bio} className="tutor-card-bio" />
              <Link to={path}>
                <FormattedMessage id="tutorSearch.card.readMore" />
              </Link>
            </div>
          }
        />
        <Tab
          id="availability"
          title={<FormattedMessage id="tutorSearch.card.availability" />}
          panel={
            <div className="tutor-card-panel">
              <TutorAvailabilityText avaliabilityDesc={tutor.avaliabilityDesc} />
              <Button variant="outlined" intent="warning" disabled={pending} text={<FormattedMessage id="tutorSearch.card.checkAvailability" />} onClick={() => connect(tutor)} />
            </div>
          }
        />
      </Tabs>
      {dialog}
    </Card>
  );
}

/** A list of tutor cards. */
export function TutorCardList({ tutors, label }: { tutors: TutorCardData[]; label?: string }) {
  if (tutors.length === 0) return null;
  return (
    <ul className="tutor-card-list" aria-label={label}>
      {tutors.map((tutor) => (
        <li key={tutor.id}>
          <TutorCard tutor={tutor} />
        </li>
      ))}
    </ul>
  );
}
