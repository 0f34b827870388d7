import { gql, useLazyQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetZoomAuthorizeUrlQuery, GetZoomAuthorizeUrlQueryVariables } from '../../../lib/graphql/generated';

export const GET_ZOOM_AUTHORIZE_URL: TypedDocumentNode<GetZoomAuthorizeUrlQuery, GetZoomAuthorizeUrlQueryVariables> = gql`
  query getZoomAuthorizeUrl($state: String!) {
    getZoomAuthorizeUrl(state: $state)
  }
`;

export function useZoomAuthorizeUrlLazyQuery() {
  return useLazyQuery(GET_ZOOM_AUTHORIZE_URL, { fetchPolicy: 'network-only' });
}
