import { Button, ButtonGroup, Callout, Checkbox, FormGroup, HTMLTable, InputGroup, Menu, MenuItem, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import type { CoreUserAnySearchQuery } from '../../../lib/graphql/generated';
import { useClientNameSoftSearchQuery } from '../graphql/client-name-soft-search';
import { useCoreUserAnySearchQuery } from '../graphql/core-user-any-search';
import { useUserSuggestionsByNameQuery } from '../graphql/get-user-suggestions-by-name';

/** Spec section 9: pages of 10; a shorter page is the last. */
const PAGE_SIZE = 10;

type AdminUserRow = CoreUserAnySearchQuery['coreUserAnySearch'][number];

/** Where a user's page is: /admin/users/<userId>. */
export const adminUserPath = (userId: string) => `/admin/users/${userId}`;

/** A user's name as admins see it: a deleted user's in the interface language. */
export function useDisplayName(): (user: Pick<AdminUserRow, 'firstName' | 'lastName' | 'deleted'>) => string {
  const intl = useIntl();
  return (user) => (user.deleted ? intl.formatMessage({ id: 'admin.users.deletedUser' }) : `${user.firstName} ${user.lastName}`.trim());
}

export function RoleTags({ profileTypes }: { profileTypes: readonly string[] }) {
  return (
    <>
      {profileTypes.map((type) => (
        <Tag key={type} minimal className="admin-user-role">
          <FormattedMessage id={`admin.users.role.${type}`} />
        </Tag>
      ))}
    </>
  );
}

/** /admin/search: users found by name, e-mail address or id (clients only on request), with suggestions while typing. */
export function UsersTab() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [searched, setSearched] = useState('');
  const [clientsOnly, setClientsOnly] = useState(false);
  const [page, setPage] = useState(1);
  const typedName = typed.trim();
  const suggestions = useUserSuggestionsByNameQuery(typedName, typedName.length < 2 || typedName === searched || typedName.includes('@'));
  const anyUser = useCoreUserAnySearchQuery(searched, page, !searched || clientsOnly);
  const clients = useClientNameSoftSearchQuery(searched, !searched || !clientsOnly);
  const current = clientsOnly
    ? { rows: clients.data?.clientNameSoftSearch, loading: clients.loading, error: clients.error }
    : { rows: anyUser.data?.coreUserAnySearch, loading: anyUser.loading, error: anyUser.error };
  const search = (text: string) => {
    setSearched(text.trim());
    setPage(1);
  };
  const offered = suggestions.data?.getUserSuggestionsByName ?? [];
  return (
    <div className="admin-users">
      <form
        role="search"
        className="admin-users-search"
        onSubmit={(event) => {
          event.preventDefault();
          search(typed);
        }}
      >
        <FormGroup label={<FormattedMessage id="admin.users.search" />} labelFor="admin-users-search" helperText={<FormattedMessage id="admin.users.searchHint" />}>
          <InputGroup
            id="admin-users-search"
            type="search"
            leftIcon="search"
            value={typed}
            placeholder={intl.formatMessage({ id: 'admin.users.searchPlaceholder' })}
            onValueChange={setTyped}
            rightElement={<Button type="submit" variant="minimal" icon="arrow-right" aria-label={intl.formatMessage({ id: 'admin.users.find' })} />}
          />
        </FormGroup>
        {offered.length > 0 && (
          <Menu className="admin-users-suggestions" aria-label={intl.formatMessage({ id: 'admin.users.suggestions' })}>
            {offered.map((suggestion) => (
              <MenuItem key={suggestion.id} icon="person" text={suggestion.fullName} onClick={() => navigate(adminUserPath(suggestion.id))} />
            ))}
          </Menu>
        )}
        <Checkbox
          checked={clientsOnly}
          label={intl.formatMessage({ id: 'admin.users.clientsOnly' })}
          onChange={(event) => {
            setClientsOnly(event.currentTarget.checked);
            setPage(1);
          }}
        />
      </form>
      {!searched ? (
        <p>
          <FormattedMessage id="admin.users.typeToSearch" />
        </p>
      ) : !current.rows && current.loading ? (
        <Spinner size={24} />
      ) : current.error && !current.rows ? (
        <Callout intent="danger" role="alert">
          <FormattedMessage id="admin.users.loadFailed" />
        </Callout>
      ) : !current.rows || current.rows.length === 0 ? (
        <NonIdealState icon="people" title={<FormattedMessage id="admin.users.noneFound" />} />
      ) : (
        <UsersTable rows={current.rows} />
      )}
      {searched && !clientsOnly && (
        <ButtonGroup className="admin-users-pages">
          <Button icon="chevron-left" disabled={page <= 1} onClick={() => setPage(page - 1)} text={<FormattedMessage id="admin.users.previous" />} />
          <Button endIcon="chevron-right" disabled={(current.rows?.length ?? 0) < PAGE_SIZE} onClick={() => setPage(page + 1)} text={<FormattedMessage id="admin.users.next" />} />
        </ButtonGroup>
      )}
    </div>
  );
}

function UsersTable({ rows }: { rows: AdminUserRow[] }) {
  const intl = useIntl();
  const displayName = useDisplayName();
  return (
    <HTMLTable striped className="admin-table" aria-label={intl.formatMessage({ id: 'admin.users.table' })}>
      <thead>
        <tr>
          <th>
            <FormattedMessage id="admin.users.name" />
          </th>
          <th>
            <FormattedMessage id="admin.users.email" />
          </th>
          <th>
            <FormattedMessage id="admin.users.roles" />
          </th>
          <th>
            <FormattedMessage id="admin.users.joined" />
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((user) => (
          <tr key={user.id}>
            <td>
              <Link to={adminUserPath(user.id)}>{displayName(user)}</Link>
            </td>
            <td>{user.email ?? '—'}</td>
            <td>
              <RoleTags profileTypes={user.profileTypes} />
            </td>
            <td>
              <FormattedDate value={user.createdAt} dateStyle="medium" />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
