import { AnchorButton, Button, Callout, H3, H4, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { ReactNode, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { z } from 'zod/mini';
import { FormDialog } from '../../../components/form/FormDialog';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { showToast } from '../../../components/toaster';
import { applyServerErrors, fieldProps, formMessageOf, useZodForm } from '../../../lib/forms';
import { formMessageFormatter, useErrorText } from '../../../lib/form-messages';
import { AdminUserDetail, useAdminUserQuery } from '../graphql/get-admin-user';
import { useDeleteUserMutation } from '../graphql/delete-user';
import { useSaveNewUserPasswordMutation } from '../graphql/save-new-user-password';
import { adminUsersMessages } from '../users-messages';
import { RoleTags, useDisplayName } from './UsersTab';

/** Product names, the same in every language. */
const PAYOUT_METHOD_NAMES: Record<string, string> = { stripeConnect: 'Stripe Connect', venmo: 'Venmo', paypal: 'PayPal' };
/** The server's rules, checked here first: a password longer than 7 characters and not only spaces; a reason of at most 500. */
const passwordSchema = z.object({
  newPassword: z.string().check(z.refine((password) => password.length > 7 && /\S/.test(password), 'admin.users.passwordInvalid')),
});
const deleteSchema = z.object({
  reason: z.string().check(z.refine((reason) => reason.trim().length > 0, 'admin.users.reasonRequired'), z.refine((reason) => reason.trim().length <= 500, 'admin.users.reasonTooLong')),
});

/** /admin/users/{userId}: one user's page, with a History link, setting a password and deleting the user. */
export function AdminUserPage({ userId }: { userId: string }) {
  const intl = useIntl();
  const displayName = useDisplayName();
  const { data, loading, error, refetch } = useAdminUserQuery(userId);
  const [dialog, setDialog] = useState<'password' | 'delete' | null>(null);
  const detail = data?.getAdminUser;
  if (!detail) {
    if (loading) return <Spinner size={24} />;
    const notFound = error?.graphQLErrors.some((graphQLError) => graphQLError.extensions?.code === 'NOT_FOUND');
    return (
      <NonIdealState
        icon={notFound ? 'search' : 'error'}
        title={<FormattedMessage id={notFound ? 'admin.users.notFound' : 'admin.users.loadFailed'} />}
        action={<Link to="/admin/search"><FormattedMessage id="admin.users.backToSearch" /></Link>}
      />
    );
  }
  const { user } = detail;
  return (
    <article className="admin-user" aria-labelledby="admin-user-name">
      <Link to="/admin/search" className="admin-user-back">
        <FormattedMessage id="admin.users.backToSearch" />
      </Link>
      <H3 id="admin-user-name">
        {displayName(user)} <RoleTags profileTypes={user.profileTypes} />
        {user.deleted && (
          <Tag intent="danger" className="admin-user-deleted">
            <FormattedMessage id="admin.users.deleted" />
          </Tag>
        )}
      </H3>
      <div className="admin-user-actions">
        <AnchorButton icon="history" href={`/admin/history/user/${user.id}`} text={<FormattedMessage id="admin.users.history" />} />
        {!user.deleted && (
          <>
            <Button icon="key" onClick={() => setDialog('password')} text={<FormattedMessage id="admin.users.setPassword" />} />
            <Button icon="trash" intent="danger" onClick={() => setDialog('delete')} text={<FormattedMessage id="admin.users.delete" />} />
          </>
        )}
      </div>
      <Profile detail={detail} />
      <Sessions detail={detail} />
      <Payments detail={detail} />
      {dialog === 'password' && <SetPasswordDialog userId={user.id} name={displayName(user)} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && (
        <DeleteUserDialog
          userId={user.id}
          name={displayName(user)}
          onClose={() => setDialog(null)}
          onDeleted={() => {
            setDialog(null);
            void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'admin.users.deletedToast' }) });
            void refetch();
          }}
        />
      )}
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>{children}</dd>
    </>
  );
}

