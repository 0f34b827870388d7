import { Spinner } from '@blueprintjs/core';
import { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { CurrentUser } from '../../../lib/session/get-current-user';
import { useSession } from '../../../lib/session/SessionProvider';

/** Renders for a signed-in user; a visitor is sent to /login, which brings them back here. */
export function SignedInOnly({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return <Spinner />;
  if (!user) return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return <>{children(user)}</>;
}
