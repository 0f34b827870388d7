import { Button, Callout, Card, Classes, H1, H2, Icon, Spinner, Tag } from '@blueprintjs/core';
import { FormEvent, ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { LinkButton } from '../../../components/LinkButton';
import { TextField } from '../../../components/form/TextField';
import { AddCardForm } from '../../../components/payments/AddCardForm';
import { brandName } from '../../../components/payments/card-brand';
import { FormMessage, serverFieldMessages, serverMessage } from '../../../lib/form-messages';
import { GET_CURRENT_USER } from '../../../lib/session/get-current-user';
import { useSession } from '../../../lib/session/SessionProvider';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useFormatFormMessage } from '../form-messages';
import { useEditCurrentLocationMutation } from '../graphql/edit-current-location';
import { useWelcomeProgressQuery } from '../graphql/get-welcome-progress';
import { useResendVerification } from '../hooks/useResendVerification';
import {
  firstOpenStep,
  isWelcomeStepDone,
  LEAD_WELCOME_PATH,
  LEAD_WELCOME_STEPS,
  leadWelcomeStepOf,
  leadWelcomeStepPath,
  pathAfter,
  WELCOME_DONE_PATH,
  WelcomeProgress,
  WelcomeStep,
  welcomeStepOf,
  welcomeStepPath,
  welcomeStepsFor,
} from '../welcome-steps';
import { FormError } from './FormError';
import { VerifyAccountPage } from './VerifyAccountPage';
import './auth.css';

/** The account's progress through the steps, for the signed-in user; the page waits while it loads. */
function useWelcome(loginRedirect: string) {
  const { user, loading, isClient } = useSession();
  const query = useWelcomeProgressQuery(isClient, !user);
  const data = query.data;
  const progress: WelcomeProgress | null = data?.getCurrentUserV2
    ? {
        emailVerified: data.getCurrentUserV2.email.verified,
        hasLocation: Boolean(data.getCurrentUserV2.profile.currentLocation),
        hasCard: (data.getCreditCardData?.length ?? 0) > 0,
      }
    : null;
  const gate = loading || (user && !data && query.loading) ? <Spinner /> : !user ? <Navigate to={`/login?redirect=${encodeURIComponent(loginRedirect)}`} replace /> : null;
  return { user, isClient, progress, data, gate, refetch: query.refetch };
}

function LoadFailed() {
  return (
    <Callout intent="danger" role="alert">
      <FormattedMessage id="welcome.loadFailed" />
    </Callout>
  );
}

/** /welcome (and /welcome#e_mail): where sign-up lands: what the account still lacks, each step skippable. */
export function WelcomePage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'welcome.title' }));
  const welcome = useWelcome('/welcome');
  if (welcome.gate) return welcome.gate;
  if (!welcome.user || !welcome.progress) return <LoadFailed />;
  const { progress, user } = welcome;
  const steps = welcomeStepsFor(welcome.isClient);
  const open = firstOpenStep(steps, progress);
  return (
    <div className="welcome-page">
      <H1>
        <FormattedMessage id="welcome.heading" values={{ firstName: user.profile.firstName }} />
      </H1>
      <p>
        <FormattedMessage id={open ? 'welcome.intro' : 'welcome.introDone'} />
      </p>
      <Card>
        <H2 className="welcome-steps-heading">
          <FormattedMessage id="welcome.steps" />
        </H2>
        <ol className={`welcome-step-list ${Classes.LIST_UNSTYLED}`} aria-label={intl.formatMessage({ id: 'welcome.steps' })}>
          {steps.map((step) => {
            const done = isWelcomeStepDone(step, progress);
            return (
              <li key={step} id={step === 'verify-account' ? 'e_mail' : undefined} className="welcome-step-item">
                <Icon icon={done ? 'tick-circle' : 'circle'} intent={done ? 'success' : 'none'} />
                <Link to={welcomeStepPath(step)}>
                  <FormattedMessage id={`welcome.step.${step}`} />
                </Link>
                <Tag minimal intent={done ? 'success' : 'none'}>
                  <FormattedMessage id={done ? 'welcome.done' : step === 'request-a-tutor' ? 'welcome.optional' : 'welcome.toDo'} />
                </Tag>
              </li>
            );
          })}
        </ol>
        <div className="auth-button-row">
          {open ? (
            <LinkButton intent="primary" to={welcomeStepPath(open)} text={<FormattedMessage id="welcome.start" />} />
          ) : (
            <LinkButton intent="primary" to="/search" text={<FormattedMessage id="welcome.findTutor" />} />
          )}
          <LinkButton variant="minimal" to={WELCOME_DONE_PATH} text={<FormattedMessage id="welcome.skipAll" />} />
        </div>
      </Card>
    </div>
  );
}

