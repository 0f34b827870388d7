import { Button, Callout, NonIdealState, Section, SectionCard, Spinner } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useErrorText } from '../../../lib/form-messages';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useAssociateZoomMutation, useDisassociateZoomMutation, useZoomAuthorizeUrlLazyQuery, useZoomProfileQuery } from '../graphql/zoom';
import { AccountSettingsLayout } from './AccountSettingsLayout';
import { SignedInOnly } from './SignedInOnly';

/** Where the OAuth `state` waits for Zoom's redirect: the code is only taken back with the state this tab sent (CSRF protection). */
const STATE_KEY = 'zoom-oauth-state';

interface ZoomProfile {
  firstName: string;
  lastName: string;
  email: string;
}

/** /account-settings/zoom: the connected Zoom account with Disconnect, or Connect. Zoom's redirect lands here too (its default redirect URI) and goes on to zoom/success. */
export function ZoomSettingsPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'accountSettings.zoom.title' }));
  const [params] = useSearchParams();
  if (params.get('code')) return <Navigate to={`/account-settings/zoom/success?${params.toString()}`} replace />;
  return (
    <SignedInOnly>
      {() => (
        <AccountSettingsLayout>
          <ZoomConnection />
        </AccountSettingsLayout>
      )}
    </SignedInOnly>
  );
}

function ZoomConnection() {
  const intl = useIntl();
  const errorText = useErrorText();
  const { data, loading, error } = useZoomProfileQuery();
  const [authorizeUrl, authorizing] = useZoomAuthorizeUrlLazyQuery();
  const [disassociate, disassociating] = useDisassociateZoomMutation();
  const [actionError, setActionError] = useState<string>();
  const user = data?.getCurrentUserV2;
  if (!user && loading) return <Spinner />;
  if (!user) return <NonIdealState icon="error" title={error ? errorText(error) : <FormattedMessage id="accountSettings.zoom.loadFailed" />} />;

  const connect = async () => {
    setActionError(undefined);
    const state = crypto.randomUUID();
    sessionStorage.setItem(STATE_KEY, state);
    const answer = await authorizeUrl({ variables: { state } });
    if (answer.data) window.location.assign(answer.data.getZoomAuthorizeUrl);
    else setActionError(errorText(answer.error));
  };
  const disconnect = async () => {
    setActionError(undefined);
    try {
      await disassociate();
    } catch (failure) {
      setActionError(errorText(failure));
    }
  };

  return (
    <Section title={intl.formatMessage({ id: 'accountSettings.zoom.heading' })}>
      <SectionCard>
        {user.zoomProfile ? (
          <>
            <ConnectedProfile profile={user.zoomProfile} />
            <Button intent="danger" loading={disassociating.loading} onClick={() => void disconnect()} text={<FormattedMessage id="accountSettings.zoom.disconnect" />} />
          </>
        ) : (
          <>
            <p>
              <FormattedMessage id="accountSettings.zoom.notConnected" />
            </p>
            <Button intent="primary" loading={authorizing.loading} onClick={() => void connect()} text={<FormattedMessage id="accountSettings.zoom.connect" />} />
          </>
        )}
        {actionError && (
          <Callout intent="danger" role="alert">
            {actionError}
          </Callout>
        )}
      </SectionCard>
    </Section>
  );
}

function ConnectedProfile({ profile }: { profile: ZoomProfile }) {
  return (
    <Callout intent="success" icon="video">
      <FormattedMessage id="accountSettings.zoom.connectedAs" values={{ name: `${profile.firstName} ${profile.lastName}`.trim(), email: profile.email }} />
    </Callout>
  );
}

/** /account-settings/zoom/success: takes the code back from Zoom (or the embedded stand-in), connects the account once and shows it. */
export function ZoomSuccessPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'accountSettings.zoom.title' }));
  return (
    <SignedInOnly>
      {() => (
        <AccountSettingsLayout>
          <ZoomCodeExchange />
        </AccountSettingsLayout>
      )}
    </SignedInOnly>
  );
}

function ZoomCodeExchange() {
  const intl = useIntl();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const [associate, { data, error }] = useAssociateZoomMutation();
  const code = params.get('code');
  // Only a code that came back with the state this tab sent is taken (read once, before the effect drops it).
  const [fromThisTab] = useState(() => {
    const expected = sessionStorage.getItem(STATE_KEY);
    return Boolean(code && expected && params.get('state') === expected);
  });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    sessionStorage.removeItem(STATE_KEY);
    // The error is shown from the mutation's own state.
    if (fromThisTab && code) associate({ variables: { authCode: code } }).catch(() => undefined);
  }, [associate, code, fromThisTab]);

  const failure = !fromThisTab ? intl.formatMessage({ id: 'accountSettings.zoom.badRedirect' }) : error ? errorText(error) : undefined;
  return (
    <Section title={intl.formatMessage({ id: 'accountSettings.zoom.heading' })}>
      <SectionCard>
        {data ? (
          <>
            <p>
              <FormattedMessage id="accountSettings.zoom.success" />
            </p>
            <ConnectedProfile profile={data.associateZoom} />
          </>
        ) : failure ? (
          <Callout intent="danger" role="alert">
            {failure}
          </Callout>
        ) : (
          <Spinner />
        )}
        {(data || failure) && (
          <p>
            <Link to="/account-settings/zoom">
              <FormattedMessage id="accountSettings.zoom.back" />
            </Link>
          </p>
        )}
      </SectionCard>
    </Section>
  );
}
