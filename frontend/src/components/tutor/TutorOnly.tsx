import { Callout, Spinner } from '@blueprintjs/core';
import { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../../lib/session/SessionProvider';

/**
 * Renders for a signed-in tutor; a visitor is sent to /login (and back), anyone else is told the page
 * is for tutors, in the words of the feature's catalog (loaded with its route).
 */
export function TutorOnly({ children, notTutorMessageId }: { children: ReactNode; notTutorMessageId: string }) {
  const { user, loading, isTutor } = useSession();
  const location = useLocation();
  if (loading) return <Spinner />;
  if (!user) return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (!isTutor)
    return (
      <Callout intent="warning" icon="warning-sign">
        <FormattedMessage id={notTutorMessageId} />
      </Callout>
    );
  return <>{children}</>;
}
