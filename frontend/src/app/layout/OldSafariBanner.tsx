import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isOldSafari } from './old-safari';

/** Spec: a banner warns that old Safari is unsupported and recommends Chrome, Firefox or Safari. */
export function OldSafariBanner({ userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent }: { userAgent?: string }) {
  const intl = useIntl();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || !isOldSafari(userAgent)) return null;
  return (
    <Callout intent="warning" icon="warning-sign" title={intl.formatMessage({ id: 'layout.safari.title' })} className="app-safari-banner">
      <FormattedMessage id="layout.safari.body" />
      <Button
        variant="minimal"
        icon="cross"
        className="app-safari-banner-dismiss"
        aria-label={intl.formatMessage({ id: 'layout.safari.dismiss' })}
        onClick={() => setDismissed(true)}
      />
    </Callout>
  );
}
