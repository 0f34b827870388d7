import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GetProviderSignInUrlQuery, GetProviderSignInUrlQueryVariables } from '../../../lib/graphql/generated';

/** Where the browser goes to sign in with Google or Facebook (the stand-in page without a provider configured). */
export const GET_PROVIDER_SIGN_IN_URL: TypedDocumentNode<GetProviderSignInUrlQuery, GetProviderSignInUrlQueryVariables> = gql`
  query getProviderSignInUrl($provider: OAuthProvider!, $state: String!) {
    getProviderSignInUrl(provider: $provider, state: $state)
  }
`;
