import { Button, ButtonProps } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../lib/session/SessionProvider';
import { ConnectTutor, useConnectWithTutor } from './useConnectWithTutor';

/**
 * The orange Connect button of a tutor card or profile (spec section 4, Connect click); it opens the
 * tutor request dialog. With `openOnArrival` (a link's `?connectForm=open`) it connects as soon as the
 * session is known: a signed-in user gets the dialog, a visitor signs in and comes back to the link.
 */
export function ConnectButton({ tutor, openOnArrival = false, ...props }: Omit<ButtonProps, 'onClick' | 'text'> & { tutor: ConnectTutor; openOnArrival?: boolean }) {
  const { connect, pending, dialog } = useConnectWithTutor();
  const { user, loading } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const arrived = useRef(false);
  // A tutor does not connect with themself: their own card and profile show no Connect.
  const isOwn = user?.id === tutor.id;
  useEffect(() => {
    if (!openOnArrival || loading || arrived.current || isOwn) return;
    arrived.current = true;
    if (user) connect(tutor);
    else navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
  }, [openOnArrival, loading, user, connect, tutor, navigate, location, isOwn]);
  if (isOwn) return null;
  return (
    <>
      <Button intent="warning" {...props} disabled={pending || props.disabled} text={<FormattedMessage id="tutor.connect" />} onClick={() => connect(tutor)} />
      {dialog}
    </>
  );
}
