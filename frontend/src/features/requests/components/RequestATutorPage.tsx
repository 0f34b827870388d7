import { AnchorButton, Button, Callout, Card, H1, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useSession } from '../../../lib/session/SessionProvider';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useTutorRequestPreferencesQuery } from '../graphql/get-tutor-request-preferences';
import { PendingTutorRequest, pendingTutorRequest } from '../pending-request';
import { TutorRequestForm } from './TutorRequestForm';
import { TutorRequestSuccess } from './TutorRequestSuccess';
import './requests.css';

/** Where a visitor who filled the form signs up or logs in, coming back here to send it. */
const BACK_HERE = `redirect=${encodeURIComponent('/request-a-tutor')}`;
export const SIGNUP_TO_SEND_PATH = `/signup?${BACK_HERE}`;
export const LOGIN_TO_SEND_PATH = `/login?${BACK_HERE}`;

/**
 * /request-a-tutor (spec sections 2 and 7): the request dialog's form without a chosen tutor, for
 * the team to match. Shown to visitors and admins, and to clients when the
 * requestATutorForClients flag is on; a visitor's filled form is kept until they have signed up,
 * then sent, so a client with a kept request may always come here to send it.
 */
export function RequestATutorPage({ requestATutorForClients }: { requestATutorForClients: boolean }) {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'requests.page.title' }));
  const { user, loading, isAdmin, isClient } = useSession();
  const [kept] = useState(() => pendingTutorRequest.get());

  if (loading) return <Spinner aria-label={intl.formatMessage({ id: 'requests.dialog.loading' })} />;
  const allowed = !user || isAdmin || (isClient && (requestATutorForClients || kept !== null));
  if (!allowed) return <Navigate to="/dashboard" replace />;

  return (
    <div className="request-a-tutor-page">
      <H1>
        <FormattedMessage id="requests.page.title" />
      </H1>
      <p>
        <FormattedMessage id="requests.page.intro" />
      </p>
      <Card>
        {!user ? (
          <VisitorRequest kept={kept} />
        ) : kept && !user.email.verified ? (
          // The server refuses requests from unverified e-mails: the kept request waits for the verification.
          <Callout intent="warning" role="alert" title={intl.formatMessage({ id: 'requests.page.kept.verifyEmailHeading' })}>
            <FormattedMessage id="requests.page.kept.verifyEmail" />{' '}
            <Link to="/welcome">
              <FormattedMessage id="requests.page.kept.verifyEmailLink" />
            </Link>
          </Callout>
        ) : (
          <SignedInRequest kept={kept} />
        )}
      </Card>
    </div>
  );
}

/** A visitor fills the form; it is kept in this tab and they are asked to sign up to send it. */
function VisitorRequest({ kept }: { kept: PendingTutorRequest | null }) {
  const intl = useIntl();
  const [keptRequest, setKeptRequest] = useState(kept);
  const [editing, setEditing] = useState(kept === null);
  if (editing || !keptRequest) {
    return (
      <TutorRequestForm
        tutorId={null}
        preferences={null}
        keptRequest={keptRequest}
        onKeep={(request) => {
          pendingTutorRequest.set(request);
          setKeptRequest(request);
          setEditing(false);
        }}
        onSent={() => undefined}
      />
    );
  }
  return (
    <Callout intent="primary" icon="person" title={intl.formatMessage({ id: 'requests.page.kept.heading' })} className="request-a-tutor-kept">
      <p>
        <FormattedMessage id="requests.page.kept.body" />
      </p>
      <div className="tutor-request-actions">
        <Button variant="minimal" icon="edit" onClick={() => setEditing(true)} text={<FormattedMessage id="requests.page.kept.edit" />} />
        <AnchorButton role="link" variant="outlined" href={LOGIN_TO_SEND_PATH} text={<FormattedMessage id="requests.page.kept.login" />} />
        <AnchorButton role="link" intent="warning" href={SIGNUP_TO_SEND_PATH} text={<FormattedMessage id="requests.page.kept.signup" />} />
      </div>
    </Callout>
  );
}

/** A signed-in user: the form prefilled from their saved preferences, or their kept request sent at once. */
function SignedInRequest({ kept }: { kept: PendingTutorRequest | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [sent, setSent] = useState(false);
  const { data, loading } = useTutorRequestPreferencesQuery();
  if (sent) return <TutorRequestSuccess toTeam onClose={() => navigate('/dashboard')} />;
  if (loading && !data) return <Spinner aria-label={intl.formatMessage({ id: 'requests.dialog.loading' })} />;
  return (
    <TutorRequestForm
      tutorId={null}
      preferences={data?.getCurrentUserV2?.profile.tutorRequestPreferences ?? null}
      keptRequest={kept}
      onSent={() => {
        pendingTutorRequest.clear();
        setSent(true);
      }}
    />
  );
}
