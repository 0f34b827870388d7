import { Dialog, DialogBody, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useTutorRequestPreferencesQuery } from '../graphql/get-tutor-request-preferences';
import { TutorRequestForm } from './TutorRequestForm';
import { TutorRequestSuccess } from './TutorRequestSuccess';
import './requests.css';

export interface RequestedTutor {
  /** The tutor's user id. */
  id: string;
  firstName?: string;
}

/**
 * Spec section 2, Tutor request dialog: the request form, prefilled from the saved preferences,
 * then the success view once a send returns true.
 */
export function TutorRequestDialog({ tutor, isOpen, onClose }: { tutor: RequestedTutor; isOpen: boolean; onClose: () => void }) {
  const intl = useIntl();
  const [step, setStep] = useState<'form' | 'success'>('form');
  const { data, loading } = useTutorRequestPreferencesQuery();
  const close = () => {
    onClose();
    setStep('form');
  };
  const title = tutor.firstName
    ? intl.formatMessage({ id: 'requests.dialog.title' }, { name: tutor.firstName })
    : intl.formatMessage({ id: 'requests.dialog.titleNoName' });
  return (
    <Dialog isOpen={isOpen} onClose={close} title={title} icon="send-message" className="tutor-request-dialog">
      <DialogBody>
        {step === 'success' ? (
          <TutorRequestSuccess tutorName={tutor.firstName} onClose={close} />
        ) : loading && !data ? (
          <Spinner aria-label={intl.formatMessage({ id: 'requests.dialog.loading' })} />
        ) : (
          <TutorRequestForm
            tutorId={tutor.id}
            preferences={data?.getCurrentUserV2?.profile.tutorRequestPreferences ?? null}
            onSent={() => setStep('success')}
            onCancel={close}
          />
        )}
      </DialogBody>
    </Dialog>
  );
}
