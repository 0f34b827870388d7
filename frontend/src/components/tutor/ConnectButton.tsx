import { Button, ButtonProps } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { ConnectTutor, useConnectWithTutor } from './useConnectWithTutor';

/** The orange Connect button of a tutor card or profile (spec section 4, Connect click); it opens the tutor request dialog. */
export function ConnectButton({ tutor, ...props }: Omit<ButtonProps, 'onClick' | 'text'> & { tutor: ConnectTutor }) {
  const { connect, pending, dialog } = useConnectWithTutor();
  return (
    <>
      <Button intent="warning" {...props} disabled={pending || props.disabled} text={<FormattedMessage id="tutor.connect" />} onClick={() => connect(tutor)} />
      {dialog}
    </>
  );
}