/**
 * /welcome/:step. The e-mailed link /welcome/verify-account?token=… verifies the address
 * (VerifyAccountPage); without a token the step asks for the verification.
 */
export function WelcomeStepRoute({ requestATutor }: { requestATutor: RequestATutorOffer }) {
  const { step: param } = useParams();
  const [searchParams] = useSearchParams();
  const step = welcomeStepOf(param);
  if (step === 'verify-account' && searchParams.get('token')) return <VerifyAccountPage />;
  if (!step) return <Navigate to="/welcome" replace />;
  return <WelcomeStepPage step={step} requestATutor={requestATutor} />;
}

/** Whether the request step may send to /request-a-tutor: the client flag is on, or a visitor's request waits there. */
export interface RequestATutorOffer {
  available: boolean;
  kept: boolean;
}

function WelcomeStepPage({ step, requestATutor }: { step: WelcomeStep; requestATutor: RequestATutorOffer }) {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: `welcome.step.${step}` }));
  const welcome = useWelcome(welcomeStepPath(step));
  const navigate = useNavigate();
  if (welcome.gate) return welcome.gate;
  if (!welcome.user || !welcome.progress || !welcome.data?.getCurrentUserV2) return <LoadFailed />;
  const steps = welcomeStepsFor(welcome.isClient);
  if (!steps.includes(step)) return <Navigate to="/welcome" replace />;
  const next = pathAfter(step, steps);
  const done = isWelcomeStepDone(step, welcome.progress);
  const isLast = next === WELCOME_DONE_PATH;
  const account = welcome.data.getCurrentUserV2;
  // The progress is read again, so the overview shows the step done.
  const goOn = () => {
    void welcome.refetch().catch(() => undefined);
    navigate(next);
  };
  return (
    <StepFrame
      heading={<FormattedMessage id={`welcome.step.${step}`} />}
      counter={<FormattedMessage id="welcome.stepOf" values={{ step: steps.indexOf(step) + 1, total: steps.length }} />}
      actions={
        <>
          <Link to="/welcome">
            <FormattedMessage id="welcome.overview" />
          </Link>
          {done || step === 'request-a-tutor' ? (
            <LinkButton intent="primary" to={next} text={<FormattedMessage id={isLast ? 'welcome.finish' : 'welcome.next'} />} />
          ) : (
            <LinkButton variant="minimal" to={next} text={<FormattedMessage id="welcome.skip" />} />
          )}
        </>
      }
    >
      {step === 'verify-account' && <VerifyStep email={account.email.address} verified={account.email.verified} />}
      {step === 'location' && <LocationStep current={account.profile.currentLocation ?? null} onSaved={goOn} />}
      {step === 'payment' && <PaymentStep cards={welcome.data.getCreditCardData ?? []} onAdded={goOn} />}
      {step === 'request-a-tutor' && <RequestStep offer={requestATutor} />}
    </StepFrame>
  );
}

function StepFrame({ heading, counter, actions, children }: { heading: ReactNode; counter: ReactNode; actions: ReactNode; children: ReactNode }) {
  return (
    <Card className="welcome-step">
      <p className={Classes.TEXT_MUTED}>{counter}</p>
      <H1>{heading}</H1>
      {children}
      <div className="welcome-step-actions">{actions}</div>
    </Card>
  );
}

function VerifyStep({ email, verified }: { email: string; verified: boolean }) {
  const format = useFormatFormMessage();
  const resend = useResendVerification();
  if (verified) {
    return (
      <Callout intent="success" icon="tick-circle">
        <FormattedMessage id="welcome.verify.done" values={{ email: <strong>{email}</strong> }} />
      </Callout>
    );
  }
  return (
    <>
      <p>
        <FormattedMessage id="welcome.verify.pending" values={{ email: <strong>{email}</strong> }} />
      </p>
      <Button icon="envelope" loading={resend.loading} onClick={() => void resend.resend()} text={<FormattedMessage id="auth.welcome.resend" />} />
      <FormError>{format(resend.error)}</FormError>
    </>
  );
}

function LocationStep({ current, onSaved }: { current: { zip: string; city: string; state: string } | null; onSaved: () => void }) {
  const format = useFormatFormMessage();
  const [zipCode, setZipCode] = useState(current?.zip ?? '');
  const [error, setError] = useState<FormMessage>();
  const [save, { loading }] = useEditCurrentLocationMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!zipCode.trim()) {
      setError({ id: 'welcome.location.zipRequired' });
      return;
    }
    try {
      await save({ variables: { zipCode: zipCode.trim() }, refetchQueries: [{ query: GET_CURRENT_USER }] });
      onSaved();
    } catch (caught) {
      setError(serverFieldMessages(caught).zipCode ?? serverMessage(caught));
    }
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <p>
        <FormattedMessage id="welcome.location.body" />
      </p>
      {current && (
        <Callout intent="success" icon="map-marker" compact>
          <FormattedMessage id="welcome.location.current" values={current} />
        </Callout>
      )}
      <TextField
        id="welcome-zip-code"
        autoComplete="postal-code"
        label={<FormattedMessage id="welcome.location.zip" />}
        value={zipCode}
        onChange={(value) => {
          setZipCode(value);
          setError(undefined);
        }}
        error={format(error)}
      />
      <Button type="submit" intent="primary" loading={loading} text={<FormattedMessage id="welcome.location.save" />} />
    </form>
  );
}

