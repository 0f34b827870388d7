import { Button, Divider } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { OAuthProvider } from '../../../lib/graphql/generated';
import { FormMessage, serverMessage } from '../../../lib/form-messages';
import { newIdempotencyKey } from '../../../lib/useIdempotencyKey';
import { useFormatFormMessage } from '../form-messages';
import { GET_PROVIDER_SIGN_IN_URL } from '../graphql/get-provider-sign-in-url';
import { ProviderSignIn, providerSignInStore } from '../provider-sign-in';
import { FormError } from './FormError';

const PROVIDERS: ReadonlyArray<{ provider: OAuthProvider; messageId: string; icon: 'globe' | 'people' }> = [
  { provider: 'GOOGLE', messageId: 'auth.provider.google', icon: 'globe' },
  { provider: 'FACEBOOK', messageId: 'auth.provider.facebook', icon: 'people' },
];

/** "Continue with Google / Facebook": goes to the provider's sign-in page, which returns to /oauth/callback/<provider>. */
export function ProviderSignInButtons({ signIn }: { signIn: Omit<ProviderSignIn, 'provider' | 'state'> }) {
  const client = useApolloClient();
  const format = useFormatFormMessage();
  const [going, setGoing] = useState<OAuthProvider | null>(null);
  const [error, setError] = useState<FormMessage>();

  const start = async (provider: OAuthProvider) => {
    setGoing(provider);
    setError(undefined);
    const state = newIdempotencyKey();
    try {
      const { data } = await client.query({ query: GET_PROVIDER_SIGN_IN_URL, variables: { provider, state }, fetchPolicy: 'network-only' });
      providerSignInStore.save({ ...signIn, provider, state });
      window.location.assign(data.getProviderSignInUrl);
    } catch (failure) {
      setGoing(null);
      setError(serverMessage(failure));
    }
  };

  return (
    <div className="auth-providers">
      <Divider />
      {PROVIDERS.map(({ provider, messageId, icon }) => (
        <Button key={provider} fill icon={icon} loading={going === provider} disabled={going !== null} onClick={() => void start(provider)} text={<FormattedMessage id={messageId} />} />
      ))}
      <FormError>{format(error)}</FormError>
    </div>
  );
}