function Profile({ detail }: { detail: AdminUserDetail }) {
  const intl = useIntl();
  const money = (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'USD' });
  const { user } = detail;
  const yesNo = (value: boolean) => <FormattedMessage id={value ? 'admin.users.yes' : 'admin.users.no'} />;
  return (
    <section aria-labelledby="admin-user-profile">
      <H4 id="admin-user-profile">
        <FormattedMessage id="admin.users.profile" />
      </H4>
      <dl className="admin-user-facts">
        <Fact label="admin.users.email">{user.email ?? '—'}</Fact>
        <Fact label="admin.users.emailVerified">{yesNo(user.emailVerified)}</Fact>
        <Fact label="admin.users.phone">{user.phoneNumber ?? '—'}</Fact>
        <Fact label="admin.users.language">{user.languagePreference === 'sp' ? 'Español' : 'English'}</Fact>
        <Fact label="admin.users.joined">
          <FormattedDate value={user.createdAt} dateStyle="medium" />
        </Fact>
        <Fact label="admin.users.cards">
          {detail.cards.length === 0 ? '—' : detail.cards.map((card) => `${card.brand} •••• ${card.last4}${card.isDefault ? ' ★' : ''}`).join(', ')}
        </Fact>
        <Fact label="admin.users.payoutMethod">{detail.primaryPayoutMethod ? (PAYOUT_METHOD_NAMES[detail.primaryPayoutMethod] ?? detail.primaryPayoutMethod) : '—'}</Fact>
        <Fact label="admin.users.credits">
          <FormattedMessage id="admin.users.creditsValue" values={{ balance: money(detail.creditBalanceCents), earned: money(detail.creditEarnedCents) }} />
        </Fact>
        <Fact label="admin.users.id">
          <code>{user.id}</code>
        </Fact>
      </dl>
    </section>
  );
}

