import { Navigate, useParams } from 'react-router-dom';

/** A short route: replaced by its target (see short-links.ts), the route's one parameter given to `target`. */
export function ShortLinkRedirect({ param, target }: { param: string; target: (value: string) => string }) {
  const value = useParams()[param] ?? '';
  return <Navigate to={target(value)} replace />;
}
