import { Button, Callout, Card, Classes, FormGroup, H3, HTMLSelect, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { RelativeTime } from '../../../components/RelativeTime';
import { TextField } from '../../../components/form/TextField';
import { showToast } from '../../../components/toaster';
import { FormMessage, serverMessage } from '../../../lib/form-messages';
import { applyServerErrors, fieldProps, formMessageOf, schemaWithRules, useZodForm } from '../../../lib/forms';
import type { ClientProfileType } from '../../../lib/graphql/generated';
import { useIdempotencyKey } from '../../../lib/useIdempotencyKey';
import { useFormatInvitationMessage } from '../form-messages';
import { useSentInvitationsQuery } from '../graphql/get-sent-invitations';
import { Invitation } from '../graphql/invitation-fields';
import { useInviteClientMutation } from '../graphql/invite-client';
import { useResendInviteEmailMutation } from '../graphql/resend-invite-email';
import './invitations.css';

const CLIENT_PROFILE_TYPES: readonly ClientProfileType[] = ['PARENT', 'STUDENT', 'OTHER'];

interface InviteValues {
  firstName: string;
  lastName: string;
  email: string;
  clientProfileType: ClientProfileType;
}

const EMPTY: InviteValues = { firstName: '', lastName: '', email: '', clientProfileType: 'PARENT' };

// The sign-up's rules (spec section 5); the server checks them again.
const inviteSchema = schemaWithRules(
  z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), clientProfileType: z.enum(['PARENT', 'STUDENT', 'OTHER']) }),
  (values: InviteValues) => ({
    firstName: values.firstName.trim() ? undefined : 'invitations.validation.firstName',
    lastName: values.lastName.trim() ? undefined : 'invitations.validation.lastName',
    email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()) ? undefined : 'invitations.validation.email',
  }),
);

/**
 * Invite a client by e-mail, and the invitations sent with their state and a Resend: on a tutor's
 * /tutor-refer-client (their own) and the admin panel's Invite tab (everyone's).
 */
export function InviteClientPanel({ audience }: { audience: 'tutor' | 'admin' }) {
  return (
    <div className="invite-client-panel">
      <InviteClientForm audience={audience} />
      <SentInvitations />
    </div>
  );
}

function InviteClientForm({ audience }: { audience: 'tutor' | 'admin' }) {
  const intl = useIntl();
  const format = useFormatInvitationMessage();
  const key = useIdempotencyKey();
  const [invite, { loading }] = useInviteClientMutation();
  const form = useZodForm<InviteValues>(inviteSchema, EMPTY);
  const { errors } = form.formState;
  const [formError, setFormError] = useState<FormMessage>();

  const submit = async (values: InviteValues) => {
    setFormError(undefined);
    try {
      const input = { firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim(), clientProfileType: values.clientProfileType };
      await invite({ variables: { input, idempotencyKey: key.current() } });
      key.next();
      form.reset(EMPTY);
      void showToast({ intent: 'success', icon: 'envelope', message: intl.formatMessage({ id: 'invitations.sent' }, { email: input.email }) });
    } catch (error) {
      setFormError(applyServerErrors(form, error, (field) => (['firstName', 'lastName', 'email', 'clientProfileType'].includes(field) ? (field as keyof InviteValues) : undefined)));
    }
  };

  return (
    <Card>
      <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate aria-labelledby="invite-client-heading">
        <H3 id="invite-client-heading">
          <FormattedMessage id="invitations.panel.heading" />
        </H3>
        <p className={Classes.TEXT_MUTED}>
          <FormattedMessage id={audience === 'admin' ? 'invitations.panel.adminIntro' : 'invitations.panel.intro'} />
        </p>
        <div className="invite-client-names">
          <TextField id="invite-first-name" label={<FormattedMessage id="invitations.field.firstName" />} {...fieldProps(form, 'firstName')} error={format(formMessageOf(errors.firstName))} />
          <TextField id="invite-last-name" label={<FormattedMessage id="invitations.field.lastName" />} {...fieldProps(form, 'lastName')} error={format(formMessageOf(errors.lastName))} />
        </div>
        <TextField id="invite-email" type="email" label={<FormattedMessage id="invitations.field.email" />} {...fieldProps(form, 'email')} error={format(formMessageOf(errors.email))} />
        <FormGroup label={<FormattedMessage id="invitations.field.clientProfileType" />} labelFor="invite-client-profile-type">
          <HTMLSelect
            id="invite-client-profile-type"
            value={form.watch('clientProfileType')}
            onChange={(event) => form.setValue('clientProfileType', event.currentTarget.value as ClientProfileType)}
            options={CLIENT_PROFILE_TYPES.map((type) => ({ value: type, label: intl.formatMessage({ id: `invitations.clientProfileType.${type}` }) }))}
          />
        </FormGroup>
        {formError && (
          <Callout intent="danger" compact role="alert">
            {format(formError)}
          </Callout>
        )}
        <Button type="submit" intent="primary" icon="envelope" loading={loading} text={<FormattedMessage id="invitations.send" />} />
      </form>
    </Card>
  );
}

function SentInvitations() {
  const intl = useIntl();
  const { data, loading, error } = useSentInvitationsQuery();
  const invitations = data?.getSentInvitations;
  return (
    <Card>
      <H3 id="sent-invitations-heading">
        <FormattedMessage id="invitations.list.heading" />
      </H3>
      {!invitations && loading ? (
        <Spinner size={20} />
      ) : !invitations || error ? (
        <Callout intent="danger" compact role="alert">
          <FormattedMessage id="invitations.list.loadFailed" />
        </Callout>
      ) : invitations.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>
          <FormattedMessage id="invitations.list.empty" />
        </p>
      ) : (
        <ul className={`invitation-list ${Classes.LIST_UNSTYLED}`} aria-label={intl.formatMessage({ id: 'invitations.list.heading' })}>
          {invitations.map((invitation) => (
            <InvitationRow key={invitation.id} invitation={invitation} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function InvitationRow({ invitation }: { invitation: Invitation }) {
  const intl = useIntl();
  const format = useFormatInvitationMessage();
  const [resend, { loading }] = useResendInviteEmailMutation();
  const [failure, setFailure] = useState<FormMessage>();
  const name = `${invitation.firstName} ${invitation.lastName}`;
  return (
    <li className="invitation-row" aria-label={name}>
      <span>
        <strong>{name}</strong> <span className={Classes.TEXT_MUTED}>{invitation.email}</span>
      </span>
      <Tag minimal intent={invitation.status === 'ACCEPTED' ? 'success' : 'none'}>
        <FormattedMessage id={`invitations.status.${invitation.status}`} />
      </Tag>
      <span className={Classes.TEXT_MUTED}>
        <FormattedMessage id="invitations.lastSent" values={{ date: <RelativeTime moment={invitation.lastSentAt} /> }} />
      </span>
      {invitation.status === 'PENDING' && (
        <Button
          size="small"
          icon="refresh"
          loading={loading}
          text={<FormattedMessage id="invitations.resend" />}
          onClick={() => {
            setFailure(undefined);
            resend({ variables: { invitationId: invitation.id } }).then(
              () => void showToast({ intent: 'success', icon: 'envelope', message: intl.formatMessage({ id: 'invitations.resent' }, { email: invitation.email }) }),
              (error: unknown) => setFailure(serverMessage(error)),
            );
          }}
        />
      )}
      {failure && (
        <span role="alert" className="invitation-row-error">
          {format(failure)}
        </span>
      )}
    </li>
  );
}