function Sessions({ detail }: { detail: AdminUserDetail }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="admin-user-sessions">
      <H4 id="admin-user-sessions">
        <FormattedMessage id="admin.users.sessions" />
      </H4>
      {detail.sessions.length === 0 ? (
        <p>
          <FormattedMessage id="admin.users.noSessions" />
        </p>
      ) : (
        <HTMLTable compact striped className="admin-table" aria-label={intl.formatMessage({ id: 'admin.users.sessions' })}>
          <thead>
            <tr>
              <th><FormattedMessage id="admin.users.when" /></th>
              <th><FormattedMessage id="admin.users.subject" /></th>
              <th><FormattedMessage id="admin.users.as" /></th>
              <th><FormattedMessage id="admin.users.status" /></th>
              <th><FormattedMessage id="admin.users.history" /></th>
            </tr>
          </thead>
          <tbody>
            {detail.sessions.map((session) => (
              <tr key={session.sessionId}>
                <td>
                  <FormattedDate value={session.startTime} dateStyle="medium" timeStyle="short" />
                </td>
                <td>{session.subject}</td>
                <td>
                  <FormattedMessage id={`admin.users.sessionRole.${session.role}`} />
                </td>
                <td>{session.status}</td>
                <td>
                  <Link to={`/admin/history/session/${session.sessionId}`}>
                    <FormattedMessage id="admin.users.history" />
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}

function Payments({ detail }: { detail: AdminUserDetail }) {
  const intl = useIntl();
  const money = (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'USD' });
  return (
    <section aria-labelledby="admin-user-payments">
      <H4 id="admin-user-payments">
        <FormattedMessage id="admin.users.payments" />
      </H4>
      {detail.payments.length === 0 ? (
        <p>
          <FormattedMessage id="admin.users.noPayments" />
        </p>
      ) : (
        <HTMLTable compact striped className="admin-table" aria-label={intl.formatMessage({ id: 'admin.users.payments' })}>
          <thead>
            <tr>
              <th><FormattedMessage id="admin.users.month" /></th>
              <th><FormattedMessage id="admin.users.as" /></th>
              <th><FormattedMessage id="admin.users.status" /></th>
              <th><FormattedMessage id="admin.users.amount" /></th>
              <th><FormattedMessage id="admin.users.history" /></th>
            </tr>
          </thead>
          <tbody>
            {detail.payments.map((payment) => (
              <tr key={`${payment.sessionId}:${payment.role}`}>
                <td>{payment.month}</td>
                <td>
                  <FormattedMessage id={`admin.users.paymentRole.${payment.role}`} />
                </td>
                <td>{payment.status}</td>
                <td>
                  {payment.role === 'CLIENT' ? (
                    <FormattedMessage id="admin.users.paid" values={{ total: money(payment.clientTotalCents), card: money(payment.cardChargeCents), credits: money(payment.creditsAppliedCents) }} />
                  ) : (
                    <FormattedMessage id="admin.users.earned" values={{ amount: money(payment.tutorPayoutCents) }} />
                  )}
                </td>
                <td>
                  <Link to={`/admin/history/payout/${payment.sessionId}`}>
                    <FormattedMessage id="admin.users.history" />
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}

const useUserFormMessage = formMessageFormatter(adminUsersMessages.en, ['admin.users.']);

function SetPasswordDialog({ userId, name, onClose }: { userId: string; name: string; onClose: () => void }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const format = useUserFormMessage();
  const [save, saving] = useSaveNewUserPasswordMutation();
  const [failure, setFailure] = useState<string>();
  const form = useZodForm<z.infer<typeof passwordSchema>>(passwordSchema, { newPassword: '' });
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await save({ variables: { userId, newPassword: values.newPassword } });
      void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'admin.users.passwordSaved' }) });
      onClose();
    } catch (error) {
      const message = applyServerErrors(form, error);
      if (message) setFailure(errorText(error));
    }
  });
  return (
    <FormDialog
      title={intl.formatMessage({ id: 'admin.users.setPasswordFor' }, { name })}
      onClose={onClose}
      onSubmit={submit}
      failure={failure}
      cancelText={<FormattedMessage id="admin.users.cancel" />}
      submitText={<FormattedMessage id="admin.users.savePassword" />}
      submitting={saving.loading}
    >
      <p>
        <FormattedMessage id="admin.users.setPasswordHint" />
      </p>
      <TextField
        id="admin-user-new-password"
        type="password"
        autoComplete="new-password"
        label={<FormattedMessage id="admin.users.newPassword" />}
        error={format(formMessageOf(form.formState.errors.newPassword))}
        {...fieldProps(form, 'newPassword')}
      />
    </FormDialog>
  );
}

function DeleteUserDialog({ userId, name, onClose, onDeleted }: { userId: string; name: string; onClose: () => void; onDeleted: () => void }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const format = useUserFormMessage();
  const [deleteUser, deleting] = useDeleteUserMutation();
  const [failure, setFailure] = useState<string>();
  const form = useZodForm<z.infer<typeof deleteSchema>>(deleteSchema, { reason: '' });
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await deleteUser({ variables: { userId, reason: values.reason.trim() } });
      onDeleted();
    } catch (error) {
      const message = applyServerErrors(form, error);
      if (message) setFailure(errorText(error));
    }
  });
  return (
    <FormDialog
      title={intl.formatMessage({ id: 'admin.users.deleteTitle' }, { name })}
      onClose={onClose}
      onSubmit={submit}
      failure={failure}
      cancelText={<FormattedMessage id="admin.users.cancel" />}
      submitText={<FormattedMessage id="admin.users.deleteConfirm" />}
      submitIntent="danger"
      submitting={deleting.loading}
    >
      <Callout intent="warning" icon="warning-sign">
        <FormattedMessage id="admin.users.deleteWarning" />
      </Callout>
      <TextAreaField
        id="admin-user-delete-reason"
        label={<FormattedMessage id="admin.users.reason" />}
        error={format(formMessageOf(form.formState.errors.reason))}
        {...fieldProps(form, 'reason')}
      />
    </FormDialog>
  );
}
