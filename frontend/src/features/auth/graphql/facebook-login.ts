import { gql, type TypedDocumentNode } from '@apollo/client';
import type { FacebookLoginMutation, FacebookLoginMutationVariables } from '../../../lib/graphql/generated';

export const FACEBOOK_LOGIN: TypedDocumentNode<FacebookLoginMutation, FacebookLoginMutationVariables> = gql`
  mutation facebookLogin($accessToken: String!) {
    facebookLogin(accessToken: $accessToken) {
      token
      status
    }
  }
`;
