import { AnchorButton, Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { usePageTitle } from '../../../lib/usePageTitle';

/** Whether a profile query failed because the tutor does not exist or may not be seen. */
export function isNotFound(error: unknown): boolean {
  const graphQLErrors = (error as { graphQLErrors?: Array<{ extensions?: { code?: unknown } }> } | null)?.graphQLErrors ?? [];
  return graphQLErrors.some((graphQLError) => graphQLError.extensions?.code === 'NOT_FOUND');
}

export function ProfileLoading() {
  const intl = useIntl();
  return <Spinner className="tutor-profile-loading" aria-label={intl.formatMessage({ id: 'tutorProfile.loading' })} />;
}

function FindATutorButton() {
  const href = useHref('/search');
  const handleClick = useLinkClickHandler<HTMLAnchorElement>('/search');
  return (
    <AnchorButton
      role="link"
      intent="primary"
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => handleClick(event as MouseEvent<HTMLAnchorElement>)}
      text={<FormattedMessage id="tutorProfile.findATutor" />}
    />
  );
}

export function ProfileNotFound() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'tutorProfile.notFound.title' }));
  return (
    <NonIdealState
      icon="search"
      title={<FormattedMessage id="tutorProfile.notFound.heading" />}
      description={<FormattedMessage id="tutorProfile.notFound.body" />}
      action={<FindATutorButton />}
    />
  );
}

/** Spec section 8: a failed tutor fetch says 'There was an issue fetching tutors.', with the error's text. */
export function ProfileError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <NonIdealState
      icon="error"
      title={<FormattedMessage id="tutorProfile.error" />}
      description={error instanceof Error ? error.message : String(error)}
      action={<Button intent="primary" text={<FormattedMessage id="tutorProfile.retry" />} onClick={onRetry} />}
    />
  );
}
