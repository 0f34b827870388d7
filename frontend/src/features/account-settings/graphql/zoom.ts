import { gql, useLazyQuery, useMutation, useQuery, type TypedDocumentNode } from '@apollo/client';
import type {
  AssociateZoomAccountMutation,
  AssociateZoomAccountMutationVariables,
  DisassociateZoomMutation,
  DisassociateZoomMutationVariables,
  GetZoomAuthorizeUrlQuery,
  GetZoomAuthorizeUrlQueryVariables,
  GetZoomProfileQuery,
  GetZoomProfileQueryVariables,
} from '../../../lib/graphql/generated';

export const GET_ZOOM_PROFILE: TypedDocumentNode<GetZoomProfileQuery, GetZoomProfileQueryVariables> = gql`
  query getZoomProfile {
    getCurrentUserV2 {
      id
      zoomProfile { id firstName lastName email }
    }
  }
`;

export const GET_ZOOM_AUTHORIZE_URL: TypedDocumentNode<GetZoomAuthorizeUrlQuery, GetZoomAuthorizeUrlQueryVariables> = gql`
  query getZoomAuthorizeUrl($state: String!) {
    getZoomAuthorizeUrl(state: $state)
  }
`;

export const ASSOCIATE_ZOOM: TypedDocumentNode<AssociateZoomAccountMutation, AssociateZoomAccountMutationVariables> = gql`
  mutation associateZoomAccount($authCode: String!) {
    associateZoom(authCode: $authCode) { id firstName lastName email }
  }
`;

export const DISASSOCIATE_ZOOM: TypedDocumentNode<DisassociateZoomMutation, DisassociateZoomMutationVariables> = gql`
  mutation disassociateZoom {
    disassociateZoom {
      id
      zoomProfile { id firstName lastName email }
    }
  }
`;

export function useZoomProfileQuery() {
  return useQuery(GET_ZOOM_PROFILE, { fetchPolicy: 'network-only' });
}

export function useZoomAuthorizeUrlLazyQuery() {
  return useLazyQuery(GET_ZOOM_AUTHORIZE_URL, { fetchPolicy: 'network-only' });
}

export function useAssociateZoomMutation() {
  return useMutation(ASSOCIATE_ZOOM);
}

export function useDisassociateZoomMutation() {
  return useMutation(DISASSOCIATE_ZOOM);
}
