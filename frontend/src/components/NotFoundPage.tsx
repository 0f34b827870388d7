import { AnchorButton, NonIdealState } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePageTitle } from '../lib/usePageTitle';

export function NotFoundPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'notFound.title' }));
  return (
    <NonIdealState
      icon="search"
      title={<FormattedMessage id="notFound.heading" />}
      description={<FormattedMessage id="notFound.body" />}
      action={<AnchorButton href="/" intent="primary" text={<FormattedMessage id="notFound.home" />} />}
    />
  );
}
