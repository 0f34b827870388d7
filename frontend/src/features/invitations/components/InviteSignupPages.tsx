import { Button, Card, H1, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { z } from 'zod/mini';
import { LinkButton } from '../../../components/LinkButton';
import { TextField } from '../../../components/form/TextField';
import { FormMessage } from '../../../lib/form-messages';
import { applyServerErrors, fieldProps, formMessageOf, schemaWithRules, useZodForm } from '../../../lib/forms';
import { useSession } from '../../../lib/session/SessionProvider';
import { useIdempotencyKey, withIdempotencyKey } from '../../../lib/useIdempotencyKey';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useFormatInvitationMessage } from '../form-messages';
import { useActivateAccountFromInviteMutation } from '../graphql/activate-account-from-invite';
import { useInvitedUserByTokenQuery } from '../graphql/get-invited-user-by-token';
import './invitations.css';

export const INVALID_INVITE_PATH = '/su/invalid';
/** Where an activated invitee lands: the short start of a client the team knows (a card, then done). */
const AFTER_ACTIVATION_PATH = '/w/h';

// Spec: a password is longer than 7 characters (and, as the server adds, not only spaces).
const passwordSchema = schemaWithRules(z.object({ password: z.string() }), (values: { password: string }) => ({
  password: values.password.length > 7 && /\S/.test(values.password) ? undefined : 'invitations.validation.password',
}));

/** /su/h/{ticketId}: the invitee chooses a password and lands signed in; a used, expired or unknown link shows /su/invalid. */
export function InviteSignupPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'invitations.accept.title' }));
  const { ticketId = '' } = useParams();
  const { data, loading, error } = useInvitedUserByTokenQuery(ticketId);
  if (loading) return <NonIdealState icon={<Spinner />} title={<FormattedMessage id="invitations.accept.loading" />} />;
  const invited = data?.getInvitedUserByToken;
  if (!invited || error) return <Navigate to={INVALID_INVITE_PATH} replace />;
  return (
    <Card className="invite-accept">
      <H1>
        <FormattedMessage id="invitations.accept.heading" values={{ firstName: invited.firstName }} />
      </H1>
      <p>
        <FormattedMessage
          id={invited.invitedByFirstName ? 'invitations.accept.body' : 'invitations.accept.bodyNoInviter'}
          values={{ inviter: invited.invitedByFirstName, email: <strong>{invited.email}</strong> }}
        />
      </p>
      <ActivateForm ticketId={ticketId} />
    </Card>
  );
}

function ActivateForm({ ticketId }: { ticketId: string }) {
  const format = useFormatInvitationMessage();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const key = useIdempotencyKey();
  const [activate, { loading }] = useActivateAccountFromInviteMutation();
  const form = useZodForm<{ password: string }>(passwordSchema, { password: '' });
  const [formError, setFormError] = useState<FormMessage>();

  const submit = async ({ password }: { password: string }) => {
    setFormError(undefined);
    try {
      const { data } = await activate({ variables: withIdempotencyKey({ token: ticketId, password }, key.current()) });
      if (!data) return;
      await signIn(data.activateAccountFromInvite.token);
      navigate(AFTER_ACTIVATION_PATH, { replace: true });
    } catch (error) {
      const message = applyServerErrors(form, error, (field) => (field === 'password' ? 'password' : undefined));
      // The link went bad meanwhile (used in another tab, replaced by a newer one): the invalid page says so.
      if (message && 'messageId' in message && message.messageId === 'invitation.invalidLink') navigate(INVALID_INVITE_PATH, { replace: true });
      else setFormError(message);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <TextField
        id="invite-password"
        type="password"
        autoComplete="new-password"
        label={<FormattedMessage id="invitations.accept.password" />}
        hint={<FormattedMessage id="invitations.accept.passwordHint" />}
        {...fieldProps(form, 'password')}
        error={format(formMessageOf(form.formState.errors.password))}
      />
      {formError && (
        <p role="alert" className="invitation-row-error">
          {format(formError)}
        </p>
      )}
      <Button type="submit" intent="primary" fill loading={loading} text={<FormattedMessage id="invitations.accept.submit" />} />
    </form>
  );
}

/** /su/invalid: 'This Invite Link Is Invalid': the link may have been used or mistyped. */
export function InvalidInvitePage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'invitations.invalid.title' }));
  return (
    <NonIdealState
      icon="disable"
      title={<FormattedMessage id="invitations.invalid.heading" />}
      description={<FormattedMessage id="invitations.invalid.body" />}
      action={
        <div className="auth-button-row">
          <LinkButton intent="primary" to="/login" text={<FormattedMessage id="invitations.invalid.login" />} />
          <LinkButton to="/signup" text={<FormattedMessage id="invitations.invalid.signup" />} />
        </div>
      }
    />
  );
}
