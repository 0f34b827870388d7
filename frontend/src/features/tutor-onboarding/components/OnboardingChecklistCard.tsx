import { Callout } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../../lib/language/LanguageProvider';
import { useSession } from '../../../lib/session/SessionProvider';
import { useTutorOnboardingQuery } from '../graphql/get-tutor-onboarding';
import { stepsLeft } from '../onboarding-steps';

/** On the dashboard of a tutor not onboarded yet: what is left, or that the application waits for an admin. */
export function OnboardingChecklistCard() {
  const intl = useIntl();
  const { user, isTutor, mode } = useSession();
  const { language } = useLanguage();
  const showing = user !== null && isTutor && mode === 'tutor';
  const { data } = useTutorOnboardingQuery(language, !showing);
  const checklist = data?.getTutorOnboarding;
  if (!showing || !checklist || checklist.onboarding.isOnboarded) return null;
  const left = stepsLeft(checklist.onboarding, checklist.hasSignedCurrentAgreement);
  return (
    <Callout intent="warning" icon="clipboard" title={intl.formatMessage({ id: 'tutorOnboarding.card.title' })} className="onboarding-checklist-card" role="region" aria-label={intl.formatMessage({ id: 'tutorOnboarding.card.title' })}>
      {left.length === 0 ? (
        <p>
          <FormattedMessage id="tutorOnboarding.card.waiting" />
        </p>
      ) : (
        <>
          <p>
            <FormattedMessage id="tutorOnboarding.card.left" />
          </p>
          <ul>
            {left.map((step) => (
              <li key={step}>
                <FormattedMessage id={`tutorOnboarding.step.${step}`} />
              </li>
            ))}
          </ul>
        </>
      )}
      <Link to="/dashboard/onboarding">
        <FormattedMessage id="tutorOnboarding.card.open" />
      </Link>
    </Callout>
  );
}
