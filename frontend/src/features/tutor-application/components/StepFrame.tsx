import { Button, Callout } from '@blueprintjs/core';
import { FormEvent, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface StepFrameProps {
  heading: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onBack?: () => void;
  saving: boolean;
  /** The step's message that belongs to no field. */
  error?: string;
  /** The last step submits the application instead of going on. */
  isLast?: boolean;
  children: ReactNode;
}

/** One step of the application: its heading, its fields, Back and Next, and its error under the buttons. */
export function StepFrame({ heading, onSubmit, onBack, saving, error, isLast = false, children }: StepFrameProps) {
  return (
    <form className="application-step" onSubmit={onSubmit} noValidate>
      <h3 className="application-step-heading">{heading}</h3>
      {children}
      <div className="application-step-buttons">
        {onBack && <Button text={<FormattedMessage id="tutorApplication.back" />} onClick={onBack} disabled={saving} />}
        <Button type="submit" intent="primary" loading={saving} text={<FormattedMessage id={isLast ? 'tutorApplication.submit' : 'tutorApplication.next'} />} />
      </div>
      {error && (
        <Callout intent="danger" compact role="alert" className="application-step-error">
          {error}
        </Callout>
      )}
    </form>
  );
}
