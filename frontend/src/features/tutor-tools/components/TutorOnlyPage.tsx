import { Callout, Spinner } from '@blueprintjs/core';
import { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../../../lib/session/SessionProvider';
import './tutor-tools.css';

/** Renders for a signed-in tutor; a visitor is sent to /login (and back), anyone else is told the page is for tutors. */
export function TutorOnlyPage({ children }: { children: ReactNode }) {
  const { user, loading, isTutor } = useSession();
  const location = useLocation();
  if (loading) return <Spinner />;
  if (!user) return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (!isTutor)
    return (
      <Callout intent="warning" icon="warning-sign">
        <FormattedMessage id="tutorTools.tutorsOnly" />
      </Callout>
    );
  return <div className="tutor-tools">{children}</div>;
}
