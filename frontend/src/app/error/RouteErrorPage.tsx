import { Button, NonIdealState } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { usePageTitle } from '../../lib/usePageTitle';
import { NotFoundPage } from '../../components/NotFoundPage';

/** Spec: a failed route shows an error page with the error name and stack. */
export function RouteErrorPage() {
  const error = useRouteError();
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'error.title' }), intl.formatMessage({ id: 'error.loading' }));
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const details = error instanceof Error ? error : null;
  return (
    <NonIdealState
      icon="error"
      title={<FormattedMessage id="error.heading" />}
      description={<FormattedMessage id="error.body" />}
      action={<Button intent="primary" text={<FormattedMessage id="error.home" />} onClick={() => window.location.assign('/')} />}
    >
      {details && (
        <pre className="route-error-details" data-testid="route-error-details">
          {details.name}: {details.message}
          {details.stack ? `\n${details.stack}` : ''}
        </pre>
      )}
    </NonIdealState>
  );
}
