import { AnchorButton, Callout } from '@blueprintjs/core';
import { MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { REQUEST_A_TUTOR_PATH } from '../search-constants';

/**
 * Spec: for signed-out users and admins, 'Please reach out to our team to get a personal
 * recommendation to one of our top {course} tutors', the team follows up within 24 hours, and a
 * Request a Tutor button to /request-a-tutor.
 */
export function RequestATutorPrompt({ course }: { course: string }) {
  const href = useHref(REQUEST_A_TUTOR_PATH);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(REQUEST_A_TUTOR_PATH);
  return (
    <Callout className="request-a-tutor-prompt">
      <p>
        <FormattedMessage id="tutorSearch.courses.reachOut" values={{ course }} />
      </p>
      <p>
        <FormattedMessage id="tutorSearch.courses.followUp" />
      </p>
      <AnchorButton
        role="link"
        intent="warning"
        href={href}
        onClick={(event: MouseEvent<HTMLElement>) => handleClick(event as MouseEvent<HTMLAnchorElement>)}
        text={<FormattedMessage id="tutorSearch.requestATutor" />}
      />
    </Callout>
  );
}