function PaymentStep({ cards, onAdded }: { cards: ReadonlyArray<{ id: string; brand: string; last4: string }>; onAdded: () => void }) {
  return (
    <>
      <p>
        <FormattedMessage id="welcome.payment.body" />
      </p>
      {cards.length > 0 ? (
        <ul className={Classes.LIST_UNSTYLED}>
          {cards.map((card) => (
            <li key={card.id}>
              <Icon icon="credit-card" /> <FormattedMessage id="welcome.payment.onFile" values={{ brand: brandName(card.brand), last4: card.last4 }} />
            </li>
          ))}
        </ul>
      ) : (
        <AddCardForm onAdded={onAdded} />
      )}
    </>
  );
}

function RequestStep({ offer }: { offer: RequestATutorOffer }) {
  return (
    <>
      <p>
        <FormattedMessage id="welcome.request.body" />
      </p>
      {offer.kept && (
        <Callout intent="primary" icon="envelope">
          <FormattedMessage id="welcome.request.kept" />
        </Callout>
      )}
      <div className="auth-button-row">
        {offer.available && <LinkButton intent="warning" to="/request-a-tutor" text={<FormattedMessage id="welcome.request.send" />} />}
        <LinkButton to="/search" text={<FormattedMessage id="welcome.findTutor" />} />
      </div>
    </>
  );
}

/**
 * /w/h, /w/h/payment and /w/h/complete: the start of a client the team already knows (an accepted
 * invitation or a personalised sign-up): a card, then done.
 */
export function LeadWelcomePage() {
  const intl = useIntl();
  const { step: param } = useParams();
  const step = param === undefined ? null : leadWelcomeStepOf(param);
  usePageTitle(intl.formatMessage({ id: 'welcome.lead.title' }));
  const welcome = useWelcome(param ? leadWelcomeStepPath(step ?? 'payment') : LEAD_WELCOME_PATH);
  const navigate = useNavigate();
  if (param !== undefined && !step) return <Navigate to={LEAD_WELCOME_PATH} replace />;
  if (welcome.gate) return welcome.gate;
  if (!welcome.user || !welcome.data) return <LoadFailed />;
  const complete = leadWelcomeStepPath('complete');
  if (step === 'payment') {
    const cards = welcome.data.getCreditCardData ?? [];
    return (
      <StepFrame
        heading={<FormattedMessage id="welcome.step.payment" />}
        counter={<FormattedMessage id="welcome.stepOf" values={{ step: 1, total: LEAD_WELCOME_STEPS.length }} />}
        actions={<LinkButton intent={cards.length > 0 ? 'primary' : 'none'} variant={cards.length > 0 ? 'solid' : 'minimal'} to={complete} text={<FormattedMessage id={cards.length > 0 ? 'welcome.next' : 'welcome.skip'} />} />}
      >
        <PaymentStep
          cards={cards}
          onAdded={() => {
            void welcome.refetch().catch(() => undefined);
            navigate(complete);
          }}
        />
      </StepFrame>
    );
  }
  if (step === 'complete') {
    return (
      <Card className="welcome-step">
        <H1>
          <FormattedMessage id="welcome.lead.complete.heading" />
        </H1>
        <p>
          <FormattedMessage id="welcome.lead.complete.body" />
        </p>
        <div className="auth-button-row">
          <LinkButton intent="primary" to={WELCOME_DONE_PATH} text={<FormattedMessage id="welcome.lead.complete.dashboard" />} />
          <LinkButton to="/inbox" text={<FormattedMessage id="welcome.lead.complete.inbox" />} />
        </div>
      </Card>
    );
  }
  return (
    <Card className="welcome-step">
      <H1>
        <FormattedMessage id="welcome.lead.heading" values={{ firstName: welcome.user.profile.firstName }} />
      </H1>
      <p>
        <FormattedMessage id="welcome.lead.intro" />
      </p>
      <div className="auth-button-row">
        <LinkButton intent="primary" to={leadWelcomeStepPath('payment')} text={<FormattedMessage id="welcome.lead.start" />} />
        <LinkButton variant="minimal" to={complete} text={<FormattedMessage id="welcome.skip" />} />
      </div>
    </Card>
  );
}
