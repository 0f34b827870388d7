import { Button, ButtonGroup, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLTable, InputGroup, NonIdealState, Spinner, Tag, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { showToast } from '../../../components/toaster';
import { useErrorText } from '../../../lib/form-messages';
import { fieldProps, formMessageOf, useZodForm } from '../../../lib/forms';
import { useAddTutorToActiveListMutation } from '../graphql/add-tutor-to-active-list';
import { useOnboardedTutorsByNameQuery } from '../graphql/get-onboarded-tutors-by-name';
import { useApplicantOnboardingQuery } from '../graphql/get-applicant-onboarding';
import { AdminTutorOnboarding, useTutorsToOnboardQuery } from '../graphql/get-tutors-to-onboard';
import { useUnOnboardedTutorsByNameQuery } from '../graphql/get-un-onboarded-tutors-by-name';
import { useOnBoardTutorMutation } from '../graphql/on-board-tutor';
import { useSendBackTutorOnboardingMutation } from '../graphql/send-back-tutor-onboarding';
import { HistoryLink } from './HistoryLink';

/** Spec section 9: pages of 10; a shorter page is the last. */
const PAGE_SIZE = 10;
/** Product names, the same in every language. */
const PAYOUT_METHOD_NAMES: Record<string, string> = { stripeConnect: 'Stripe Connect', venmo: 'Venmo', paypal: 'PayPal' };

type Listing = 'waiting' | 'notOnboarded' | 'onboarded';

/** /admin/onboard: applications waiting for review, tutors found by name, and one application opened to decide on. */
export function OnboardingTab() {
  const intl = useIntl();
  const [listing, setListing] = useState<Listing>('waiting');
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<string | null>(null);
  const searching = name.trim().length > 0;
  const waiting = useTutorsToOnboardQuery(page);
  const notOnboarded = useUnOnboardedTutorsByNameQuery(name.trim(), page, listing !== 'notOnboarded' || !searching);
  const onboarded = useOnboardedTutorsByNameQuery(name.trim(), page, listing !== 'onboarded' || !searching);
  const current =
    listing === 'waiting'
      ? { rows: waiting.data?.getTutorsToOnboard, loading: waiting.loading, error: waiting.error }
      : listing === 'notOnboarded'
        ? { rows: notOnboarded.data?.getUnOnboardedTutorsByName, loading: notOnboarded.loading, error: notOnboarded.error }
        : { rows: onboarded.data?.getOnboardedTutorsByName, loading: onboarded.loading, error: onboarded.error };
  const choose = (next: Listing) => {
    setListing(next);
    setPage(1);
  };
  return (
    <div className="admin-onboarding">
      <ButtonGroup className="admin-onboarding-listings">
        {(['waiting', 'notOnboarded', 'onboarded'] as const).map((each) => (
          <Button key={each} active={listing === each} onClick={() => choose(each)} text={<FormattedMessage id={`admin.onboarding.listing.${each}`} />} />
        ))}
      </ButtonGroup>
      {listing !== 'waiting' && (
        <FormGroup label={<FormattedMessage id="admin.onboarding.name" />} labelFor="admin-onboarding-name">
          <InputGroup
            id="admin-onboarding-name"
            type="search"
            leftIcon="search"
            value={name}
            placeholder={intl.formatMessage({ id: 'admin.onboarding.namePlaceholder' })}
            onValueChange={(next) => {
              setName(next);
              setPage(1);
            }}
          />
        </FormGroup>
      )}
      {listing !== 'waiting' && !searching ? (
        <p>
          <FormattedMessage id="admin.onboarding.typeName" />
        </p>
      ) : !current.rows && current.loading ? (
        <Spinner size={24} />
      ) : current.error && !current.rows ? (
        <Callout intent="danger" role="alert">
          <FormattedMessage id="admin.onboarding.loadFailed" />
        </Callout>
      ) : !current.rows || current.rows.length === 0 ? (
        <NonIdealState icon="people" title={<FormattedMessage id={listing === 'waiting' ? 'admin.onboarding.emptyWaiting' : 'admin.onboarding.emptyFound'} />} />
      ) : (
        <ApplicationsTable rows={current.rows} onOpen={setOpened} />
      )}
      <ButtonGroup className="admin-onboarding-pages">
        <Button icon="chevron-left" disabled={page <= 1} onClick={() => setPage(page - 1)} text={<FormattedMessage id="admin.onboarding.previous" />} />
        <Button endIcon="chevron-right" disabled={(current.rows?.length ?? 0) < PAGE_SIZE} onClick={() => setPage(page + 1)} text={<FormattedMessage id="admin.onboarding.next" />} />
      </ButtonGroup>
      {opened && <ApplicationDialog tutorId={opened} onClose={() => setOpened(null)} />}
    </div>
  );
}

function StatusTag({ tutor }: { tutor: Pick<AdminTutorOnboarding, 'status'> }) {
  const intent = tutor.status === 'onboarded' ? 'success' : tutor.status === 'submitted' ? 'primary' : 'none';
  return (
    <Tag minimal intent={intent}>
      <FormattedMessage id={`admin.onboarding.status.${tutor.status}`} />
    </Tag>
  );
}

function ApplicationsTable({ rows, onOpen }: { rows: AdminTutorOnboarding[]; onOpen: (tutorId: string) => void }) {
  const intl = useIntl();
  return (
    <HTMLTable striped className="admin-table" aria-label={intl.formatMessage({ id: 'admin.onboarding.table' })}>
      <thead>
        <tr>
          <th>
            <FormattedMessage id="admin.onboarding.tutor" />
          </th>
          <th>
            <FormattedMessage id="admin.onboarding.status" />
          </th>
          <th>
            <FormattedMessage id="admin.onboarding.submitted" />
          </th>
          <th>
            <FormattedMessage id="admin.onboarding.actions" />
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((tutor) => (
          <tr key={tutor.tutorId}>
            <td>
              {tutor.firstName} {tutor.lastName}
            </td>
            <td>
              <StatusTag tutor={tutor} />
            </td>
            <td>{tutor.tutorOnboardingSubmitTime ? <FormattedDate value={tutor.tutorOnboardingSubmitTime} dateStyle="medium" timeStyle="short" /> : '—'}</td>
            <td>
              <Button size="small" onClick={() => onOpen(tutor.tutorId)} text={<FormattedMessage id="admin.onboarding.open" />} aria-label={intl.formatMessage({ id: 'admin.onboarding.openFor' }, { name: `${tutor.firstName} ${tutor.lastName}` })} />{' '}
              <HistoryLink kind="user" id={tutor.tutorId} name={`${tutor.firstName} ${tutor.lastName}`} />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** The send-back reason: required, at most 1000 characters (the server's rule too). */
const sendBackSchema = z.object({
  reason: z.string().check(z.refine((reason) => reason.trim().length > 0, 'admin.onboarding.reasonRequired'), z.refine((reason) => reason.trim().length <= 1000, 'admin.onboarding.reasonTooLong')),
});
type SendBackValues = z.infer<typeof sendBackSchema>;

function ApplicationDialog({ tutorId, onClose }: { tutorId: string; onClose: () => void }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const { data, loading } = useApplicantOnboardingQuery(tutorId);
  const [onboard, onboarding] = useOnBoardTutorMutation();
  const [sendBack, sendingBack] = useSendBackTutorOnboardingMutation();
  const [addToActiveList, adding] = useAddTutorToActiveListMutation();
  const [failure, setFailure] = useState<string>();
  const form = useZodForm<SendBackValues>(sendBackSchema, { reason: '' });
  const reason = fieldProps(form, 'reason');
  const reasonError = formMessageOf(form.formState.errors.reason);
  const tutor = data?.getTutorOnboarding.onboarding;
  const run = async (action: () => Promise<unknown>, done: string) => {
    setFailure(undefined);
    try {
      await action();
      void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: done }) });
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  const yes = <FormattedMessage id="admin.onboarding.yes" />;
  const no = <FormattedMessage id="admin.onboarding.no" />;
  return (
    <Dialog isOpen onClose={onClose} title={tutor ? `${tutor.firstName} ${tutor.lastName}` : intl.formatMessage({ id: 'admin.onboarding.application' })}>
      <DialogBody>
        {!tutor ? (
          loading ? <Spinner size={24} /> : <Callout intent="danger"><FormattedMessage id="admin.onboarding.loadFailed" /></Callout>
        ) : (
          <>
            <dl className="admin-onboarding-facts">
              <dt><FormattedMessage id="admin.onboarding.status" /></dt>
              <dd><StatusTag tutor={tutor} /></dd>
              <dt><FormattedMessage id="admin.onboarding.agreement" /></dt>
              <dd>{tutor.hasSignedAgreement ? <FormattedMessage id="admin.onboarding.agreementSigned" values={{ version: tutor.agreementVersion ?? '—' }} /> : no}</dd>
              <dt><FormattedMessage id="admin.onboarding.quiz" /></dt>
              <dd>{tutor.tutorQuizSubmitted ? yes : no}</dd>
              <dt><FormattedMessage id="admin.onboarding.video" /></dt>
              <dd>{tutor.onboardVideoLink ? <a href={tutor.onboardVideoLink} target="_blank" rel="noopener noreferrer">{tutor.onboardVideoLink}</a> : no}</dd>
              <dt><FormattedMessage id="admin.onboarding.payout" /></dt>
              <dd>{tutor.primaryPayoutMethod ? PAYOUT_METHOD_NAMES[tutor.primaryPayoutMethod] ?? tutor.primaryPayoutMethod : no}</dd>
              <dt><FormattedMessage id="admin.onboarding.visible" /></dt>
              <dd>{tutor.isVisible ? yes : no}</dd>
              {tutor.sentBackReason && (
                <>
                  <dt><FormattedMessage id="admin.onboarding.lastSentBack" /></dt>
                  <dd>{tutor.sentBackReason}</dd>
                </>
              )}
            </dl>
            {tutor.status === 'submitted' && (
              <form
                noValidate
                onSubmit={(event) => void form.handleSubmit((values) => run(() => sendBack({ variables: { tutorId, reason: values.reason.trim() } }), 'admin.onboarding.sentBack'))(event)}
              >
                <FormGroup
                  label={<FormattedMessage id="admin.onboarding.reason" />}
                  labelFor="admin-onboarding-reason"
                  intent={reasonError ? 'danger' : 'none'}
                  helperText={reasonError && <span id="admin-onboarding-reason-error">{'id' in reasonError ? intl.formatMessage({ id: reasonError.id }) : reasonError.server}</span>}
                >
                  <TextArea
                    id="admin-onboarding-reason"
                    fill
                    value={reason.value}
                    onChange={(event) => reason.onChange(event.currentTarget.value)}
                    aria-invalid={reasonError ? true : undefined}
                    aria-describedby={reasonError ? 'admin-onboarding-reason-error' : undefined}
                  />
                </FormGroup>
                <Button type="submit" intent="warning" loading={sendingBack.loading} text={<FormattedMessage id="admin.onboarding.sendBack" />} />
              </form>
            )}
            {failure && (
              <Callout intent="danger" compact role="alert">
                {failure}
              </Callout>
            )}
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          tutor && (
            <>
              {!tutor.isOnboarded && (
                <Button intent="success" loading={onboarding.loading} onClick={() => void run(() => onboard({ variables: { tutorId } }), 'admin.onboarding.onboarded')} text={<FormattedMessage id="admin.onboarding.onboard" />} />
              )}
              {tutor.isOnboarded && !tutor.isOnActiveList && (
                <Button loading={adding.loading} onClick={() => void run(() => addToActiveList({ variables: { tutorId } }), 'admin.onboarding.addedToActiveList')} text={<FormattedMessage id="admin.onboarding.addToActiveList" />} />
              )}
              {tutor.isOnActiveList && (
                <Tag minimal intent="success" icon="tick">
                  <FormattedMessage id="admin.onboarding.onActiveList" />
                </Tag>
              )}
              <Button onClick={onClose} text={<FormattedMessage id="admin.onboarding.close" />} />
            </>
          )
        }
      />
    </Dialog>
  );
}
